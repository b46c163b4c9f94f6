import type { Meta, StoryObj } from '@storybook/react-vite';
import { SYSTEM_VALUE_DEFINITIONS } from '@hangar/contracts';
import { expect, userEvent, within } from 'storybook/test';
import { SystemValuesEditor } from './system-values-editor';
import {
  loading,
  refusedRead,
  systemLoaders,
  systemParameters,
  systemProvider,
  withManagementProvider,
} from './system-operations-story';

const meta = {
  title: 'Management/System/SystemValuesEditor',
  component: SystemValuesEditor,
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SystemValuesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvas: ReturnType<typeof within>, key: string) =>
  within(canvas.getByRole('form', { name: new RegExp(key) }));

export const Values: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: /New registration available/ })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: /Keep error-log entries/ })).toHaveValue(60);
    // Unset: its default shows, marked so.
    const sessions = value(canvas, 'Keep ended sessions');
    await expect(sessions.getByRole('spinbutton')).toHaveValue(30);
    await expect(sessions.getByText(/Not set: the default applies/)).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'Set' })).toBeEnabled();
    // A value nothing reads is free text.
    await expect(canvas.getByRole('textbox', { name: /Value of SiteName/ })).toHaveValue(
      'Hicks Airfield (T67)',
    );
  },
};

export const ClosesRegistration: Story = {
  play: async ({ canvas, loaded }) => {
    const toggle = await canvas.findByRole('switch', { name: /New registration available/ });
    const form = value(canvas, 'New registration available');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(toggle);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Saved: No.')).toBeVisible();
    await expect(systemProvider(loaded).data.values[0]).toMatchObject({ value: 'false', version: 2 });
  },
};

export const SetsAnUnsetValue: Story = {
  play: async ({ canvas, loaded }) => {
    const form = value(canvas, 'Keep activity');
    const input = await form.findByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await userEvent.click(form.getByRole('button', { name: 'Set' }));
    await expect(await form.findByText('Saved: 120 days.')).toBeVisible();
    await expect(
      systemProvider(loaded).data.values.find((v) => v.key === 'ActivityRetentionDays'),
    ).toMatchObject({
      value: '120',
    });
  },
};

export const BackToTheDefault: Story = {
  play: async ({ canvas, loaded }) => {
    const form = value(canvas, 'Keep error-log entries');
    await userEvent.click(await form.findByRole('button', { name: 'Use the default' }));
    await expect(await form.findByText('Back to the default: 90 days.')).toBeVisible();
    await expect(form.getByRole('spinbutton')).toHaveValue(90);
    await expect(form.getByText(/Not set: the default applies/)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Use the default' })).toBeNull();
    await expect(systemProvider(loaded).data.values.some((v) => v.key === 'ErrorLogRetentionDays')).toBe(
      false,
    );
  },
};

export const OutOfRange: Story = {
  play: async ({ canvas }) => {
    const form = value(canvas, 'Keep error-log entries');
    const input = await form.findByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAccessibleDescription(/At least 1/);
  },
};

export const RefusedSave: Story = {
  parameters: systemParameters({
    system: {
      options: {
        failWith: (op, _r, detail) =>
          op === 'run' && detail.method === 'PUT'
            ? { ok: false, status: 400, message: 'Check the value', fieldErrors: { value: 'At most 3650' } }
            : null,
      },
    },
  }),
  play: async ({ canvas }) => {
    const form = value(canvas, 'Keep error-log entries');
    const input = await form.findByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '365');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('At most 3650')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoOtherValues: Story = {
  parameters: systemParameters({ system: { data: { values: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No other values are stored.')).toBeVisible();
    await expect(canvas.getAllByText(/Not set: the default applies/)).toHaveLength(
      SYSTEM_VALUE_DEFINITIONS.length,
    );
  },
};

export const ReadOnly: Story = {
  parameters: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: /New registration available/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading system values…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: refusedRead('/systemvalues'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not answer');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = { parameters: { width: 400 } };
