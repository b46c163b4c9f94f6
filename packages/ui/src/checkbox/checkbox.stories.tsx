import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Label } from '../label';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { id: 'alerts', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor="alerts">Send weather alerts</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send weather alerts' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Send weather alerts'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await expect(checkbox).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

function SelectAll() {
  const units = ['A-1', 'A-2', 'A-3'];
  const [selected, setSelected] = useState<string[]>(['A-1']);
  const all = selected.length === units.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <Checkbox
          id="all"
          checked={all}
          onCheckedChange={(value) => setSelected(value === true ? units : [])}
        />
        <Label htmlFor="all">All units</Label>
      </div>
      {units.map((unit) => (
        <div key={unit} className="flex items-center gap-2 pl-6">
          <Checkbox
            id={unit}
            checked={selected.includes(unit)}
            onCheckedChange={(value) =>
              setSelected((current) =>
                value === true ? [...current, unit] : current.filter((u) => u !== unit),
              )
            }
          />
          <Label htmlFor={unit}>{`Unit ${unit}`}</Label>
        </div>
      ))}
    </div>
  );
}

export const SelectAllGroup: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All units' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unit A-3' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unit A-2' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const CheckedDark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
