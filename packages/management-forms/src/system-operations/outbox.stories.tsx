import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Outbox } from './outbox';
import {
  loading,
  refusedRead,
  systemLoaders,
  systemParameters,
  withManagementProvider,
} from './system-operations-story';

const meta = {
  title: 'Management/System/Outbox',
  component: Outbox,
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof Outbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = (canvas: ReturnType<typeof within>, subject: RegExp) =>
  within(canvas.getByRole('heading', { name: subject }).closest('li')!);

export const Messages: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /Reset your password/ });
    const reset = message(canvas, /Reset your password/);
    await expect(reset.queryByRole('button', { name: 'Resend' })).toBeNull();
    await expect(reset.getByText(/sign-in key was withheld/)).toBeVisible();
    await expect(message(canvas, /Confirm your e-mail/).queryByRole('button')).toBeNull();
  },
};

export const Resends: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /Vendor insurance/ });
    const failed = message(canvas, /Vendor insurance/);
    await userEvent.click(failed.getByRole('button', { name: 'Resend' }));
    await expect(await failed.findByText('Sent again.')).toBeVisible();
    await expect(failed.getByText('Sent')).toBeVisible();
  },
};

export const ResendRefusedWithoutSmtp: Story = {
  parameters: systemParameters({ system: { data: { smtp: false } } }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /Vendor insurance/ });
    const failed = message(canvas, /Vendor insurance/);
    await userEvent.click(failed.getByRole('button', { name: 'Resend' }));
    await expect(await failed.findByRole('alert')).toHaveTextContent(/Without SMTP nothing is sent/);
  },
};

export const Empty: Story = {
  parameters: systemParameters({ system: { data: { outbox: [] } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No e-mail has been sent or stored yet.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: loading };

export const LoadError: Story = {
  parameters: refusedRead('/emailoutbox', 'Only system administrators may read it', 403),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only system administrators may read it',
    );
  },
};

export const Phone: Story = { parameters: { width: 400 } };
