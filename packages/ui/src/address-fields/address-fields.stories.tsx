import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddressFields, type AddressFieldsProps } from './address-fields';
import { EMPTY_ADDRESS, type AddressValue } from './rules';

const hangarOffice: AddressValue = {
  line1: '1 Hicks Airfield Rd',
  line2: 'Hangar 7',
  city: 'Fort Worth',
  state: 'TX',
  postalCode: '76179',
  country: 'US',
};

/** AddressFields held by a parent, as a form would hold it. */
function Controlled({ value: initial = EMPTY_ADDRESS, onChange, ...props }: AddressFieldsProps) {
  const [value, setValue] = useState(initial);
  return (
    <AddressFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/AddressFields',
  component: AddressFields,
  args: { legend: 'Mailing address', onChange: fn(), className: 'max-w-xl' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Mailing address' });
    const address = within(group);
    await userEvent.type(address.getByRole('textbox', { name: 'Street line 1' }), '1 Hicks Airfield Rd');
    await userEvent.type(address.getByRole('textbox', { name: 'City' }), 'Fort Worth');
    const state = address.getByRole('combobox', { name: 'State' });
    await userEvent.type(state, 'tex');
    await userEvent.keyboard('{Enter}');
    await expect(state).toHaveValue('Texas');
    await userEvent.type(address.getByRole('textbox', { name: 'ZIP code' }), '761791234');
    await userEvent.tab();
    await expect(address.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('76179-1234');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ADDRESS,
      line1: '1 Hicks Airfield Rd',
      city: 'Fort Worth',
      state: 'TX',
      postalCode: '76179-1234',
    });
  },
};

export const Filled: Story = {
  args: { value: hangarOffice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await expect(canvas.getByRole('textbox', { name: 'Street line 1' })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
  },
};

export const InvalidZip: Story = {
  play: async ({ canvas }) => {
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '7617');
    await userEvent.tab();
    await expect(zip).toBeInvalid();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
    );
  },
};

export const WithErrors: Story = {
  args: {
    required: true,
    value: { ...EMPTY_ADDRESS, city: 'Fort Worth' },
    errors: {
      line1: 'Enter the street address.',
      state: 'Choose a state.',
      postalCode: 'Enter the ZIP code.',
    },
  },
  play: async ({ canvas }) => {
    const line1 = canvas.getByRole('textbox', { name: 'Street line 1' });
    await expect(line1).toBeInvalid();
    await expect(line1).toHaveAccessibleDescription('Enter the street address.');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Choose a state.',
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
  },
};

export const OutsideTheUs: Story = {
  args: { value: hangarOffice },
  play: async ({ args, canvas }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'united k');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'State or region' })).toHaveValue(''));
    await userEvent.type(canvas.getByRole('textbox', { name: 'State or region' }), 'Greater London');
    const postal = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, 'SW1A 1AA');
    await userEvent.tab();
    await expect(postal).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...hangarOffice,
      country: 'GB',
      state: 'Greater London',
      postalCode: 'SW1A 1AA',
    });
  },
};

export const ReadOnly: Story = {
  args: { value: hangarOffice, readOnly: true },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveAttribute('readonly');
    await userEvent.type(city, 'x');
    await expect(city).toHaveValue('Fort Worth');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('readonly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: hangarOffice, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mailing address' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };
export const WithErrorsDark: Story = { ...WithErrors, globals: { theme: 'dark' } };
