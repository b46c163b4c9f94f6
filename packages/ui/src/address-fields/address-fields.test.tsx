import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields } from './address-fields';
import { EMPTY_ADDRESS, type AddressValue } from './rules';

const hangarOffice: AddressValue = {
  line1: '1 Hicks Airfield Rd',
  line2: 'Hangar 7',
  city: 'Fort Worth',
  state: 'TX',
  postalCode: '76179',
  country: 'US',
};

describe('AddressFields', () => {
  it('is one named group whose fields carry the autofill tokens', () => {
    render(<AddressFields legend="Mailing address" />);
    const group = screen.getByRole('group', { name: 'Mailing address' });
    expect(within(group).getByRole('textbox', { name: 'Street line 1' })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    expect(within(group).getByRole('textbox', { name: 'Street line 2' })).toHaveAttribute(
      'autocomplete',
      'address-line2',
    );
    expect(within(group).getByRole('textbox', { name: 'City' })).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
    expect(within(group).getByRole('combobox', { name: 'State' })).toHaveAttribute(
      'autocomplete',
      'address-level1',
    );
    expect(within(group).getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
    const country = within(group).getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAttribute('autocomplete', 'country');
    expect(country).toHaveValue('United States');
  });

  it('prefixes the tokens with a section for a second address', () => {
    render(<AddressFields autoCompleteSection="billing" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute(
      'autocomplete',
      'billing address-level2',
    );
  });

  it('reports the whole address when a part changes', async () => {
    const onChange = vi.fn();
    render(<AddressFields onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Fort Worth');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_ADDRESS, city: 'Fort Worth' });
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'tex{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_ADDRESS, city: 'Fort Worth', state: 'TX' });
  });

  it('checks and tidies a US ZIP code when the field is left', async () => {
    const onChange = vi.fn();
    render(<AddressFields onChange={onChange} />);
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '761791234');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_ADDRESS, postalCode: '76179-1234' });
    expect(zip).toBeValid();

    await userEvent.clear(zip);
    await userEvent.type(zip, '7617');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(zip).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)');
    await userEvent.type(zip, '9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a free-text region and a postal code outside the US', async () => {
    const onChange = vi.fn();
    render(<AddressFields defaultValue={hangarOffice} onChange={onChange} />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Canada{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...hangarOffice, country: 'CA', state: '' });
    const region = screen.getByRole('textbox', { name: 'State or region' });
    await userEvent.type(region, 'Ontario');
    const postal = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, 'K1A 0B1');
    await userEvent.tab();
    expect(postal).toBeValid();
    expect(onChange).toHaveBeenLastCalledWith({
      ...hangarOffice,
      country: 'CA',
      state: 'Ontario',
      postalCode: 'K1A 0B1',
    });
  });

  it('shows the errors it is given under their fields', () => {
    render(
      <AddressFields errors={{ line1: 'Enter the street.', postalCode: 'Enter the ZIP code.' }} required />,
    );
    const line1 = screen.getByRole('textbox', { name: 'Street line 1' });
    expect(line1).toBeInvalid();
    expect(line1).toHaveAccessibleDescription('Enter the street.');
    expect(line1).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Street line 2' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
      'Enter the ZIP code.',
    );
  });

  it('names the inputs for a native form, the state and country by code', () => {
    const { container } = render(<AddressFields name="mailing" defaultValue={hangarOffice} />);
    const form = Object.fromEntries(
      [...container.querySelectorAll('input[name]')].map((input) => [
        input.getAttribute('name'),
        (input as HTMLInputElement).value,
      ]),
    );
    expect(form).toEqual({
      'mailing.line1': '1 Hicks Airfield Rd',
      'mailing.line2': 'Hangar 7',
      'mailing.city': 'Fort Worth',
      'mailing.state': 'TX',
      'mailing.postalCode': '76179',
      'mailing.country': 'US',
    });
  });

  it('is read-only or disabled as a whole', () => {
    const { rerender } = render(<AddressFields defaultValue={hangarOffice} readOnly />);
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('readonly');
    for (const input of screen.getAllByRole('combobox')) expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
    rerender(<AddressFields defaultValue={hangarOffice} disabled />);
    expect(screen.getByRole('group')).toBeDisabled();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
  });
});
