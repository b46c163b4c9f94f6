import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackgroundWork } from './background-work';
import {
  loading,
  refusedRead,
  systemLoaders,
  systemParameters,
  withManagementProvider,
} from './system-operations-story';

const meta = {
  title: 'Management/System/BackgroundWork',
  component: BackgroundWork,
  args: { pollMs: 50 },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof BackgroundWork>;
export default meta;
type Story = StoryObj<typeof meta>;

const job = (canvas: ReturnType<typeof within>, label: string) =>
  within(canvas.getByRole('heading', { name: label }).closest('li')!);

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('api-1')).toBeVisible();
    await expect(canvas.getByText('Silent')).toBeVisible();
    const reminders = job((await canvas.findByRole('list')) && canvas, 'Send insurance-expiry reminders');
    await expect(reminders.getByText('every day')).toBeVisible();
    await expect(reminders.getByText(/2 in a row/)).toBeVisible();
    await expect(reminders.getAllByText('SMTP connection refused')[0]).toBeVisible();
  },
};

export const RunsAJobNow: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Rebuild contact search indexes' });
    const rebuild = job(canvas, 'Rebuild contact search indexes');
    await expect(rebuild.getByText('Never')).toBeVisible();
    await userEvent.click(rebuild.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(rebuild.getByText('Rebuild contact search indexes: done')).toBeVisible(), {
      timeout: 4000,
    });
    await expect(rebuild.getByRole('button', { name: 'Run now' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="background-work-announce"]')).toHaveTextContent(
      'Rebuild contact search indexes: done. Rebuild contact search indexes: done',
    );
  },
};

export const NoInstanceYet: Story = {
  parameters: systemParameters({ system: { data: { jobs: [], heartbeats: [], runs: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No instance runs background work')).toBeVisible();
    await expect(canvas.getByText(/No jobs yet/)).toBeVisible();
    await expect(canvas.getByText('No runs yet')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: { readOnly: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Rebuild contact search indexes' });
    await expect(canvas.queryByRole('button', { name: 'Run now' })).toBeNull();
  },
};

export const Loading: Story = { parameters: loading };

export const LoadError: Story = {
  parameters: refusedRead('/jobs'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not answer');
  },
};

export const Phone: Story = {
  parameters: { width: 400 },
  play: async ({ canvas }) => {
    // A table wider than a phone scrolls, and is reached by keyboard to do so.
    await canvas.findByRole('heading', { name: 'Rebuild contact search indexes' });
    await waitFor(() => {
      const wide = canvas
        .getAllByRole('region')
        .filter((r) => r.dataset.slot === 'data-table-scroll' && r.scrollWidth > r.clientWidth + 1);
      expect(wide.length).toBeGreaterThan(0);
      for (const table of wide) expect(table.tabIndex).toBe(0);
    });
  },
};
