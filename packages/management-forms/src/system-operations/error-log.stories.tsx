import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ErrorLogEntryView, ErrorLogList } from './error-log';
import {
  loading,
  refusedRead,
  systemLoaders,
  systemParameters,
  systemProvider,
  withManagementProvider,
} from './system-operations-story';

const meta = {
  title: 'Management/System/ErrorLog',
  component: ErrorLogList,
  subcomponents: { ErrorLogEntryView },
  args: { getEntryHref: (e) => `#error-${e.id}`, canDelete: true, today: '2026-11-23' },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ErrorLogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Query failed (SQLSTATE 57014)')).toBeVisible();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '#error-14');
  },
};

export const FilteredBySourceAndText: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Query failed (SQLSTATE 57014)');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Browser' }));
    await waitFor(() => expect(canvas.queryByText('Query failed (SQLSTATE 57014)')).toBeNull());
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'chunk{Enter}');
    await waitFor(() => expect(canvas.queryByText(/TypeError/)).toBeNull());
    await expect(canvas.getByText('ChunkLoadError: Loading chunk failed')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: /Search/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'nothing like it{Enter}');
    await expect(await canvas.findByText('No errors match')).toBeVisible();
  },
};

export const PurgesOlderErrors: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText('Query failed (SQLSTATE 57014)');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete older errors' }));
    await expect(await canvas.findByText('Choose a day')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Logged before/ }), '11/23/2026{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete older errors' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete them' }));
    await expect(await canvas.findByText(/^Deleted \d+ errors? logged before 2026-11-23\.$/)).toBeVisible();
    await expect(systemProvider(loaded).data.errors.every((e) => e.timeUtc >= '2026-11-23')).toBe(true);
  },
};

export const Empty: Story = {
  parameters: systemParameters({ system: { data: { errors: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No errors logged')).toBeVisible();
  },
};

export const ViewOnly: Story = {
  args: { canDelete: false },
  play: async ({ canvas }) => {
    await canvas.findByText('Query failed (SQLSTATE 57014)');
    await expect(canvas.queryByRole('button', { name: 'Delete older errors' })).toBeNull();
  },
};

export const Loading: Story = { parameters: loading };

export const LoadError: Story = {
  parameters: refusedRead('/errorlogs'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The server could not answer')).toBeVisible();
  },
};

export const Phone: Story = { parameters: { width: 400 } };

export const Entry: Story = {
  render: () => <ErrorLogEntryView id={13} canDelete onDeleted={fn()} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Cannot read properties/ }),
    ).toHaveFocus();
    await expect(canvas.getByText(/at UnitList/)).toBeVisible();
    await expect(canvas.getByText('alpha.viewer')).toBeVisible();
  },
};

const onDeleted = fn();
export const EntryDeleted: Story = {
  render: () => <ErrorLogEntryView id={14} canDelete onDeleted={onDeleted} />,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this error' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    await expect(systemProvider(loaded).data.errors.some((e) => e.id === 14)).toBe(false);
  },
};

export const EntryMissing: Story = {
  render: () => <ErrorLogEntryView id={99} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not found');
  },
};
