import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'UI/PhoneInput',
  component: PhoneInput,
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Phone" description="Tenants call this number." className="max-w-xs">
      <PhoneInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '8175551234');
    await userEvent.tab();
    await expect(input).toHaveValue('(817) 555-1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('(817) 555-1234');
  },
};

export const Filled: Story = { args: { defaultValue: '(817) 555-1234' } };

export const Local: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '555.1234');
    await userEvent.tab();
    await expect(input).toHaveValue('555-1234');
  },
};

export const International: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '+442079460958');
    await userEvent.tab();
    await expect(input).toHaveValue('+44 20 7946 0958');
  },
};

export const KeptAsTyped: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '  817-555-1234 ext 5 ');
    await userEvent.tab();
    await expect(input).toHaveValue('817-555-1234 ext 5');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '555-12' },
  render: (args) => (
    <Field label="Phone" error="Enter a phone number with its area code." className="max-w-xs">
      <PhoneInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a phone number with its area code.');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '(817) 555-1234', readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('(817) 555-1234');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '(817) 555-1234', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
