import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { MoneyInput } from './money-input';
import { moneyErrorMessage } from './rules';

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
    await expect(input).toHaveValue('1234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
  },
};

export const Filled: Story = { args: { defaultValue: 125000 } };

export const ExactCents: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    await userEvent.type(input, '19.99');
    // 19.99 is 1999 cents, not 1998.9999.
    await expect(args.onChange).toHaveBeenLastCalledWith(1999);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A field that shows the refusal's sentence, as a form's field adapter does with `onInvalid`. */
function RefusingField(args: React.ComponentProps<typeof MoneyInput>) {
  const [error, setError] = React.useState<string>();
  return (
    <Field label="Monthly rent" error={error} className="max-w-xs">
      <MoneyInput
        {...args}
        onChange={(cents) => {
          if (!Number.isNaN(cents)) setError(undefined);
          args.onChange?.(cents);
        }}
        onInvalid={(reason, text) => {
          setError(moneyErrorMessage(reason));
          args.onInvalid?.(reason, text);
        }}
      />
    </Field>
  );
}

/** Every refusal, each with its sentence: nothing typed is turned into another amount. */
export const Refused: Story = {
  args: { onInvalid: fn() },
  render: (args) => <RefusingField {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monthly rent' });
    for (const [typed, message] of [
      ['1e3', 'Enter an amount such as 1,250.00'],
      ['12.345', 'Enter at most two decimal places (cents)'],
      ['-5', 'Enter an amount of zero or more'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.tab();
      await expect(input).toHaveValue(typed);
      await expect(input).toBeInvalid();
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    }
    await expect(args.onInvalid).toHaveBeenCalledTimes(3);
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
export const RefusedDark: Story = { ...Refused, globals: { theme: 'dark' } };
