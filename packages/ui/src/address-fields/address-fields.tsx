// AddressFields: a postal address as one labelled group of fields, with US states and ZIP codes handled.
import * as React from 'react';
import { Combobox } from '../combobox';
import { Field } from '../field';
import { Input } from '../input';
import { cn } from '../lib/cn';
import { COUNTRY_OPTIONS, findUsState, US_STATE_OPTIONS } from './lookups';
import {
  EMPTY_ADDRESS,
  formatUsZip,
  isValidUsZip,
  US_ZIP_MESSAGE,
  type AddressFieldName,
  type AddressValue,
} from './rules';

export type AddressFieldsProps = Omit<React.ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The address (controlled). */
  value?: AddressValue;
  /** The starting address when uncontrolled; missing parts are blank and the country is US. */
  defaultValue?: Partial<AddressValue>;
  /** Called with the whole address whenever one part changes. */
  onChange?: (value: AddressValue) => void;
  /** A message per field, shown under it; a ZIP code error given here replaces the built-in one. */
  errors?: Partial<Record<AddressFieldName, React.ReactNode>>;
  /** The group's name, read before each field's label (default 'Address'). */
  legend?: React.ReactNode;
  /** Replaces the default field labels. */
  labels?: Partial<Record<AddressFieldName, string>>;
  /** Marks every part but street line 2 as required. */
  required?: boolean;
  readOnly?: boolean;
  /** Prefix for autofill when a form has two addresses: 'billing' or 'shipping' (or 'section-…'). */
  autoCompleteSection?: string;
  /** Names the inputs `${name}.line1`, `${name}.city`... for a form posted natively. */
  name?: string;
};

/**
 * A postal address (two street lines, city, state, ZIP code, country) as one labelled fieldset, for any form
 * that takes an address. Use it controlled (`value` and `onChange` with the whole `AddressValue`) or with
 * `defaultValue`; in the US the state is chosen from a list and the ZIP code is checked once the field is
 * left, and `errors` shows a message under any part.
 */
export function AddressFields({
  value,
  defaultValue,
  onChange,
  errors = {},
  legend = 'Address',
  labels = {},
  required = false,
  readOnly = false,
  disabled,
  autoCompleteSection,
  name,
  className,
  ...props
}: AddressFieldsProps) {
  const [innerValue, setInnerValue] = React.useState<AddressValue>(() => ({
    ...EMPTY_ADDRESS,
    ...defaultValue,
  }));
  const address = value ?? innerValue;
  // The built-in ZIP check speaks only once the user has left the field, not while typing.
  const [zipError, setZipError] = React.useState(false);
  const isUs = address.country === 'US';

  function update(next: Partial<AddressValue>) {
    const merged = { ...address, ...next };
    setInnerValue(merged);
    onChange?.(merged);
  }

  function changeCountry(country: string) {
    const toUs = country === 'US';
    // A USPS code means nothing abroad, and free text is rarely a USPS code: keep the state only if it fits.
    const state = toUs ? (findUsState(address.state)?.code ?? '') : isUs ? '' : address.state;
    setZipError(false);
    update({ country, state });
  }

  const token = (name: string) => (autoCompleteSection ? `${autoCompleteSection} ${name}` : name);
  const common = { readOnly, disabled };
  const nameOf = (part: AddressFieldName) => (name ? `${name}.${part}` : undefined);
  const zipMessage = errors.postalCode ?? (isUs && zipError ? US_ZIP_MESSAGE : undefined);

  return (
    <fieldset
      data-slot="address-fields"
      data-state={readOnly ? 'read-only' : 'editable'}
      disabled={disabled}
      className={cn('grid min-w-0 gap-4', className)}
      {...props}
    >
      <legend data-slot="address-fields-legend" className="mb-4 text-base font-semibold">
        {legend}
      </legend>
      <Field label={labels.line1 ?? 'Street line 1'} error={errors.line1} required={required}>
        <Input
          name={nameOf('line1')}
          autoComplete={token('address-line1')}
          value={address.line1}
          onChange={(event) => update({ line1: event.target.value })}
          {...common}
        />
      </Field>
      <Field label={labels.line2 ?? 'Street line 2'} error={errors.line2}>
        <Input
          name={nameOf('line2')}
          autoComplete={token('address-line2')}
          value={address.line2}
          onChange={(event) => update({ line2: event.target.value })}
          {...common}
        />
      </Field>
      <div data-slot="address-fields-row" className="grid items-start gap-4 sm:grid-cols-[2fr_1.5fr_1fr]">
        <Field label={labels.city ?? 'City'} error={errors.city} required={required}>
          <Input
            name={nameOf('city')}
            autoComplete={token('address-level2')}
            value={address.city}
            onChange={(event) => update({ city: event.target.value })}
            {...common}
          />
        </Field>
        {isUs ? (
          <Field label={labels.state ?? 'State'} error={errors.state} required={required}>
            <Combobox
              options={US_STATE_OPTIONS}
              name={nameOf('state')}
              autoComplete={token('address-level1')}
              value={address.state}
              onChange={(state) => update({ state })}
              {...common}
            />
          </Field>
        ) : (
          <Field label={labels.state ?? 'State or region'} error={errors.state}>
            <Input
              name={nameOf('state')}
              autoComplete={token('address-level1')}
              value={address.state}
              onChange={(event) => update({ state: event.target.value })}
              {...common}
            />
          </Field>
        )}
        <Field
          label={labels.postalCode ?? (isUs ? 'ZIP code' : 'Postal code')}
          error={zipMessage}
          required={required}
        >
          <Input
            name={nameOf('postalCode')}
            autoComplete={token('postal-code')}
            inputMode={isUs ? 'numeric' : undefined}
            value={address.postalCode}
            onChange={(event) => {
              setZipError(false);
              update({ postalCode: event.target.value });
            }}
            onBlur={() => {
              if (readOnly || !isUs) return;
              const formatted = formatUsZip(address.postalCode);
              if (formatted !== address.postalCode) update({ postalCode: formatted });
              setZipError(formatted !== '' && !isValidUsZip(formatted));
            }}
            {...common}
          />
        </Field>
      </div>
      <Field label={labels.country ?? 'Country'} error={errors.country} required={required}>
        <Combobox
          options={COUNTRY_OPTIONS}
          name={nameOf('country')}
          autoComplete={token('country')}
          value={address.country}
          onChange={changeCountry}
          {...common}
        />
      </Field>
    </fieldset>
  );
}
