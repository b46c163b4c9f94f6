import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewPasswordForm, type NewPasswordFormProps } from './new-password-form';

const meta = {
  title: 'Management/NewPasswordForm',
  component: NewPasswordForm,
  args: { onSubmit: fn<NewPasswordFormProps['onSubmit']>(async () => undefined), userName: 'alpha.admin' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TooShort: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Password must be at least 12 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short one');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'short one');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Password must be at least 12 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'runway one four left');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'runway three two right');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Password must be at least 12 characters')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  args: { successMessage: 'Your password is changed. You can log in now.' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'runway one four left');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'runway one four left');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password is changed. You can log in now.',
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('runway one four left');
  },
};

export const ServerRefusesByKeyboard: Story = {
  args: {
    onSubmit: fn<NewPasswordFormProps['onSubmit']>(async () => 'This password is too common; choose another'),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText(/^New password/));
    await userEvent.keyboard('password12345');
    // Tab passes the first field's show/hide toggle on the way to the confirmation.
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Show password' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveFocus();
    await userEvent.keyboard('password12345{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password is too common; choose another',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith('password12345');
    // The form stays so that another password can be tried.
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('password12345');
  },
};
