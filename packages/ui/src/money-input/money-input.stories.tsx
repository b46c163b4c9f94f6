import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { MoneyInput } from './money-input';

const meta = {
  title: 'UI/MoneyInput',
  component: MoneyInput,
  args: { onChange: fn() },
  render: (args) => (
    <Field label="Monthly rent" description="Billed on the first of the month." className="max-w-xs">
      <MoneyInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    await userEvent.type(input, '1234.5');
    await expect(input).toHaveValue('1,234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
  },
};

export const Filled: Story = { args: { defaultValue: 125000 } };

export const ExactCents: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    await userEvent.type(input, '19.999');
    // A third decimal is not taken, and 19.99 is 1999 cents, not 1998.9999.
    await expect(input).toHaveValue('19.99');
    await expect(args.onChange).toHaveBeenLastCalledWith(1999);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Negative: Story = {
  args: { allowNegative: true },
  render: (args) => (
    <Field label="Adjustment" description="A credit to the tenant is negative." className="max-w-xs">
      <MoneyInput {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adjustment' });
    await userEvent.type(input, '-25');
    await userEvent.tab();
    await expect(input).toHaveValue('-25.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-2500);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 0 },
  render: (args) => (
    <Field label="Monthly rent" error="Rent must be more than zero." className="max-w-xs">
      <MoneyInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Rent must be more than zero.');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 125000, readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    await expect(input).toHaveValue('1,250.00');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('1,250.00');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 125000, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Monthly rent' })).toBeDisabled();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
