import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemOverview } from './system-overview';
import { refusing, systemLoaders, systemParameters, withManagementProvider } from './system-story';

const meta = {
  title: 'Management/System/SystemOverview',
  component: SystemOverview,
  args: {
    links: [
      { label: 'Users', href: '#/systemusers', description: 'Every company’s users.' },
      { label: 'Security groups', href: '#/systemsecuritygroups' },
    ],
    show: { errors: true, outbox: true, jobs: true },
    errorLogHref: '#/errorlog',
    jobsHref: '#/actions',
  },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SystemOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const counts = await canvas.findByRole('heading', { name: 'At a glance' });
    await expect(counts).toBeVisible();
    const glance = canvas
      .getByRole('heading', { name: 'At a glance' })
      .closest('[data-slot="system-overview-counts"]');
    await expect(await within(glance as HTMLElement).findByText('Signed in now')).toBeVisible();
    await expect(await canvas.findByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the error log' })).toHaveAttribute(
      'href',
      '#/errorlog',
    );
    await expect(await canvas.findByText('You are invited to Hangar')).toBeVisible();
    await expect(canvas.queryByText('Reset your password')).toBeNull();
    await expect(await canvas.findByText('1 instance alive of 2')).toBeVisible();
    await expect(canvas.getAllByText('Failed').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '#/systemusers');
  },
};

export const Empty: Story = {
  parameters: systemParameters({
    system: {
      errors: [],
      outbox: [],
      jobs: [],
      heartbeats: [],
      summary: {
        companies: 0,
        activeUsers: 0,
        disabledUsers: 0,
        activeSessions: 0,
        errorsLast24h: 0,
        outboxStored: 0,
        outboxFailed: 0,
      },
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No errors logged.')).toBeVisible();
    await expect(await canvas.findByText('Nothing waiting; no failures.')).toBeVisible();
    await expect(await canvas.findByText('No job has run yet.')).toBeVisible();
  },
};

/** A holder of the Error log feature alone: the server counts only errors for them (the rest comes as null). */
export const OnlyErrorLog: Story = {
  args: { show: { errors: true, outbox: false, jobs: false }, jobsHref: undefined },
  parameters: systemParameters({
    system: {
      summary: {
        companies: null,
        activeUsers: null,
        disabledUsers: null,
        activeSessions: null,
        errorsLast24h: 2,
        outboxStored: null,
        outboxFailed: null,
      },
    },
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('connect ECONNREFUSED 127.0.0.1:25');
    const glance = canvas
      .getByRole('heading', { name: 'At a glance' })
      .closest('[data-slot="system-overview-counts"]') as HTMLElement;
    await expect(await within(glance).findByText('Errors, last 24 hours')).toBeVisible();
    await expect(within(glance).queryByText('Companies')).toBeNull();
    await expect(within(glance).queryByText('Signed in now')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Background work' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Mail waiting or failed' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: systemParameters({ system: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the counts…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading background work…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: refusing('/SystemSummary', 503, 'The server is not answering'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The server is not answering', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: systemParameters({ width: 400 }),
  play: async ({ canvas }) => {
    await canvas.findByText('connect ECONNREFUSED 127.0.0.1:25');
  },
};
