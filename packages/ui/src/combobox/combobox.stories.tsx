import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { COUNTRY_OPTIONS, US_STATE_OPTIONS } from '../address-fields';
import { Field } from '../field';
import { Combobox } from './combobox';
import type { ComboboxOption } from './rules';

const contacts: ComboboxOption[] = [
  { value: 'c-101', label: 'Avery Hicks' },
  { value: 'c-102', label: 'Blake Moreno' },
  { value: 'c-103', label: 'Casey Nguyen' },
  { value: 'c-104', label: 'Dana Okafor' },
  { value: 'c-105', label: 'Emerson Price' },
];

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  args: { options: US_STATE_OPTIONS, onChange: fn(), placeholder: 'Type to search' },
  render: (args) => (
    <Field label="State" description="Where the aircraft is registered." className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'new');
    const listbox = await screen.findByRole('listbox', { name: 'State' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'New Mexico' }));
    await expect(args.onChange).toHaveBeenCalledWith('NM');
    await expect(input).toHaveValue('New Mexico');
    await expect(input).toHaveFocus();
  },
};

export const KeyboardFilterAndSelect: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('virg');
    await screen.findByRole('listbox');
    // The first match is highlighted as you type; arrows move on.
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Virginia' }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    const westVirginia = screen.getByRole('option', { name: 'West Virginia' });
    await expect(input).toHaveAttribute('aria-activedescendant', westVirginia.id);
    await expect(westVirginia).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('WV');
    await expect(input).toHaveValue('West Virginia');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // ArrowDown opens the list at the chosen option; Escape closes it without a change.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'West Virginia' }).id,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('West Virginia');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypeACode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'tx');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith('TX');
    await expect(input).toHaveValue('Texas');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Ontario');
    await expect(
      await screen.findByText('No matches', { selector: '[data-slot="combobox-empty"]' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'TX', clearable: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveValue('Texas');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const Countries: Story = {
  args: { options: COUNTRY_OPTIONS, defaultValue: 'US' },
  render: (args) => (
    <Field label="Country" className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(input);
    await userEvent.type(input, 'curacao');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('CW');
    await expect(input).toHaveValue('Curaçao');
  },
};

async function searchContacts(query: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const wanted = query.toLowerCase();
  return contacts.filter((contact) => contact.label.toLowerCase().includes(wanted));
}

export const AsyncSearch: Story = {
  args: { options: [], onSearch: searchContacts, searchDelay: 150, clearable: true, placeholder: 'Name' },
  render: (args) => (
    <Field label="Contact" description="Looked up as you type." className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Contact' });
    await userEvent.type(input, 'ca');
    await expect(await screen.findByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('1 option');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('c-103');
    await expect(input).toHaveValue('Casey Nguyen');
  },
};

/** Like-named people told apart by a second line, which screen readers hear as the option's description. */
export const WithDescriptions: Story = {
  args: {
    options: [
      { value: 'c-201', label: 'Delgado, Ana', description: 'ana.delgado@example.com · (817) 555-0101' },
      { value: 'c-202', label: 'Delgado, Ana', description: 'ana@delgado-aero.example · Weatherford' },
    ],
    placeholder: 'Name',
  },
  render: (args) => (
    <Field label="Contact" className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Contact' }), 'delg');
    const options = await screen.findAllByRole('option', { name: 'Delgado, Ana' });
    await expect(options).toHaveLength(2);
    await expect(options[1]).toHaveAccessibleDescription('ana@delgado-aero.example · Weatherford');
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenCalledWith('c-202');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="State" error="Choose the state on the registration." className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Choose the state on the registration.');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'TX', readOnly: true, clearable: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'State' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'TX', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };
export const OpenDark: Story = {
  args: { defaultValue: 'TX' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    const texas = await screen.findByRole('option', { name: 'Texas' });
    await expect(texas).toHaveAttribute('data-state', 'checked');
    // The list opens scrolled to the chosen option.
    const list = screen.getByRole('listbox').getBoundingClientRect();
    await waitFor(() => {
      const option = texas.getBoundingClientRect();
      expect(option.top >= list.top && option.bottom <= list.bottom).toBe(true);
    });
  },
};
