import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Label } from '../label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const runways = [
  { value: '14', label: 'Runway 14' },
  { value: '32', label: 'Runway 32' },
  { value: 'closed', label: 'Closed', disabled: true },
];

// Radix checks a radio when it gains focus while an arrow key is held; a scripted key press is released
// before the deferred focus move, so hold the key until focus has moved, as a person's finger does.
async function arrow(key: 'ArrowDown' | 'ArrowUp', expected: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expected).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Active runway', defaultValue: '14', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {runways.map((runway) => (
        <div key={runway.value} className="flex items-center gap-2">
          <RadioGroupItem id={`rwy-${runway.value}`} value={runway.value} disabled={runway.disabled} />
          <Label htmlFor={`rwy-${runway.value}`}>{runway.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const r14 = canvas.getByRole('radio', { name: 'Runway 14' });
    const r32 = canvas.getByRole('radio', { name: 'Runway 32' });
    await userEvent.tab();
    await expect(r14).toHaveFocus();
    await arrow('ArrowDown', r32);
    await expect(r32).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('32');
    // The disabled option is skipped and focus wraps around.
    await arrow('ArrowDown', r14);
    await expect(r14).toBeChecked();
    await arrow('ArrowUp', r32);
    await expect(r32).toBeChecked();
    // One tab stop for the whole group.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radiogroup')).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const NothingSelected: Story = { args: { defaultValue: undefined } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', className: 'flex gap-4' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, 'aria-describedby': 'rwy-error', defaultValue: undefined },
  render: (args) => (
    <div className="grid gap-2">
      <RadioGroup {...args}>
        {runways.slice(0, 2).map((runway) => (
          <div key={runway.value} className="flex items-center gap-2">
            <RadioGroupItem id={`rwy-${runway.value}`} value={runway.value} aria-invalid />
            <Label htmlFor={`rwy-${runway.value}`}>{runway.label}</Label>
          </div>
        ))}
      </RadioGroup>
      <p id="rwy-error" className="text-sm text-destructive">
        Choose a runway.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a runway.');
  },
};
