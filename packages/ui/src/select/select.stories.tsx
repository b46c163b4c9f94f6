import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  SimpleSelect,
} from './select';

const options = [
  { value: 't-hangar', label: 'T-hangar' },
  { value: 'box', label: 'Box hangar' },
  { value: 'shade', label: 'Shade port' },
  { value: 'tiedown', label: 'Tie-down', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: SimpleSelect,
  args: { options, placeholder: 'Choose a type', 'aria-label': 'Hangar type', onValueChange: fn() },
} satisfies Meta<typeof SimpleSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hangar type' });
    await expect(trigger).toHaveTextContent('Choose a type');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Shade port' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('shade');
    await waitFor(() => expect(trigger).toHaveTextContent('Shade port'));
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const WithValue: Story = { args: { defaultValue: 'box' } };

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hangar type' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: 'T-hangar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Box hangar' })).toHaveFocus();
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Shade port' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'T-hangar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('box');
    await waitFor(() => expect(trigger).toHaveTextContent('Box hangar'));
    await expect(trigger).toHaveFocus();
  },
};

// Ends closed: an open Select aria-hides the page around its focusable trigger (Radix's modal popup),
// which axe reports as aria-hidden-focus although focus cannot leave the listbox.
export const SelectedAndDisabledOptions: Story = {
  args: { defaultValue: 't-hangar' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Hangar type' }));
    await expect(await screen.findByRole('option', { name: 'T-hangar', selected: true })).toBeInTheDocument();
    const disabled = screen.getByRole('option', { name: 'Tie-down' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Small: Story = { args: { size: 'sm' } };

export const Grouped: Story = {
  render: (args) => (
    <Select onValueChange={args.onValueChange}>
      <SelectTrigger aria-label="Weather station" className="w-56">
        <SelectValue placeholder="Choose a station" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Fort Worth</SelectLabel>
          <SelectItem value="KFTW">KFTW Meacham</SelectItem>
          <SelectItem value="KAFW">KAFW Alliance</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Dallas</SelectLabel>
          <SelectItem value="KDAL">KDAL Love Field</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Weather station' }));
    await expect(await screen.findByRole('group', { name: 'Dallas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'KDAL Love Field' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('KDAL');
  },
};

export const InvalidDark: Story = { args: { 'aria-invalid': true }, globals: { theme: 'dark' } };
