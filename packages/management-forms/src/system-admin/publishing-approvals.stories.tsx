import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PublishingApprovals } from './publishing-approvals';
import { PUBLISHING_NEWCOMER, SYSTEM_PUBLISHING } from './system-fixtures';
import { refusing, systemLoaders, systemParameters, withManagementProvider } from './system-story';

/**
 * The publishing approvals screen of the System area (system administrators): companies that ask to appear in
 * the airport's public listings wait for Approve; approved ones can be revoked. It takes no props and needs a
 * `ManagementProvider` above it.
 */
const meta: Meta<typeof PublishingApprovals> = {
  title: 'Management/System/PublishingApprovals',
  component: PublishingApprovals,
  loaders: systemLoaders as Meta<typeof PublishingApprovals>['loaders'],
  decorators: [withManagementProvider],
};
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: RegExp) =>
  within(canvas.getByRole('region', { name }));
const rowOf = (canvas: ReturnType<typeof within>, name: RegExp, company: string) =>
  section(canvas, name).getByRole('row', { name: new RegExp(company) });

export const WaitingAndApproved: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Waiting for approval (2)' })).toBeVisible();
    const newcomer = within(rowOf(canvas, /^Waiting/, 'Hicks Airfield Hangars LLC'));
    await expect(
      newcomer.getByText('Listing contact: Call Hicks Airfield Hangars, (214) 555-0199'),
    ).toBeVisible();
    await expect(newcomer.getByText('deals@hangar-deals.example · (214) 555-0199')).toBeVisible();
    await expect(newcomer.getByText('Nov 21, 2026')).toBeVisible();
    const alpha = within(rowOf(canvas, /^Approved/, 'Alpha Hangar Management'));
    await expect(alpha.getByText('Publishing 9 units')).toBeVisible();
    await expect(alpha.getByText('Jan 5, 2026 by sysadmin')).toBeVisible();
    await expect(alpha.getByRole('button', { name: 'Revoke Alpha Hangar Management' })).toBeVisible();
  },
};

export const ApprovesAWaitingCompany: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Hicks Airfield Hangars LLC' }));
    await expect(await canvas.findByRole('heading', { name: 'Approved (2)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Waiting for approval (1)' })).toBeVisible();
    const approved = within(rowOf(canvas, /^Approved/, 'Hicks Airfield Hangars LLC'));
    await expect(approved.getByText('Publishing 1 unit')).toBeVisible();
    await expect(approved.getByText(/by sysadmin$/)).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="publishing-approvals-announce"]'),
    ).toHaveTextContent(
      'Hicks Airfield Hangars LLC is approved: its listed units are in the public listings now.',
    );
  },
};

export const RevokesAfterAsking: Story = {
  play: async ({ canvas }) => {
    const revoke = await canvas.findByRole('button', { name: 'Revoke Alpha Hangar Management' });
    // Keyboard alone: focus the button and press Enter; "No" keeps everything as it was.
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the approval?' });
    await expect(
      within(dialog).getByText(/leaves the public listings at once, with its 9 units/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(canvas.getByRole('heading', { name: 'Approved (1)' })).toBeVisible();

    await userEvent.click(revoke);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await expect(await canvas.findByRole('heading', { name: 'Approved (0)' })).toBeVisible();
    await expect(canvas.getByText('No company is approved yet')).toBeVisible();
    // Still asking to publish: it waits again.
    await expect(
      section(canvas, /^Waiting/).getByRole('button', { name: 'Approve Alpha Hangar Management' }),
    ).toBeVisible();
  },
};

export const NothingWaiting: Story = {
  parameters: systemParameters({ system: { publishing: { ...SYSTEM_PUBLISHING, waiting: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No company is waiting')).toBeVisible();
    await expect(canvas.getByText('A company that asks to publish shows up here.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Approved (1)' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: systemParameters({ system: { publishing: { waiting: [], approved: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No company is waiting')).toBeVisible();
    await expect(canvas.getByText('No company is approved yet')).toBeVisible();
  },
};

export const InactiveAndNotPublishing: Story = {
  parameters: systemParameters({
    system: {
      publishing: {
        waiting: [{ ...PUBLISHING_NEWCOMER, isActive: false }],
        approved: [{ ...SYSTEM_PUBLISHING.approved[0]!, publishesListings: false }],
      },
    },
  }),
  play: async ({ canvas }) => {
    const newcomer = within(await canvas.findByRole('row', { name: /Hicks Airfield Hangars LLC/ }));
    await expect(newcomer.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Not publishing now')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: systemParameters({ system: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(canvas.getAllByText('Loading the companies waiting for approval…')[0]).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: refusing('/PublishingApprovals', 500, 'The server could not answer'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not answer');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ApprovalRefused: Story = {
  parameters: systemParameters({
    system: {
      failWith: (op, _resource, detail) =>
        op === 'run' && detail.method === 'POST'
          ? { ok: false, status: 409, message: 'This company does not ask to publish listings' }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Hicks Airfield Hangars LLC' }));
    const row = within(rowOf(canvas, /^Waiting/, 'Hicks Airfield Hangars LLC'));
    await expect(await row.findByRole('alert')).toHaveTextContent(
      'This company does not ask to publish listings',
    );
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Approve Hicks Airfield Hangars LLC' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('heading', { name: 'Waiting for approval (2)' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { width: 400 },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Approve Hicks Airfield Hangars LLC' }),
    ).toBeVisible();
  },
};
