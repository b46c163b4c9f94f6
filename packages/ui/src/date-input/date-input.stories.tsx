import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field';
import { DateInput, type DateInputProps } from './date-input';
import { dateErrorMessage } from './rules';

/** A DateInput in a Field that shows the form's message for a date it cannot use, as a form would. */
function LeaseStart({ onChange, onInvalid, defaultValue = '', ...props }: DateInputProps) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string>();
  return (
    <Field label="Lease start" description="First day the rent is due." error={error} className="max-w-xs">
      <DateInput
        {...props}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          setError(undefined);
          onChange?.(iso);
        }}
        onInvalid={(reason, text) => {
          setError(dateErrorMessage(reason, props.min, props.max));
          onInvalid?.(reason, text);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  args: { onChange: fn(), onInvalid: fn() },
  render: (args) => <LeaseStart {...args} />,
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Lease start' });
    await expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.type(input, '1152026');
    await userEvent.tab();
    await expect(input).toHaveValue('01/15/2026');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2026-01-15');
    await expect(input).toBeValid();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-01-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Lease start' })).toHaveValue('01/15/2026');
  },
};

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Lease start' });
    await userEvent.type(input, '02/30/2026');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveValue('02/30/2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a date as MM/DD/YYYY');
    await expect(args.onInvalid).toHaveBeenCalledWith('format', '02/30/2026');

    // Fixing the text clears the message.
    await userEvent.clear(input);
    await userEvent.type(input, '02/28/2026{Enter}');
    await expect(input).toBeValid();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-28');
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-01-15' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Choose date' });
    await userEvent.click(screen.getByRole('button', { name: /January 22, 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-01-22');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Lease start' })).toHaveValue('01/22/2026');
    await expect(trigger).toHaveFocus();
  },
};

export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2026-01-15' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Lease start' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus lands on the selected day; arrows move by day and week, Enter picks.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /January 15, 2026, selected/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(screen.getByRole('button', { name: /January 23, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-01-23');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Lease start' })).toHaveValue('01/23/2026');
  },
};

export const EscapeClosesCalendar: Story = {
  args: { defaultValue: '2026-01-15' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Lease start' });
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('01/15/2026');
  },
};

export const WithinMinMax: Story = {
  args: { min: '2026-01-10', max: '2026-01-20', defaultValue: '2026-01-15' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Lease start' });
    await userEvent.clear(input);
    await userEvent.type(input, '01/25/2026');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a date from 01/10/2026 to 01/20/2026',
    );
    await expect(args.onInvalid).toHaveBeenCalledWith('range', '01/25/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await expect(await screen.findByRole('button', { name: /January 21, 2026/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /January 20, 2026/ })).toBeEnabled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '2026-01-15', readOnly: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Lease start' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Choose date' })).toBeNull();
    await userEvent.type(input, '1');
    await userEvent.tab();
    await expect(input).toHaveValue('01/15/2026');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-01-15', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Lease start' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
export const CalendarOpenDark: Story = {
  args: { defaultValue: '2026-01-15' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await expect(await screen.findByRole('grid', { name: 'January 2026' })).toBeVisible();
  },
};
