import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  FORGOT_PASSWORD_SENT,
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from './forgot-password-form';

const meta = {
  title: 'Management/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidAddress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'pilot@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText(/E-mail/));
    await userEvent.keyboard('  Pat.Pilot@Example.com {Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_SENT);
    // Sent as the account would store it: trimmed and lower-cased.
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('pat.pilot@example.com');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(async () => 'Server error') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'pat@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('pat@example.com');
  },
};
