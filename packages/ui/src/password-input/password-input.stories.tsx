import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: {
    'aria-label': 'Password',
    autoComplete: 'current-password',
    className: 'max-w-xs',
    onVisibleChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('hunter22');
    await expect(input).toHaveAttribute('type', 'password');

    // Tab moves from the field to the toggle; Space shows the password.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelector('[data-slot="password-input"]')).toHaveAttribute(
      'data-state',
      'visible',
    );

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'correct horse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'short' },
};

export const CustomLabels: Story = {
  args: { showLabel: 'Passwort anzeigen', hideLabel: 'Passwort verbergen' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort anzeigen' }));
    await expect(canvas.getByRole('button', { name: 'Passwort verbergen' })).toBeInTheDocument();
  },
};
