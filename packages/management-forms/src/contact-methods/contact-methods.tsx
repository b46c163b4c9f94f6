// Address, phone and e-mail lists of a contact form: typed, repeatable entries with one primary per list.
import {
  ADDRESS_TYPES,
  EMAIL_TYPES,
  PHONE_TYPES,
  type contactAddressSchema,
  type contactEmailSchema,
  type contactPhoneSchema,
} from '@hangar/contracts';
import { AddressFields, Button, Field, FormSection, Input, PhoneInput, SimpleSelect } from '@hangar/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { blankAddress, blankEmail, blankPhone, listErrorMessage, primaryFlags, typeLabel } from './rules';

/** The part of a form's values these lists edit (a contact's, a management company's). */
export type ContactMethodsValues = {
  addresses?: z.input<typeof contactAddressSchema>[];
  phones?: z.input<typeof contactPhoneSchema>[];
  emails?: z.input<typeof contactEmailSchema>[];
};
type ListName = keyof ContactMethodsValues;
type Path = FieldPath<ContactMethodsValues>;

export type ContactMethodListProps = {
  /** No add, remove or primary choice (the inputs follow the form's own disabled state). */
  readOnly?: boolean;
  /** Prefix of the `data-slot`s, so a form's lists can be told apart (`contact-form`). */
  slot?: string;
};

const options = (types: readonly string[]) => types.map((value) => ({ value, label: typeLabel(value) }));
const addressTypes = options(ADDRESS_TYPES);
const phoneTypes = options(PHONE_TYPES);
const emailTypes = options(EMAIL_TYPES);

/**
 * The primary choice and removal of one list, and focus on a new entry's first input once it renders
 * (react-hook-form can only focus registered inputs; an address is one controlled group).
 */
function useListControls(name: ListName, remove: (index: number) => void) {
  const { getValues, setValue } = useFormContext<ContactMethodsValues>();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const focusName = useRef<string | null>(null);
  useEffect(() => {
    if (!focusName.current) return;
    rootRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusName.current)}"]`)?.focus();
    focusName.current = null;
  });
  const setFlags = (flags: boolean[]) =>
    flags.forEach((flag, i) =>
      setValue(`${name}.${i}.isPrimary` as Path, flag, { shouldDirty: true, shouldValidate: true }),
    );
  return {
    rootRef,
    focusLater(inputName: string) {
      focusName.current = inputName;
    },
    choosePrimary(index: number) {
      setFlags(primaryFlags(getValues(name) ?? [], index));
    },
    removeEntry(index: number) {
      remove(index);
      setFlags(primaryFlags(getValues(name) ?? [], null));
    },
  };
}

type EntryProps = {
  slot: string;
  legend: string;
  primaryLabel: string;
  radioName: string;
  index: number;
  listName: ListName;
  readOnly: boolean;
  onPrimary: () => void;
  onRemove: () => void;
  children: ReactNode;
};

function Entry({
  slot,
  legend,
  primaryLabel,
  radioName,
  index,
  listName,
  readOnly,
  onPrimary,
  onRemove,
  children,
}: EntryProps) {
  const { control } = useFormContext<ContactMethodsValues>();
  const primary = useWatch({ control, name: `${listName}.${index}.isPrimary` as Path });
  return (
    <fieldset
      data-slot={slot}
      data-state={primary ? 'primary' : undefined}
      className="col-span-full grid min-w-0 gap-4 rounded-md border p-4"
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            data-slot={`${slot}-primary`}
            name={radioName}
            checked={Boolean(primary)}
            disabled={readOnly}
            onChange={onPrimary}
            className="size-4 accent-primary disabled:cursor-not-allowed"
          />
          {primaryLabel}
        </label>
        {!readOnly && (
          <Button data-slot={`${slot}-remove`} type="button" variant="ghost" size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> {legend.toLowerCase()}</span>
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function TypeField({ name, choices }: { name: string; choices: { value: string; label: string }[] }) {
  const { control } = useFormContext<ContactMethodsValues>();
  return (
    <Controller
      control={control}
      name={name as Path}
      render={({ field: { value, onChange, disabled, ref: _ref, name: _name, ...field } }) => (
        <Field label="Type" className="@md:max-w-48">
          <SimpleSelect
            {...field}
            options={choices}
            value={typeof value === 'string' ? value : choices[0]?.value}
            onValueChange={onChange}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

function ListFooter({
  slot,
  error,
  readOnly,
  addLabel,
  onAdd,
}: {
  slot: string;
  error: string | undefined;
  readOnly: boolean;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      {error && (
        <p
          data-slot={`${slot}-error`}
          role="alert"
          className="col-span-full text-sm font-medium text-destructive"
        >
          {error}
        </p>
      )}
      {!readOnly && (
        <div className="col-span-full">
          <Button data-slot={`${slot}-add`} type="button" variant="outline" size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="col-span-full text-sm text-muted-foreground">{children}</p>;
}

/** The addresses: type, street, city, state, ZIP and country (AddressFields), one primary. */
export function AddressList({ readOnly = false, slot = 'contact-methods' }: ContactMethodListProps) {
  const { control, formState } = useFormContext<ContactMethodsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  const { rootRef, ...list } = useListControls('addresses', remove);
  const radioName = `${useId()}-primary-address`;
  const errors = formState.errors.addresses;
  return (
    <FormSection ref={rootRef} title="Addresses" columns={1} data-slot={`${slot}-addresses`}>
      {fields.length === 0 && <EmptyNote>No address yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <Entry
          key={entry.id}
          slot={`${slot}-address`}
          legend={`Address ${index + 1}`}
          primaryLabel="Primary address"
          radioName={radioName}
          index={index}
          listName="addresses"
          readOnly={readOnly}
          onPrimary={() => list.choosePrimary(index)}
          onRemove={() => list.removeEntry(index)}
        >
          <TypeField name={`addresses.${index}.type`} choices={addressTypes} />
          <Controller
            control={control}
            name={`addresses.${index}`}
            render={({ field }) => {
              const value = field.value ?? blankAddress(false);
              const e = errors?.[index];
              return (
                <AddressFields
                  legend={<span className="sr-only">Postal address</span>}
                  className="[&>legend]:mb-0"
                  name={`addresses.${index}`}
                  required
                  readOnly={readOnly}
                  disabled={field.disabled}
                  value={{
                    line1: value.line1 ?? '',
                    line2: value.line2 ?? '',
                    city: value.city ?? '',
                    state: value.state ?? '',
                    postalCode: value.postalCode ?? '',
                    country: value.country ?? 'US',
                  }}
                  onChange={(next) => field.onChange({ ...field.value, ...next })}
                  onBlur={field.onBlur}
                  errors={{
                    line1: e?.line1?.message,
                    line2: e?.line2?.message,
                    city: e?.city?.message,
                    state: e?.state?.message,
                    postalCode: e?.postalCode?.message,
                    country: e?.country?.message,
                  }}
                />
              );
            }}
          />
        </Entry>
      ))}
      <ListFooter
        slot={`${slot}-addresses`}
        error={listErrorMessage(errors)}
        readOnly={readOnly}
        addLabel="Add an address"
        onAdd={() => {
          list.focusLater(`addresses.${fields.length}.line1`);
          append(blankAddress(fields.length === 0), { shouldFocus: false });
        }}
      />
    </FormSection>
  );
}

/** The phone numbers: type, number (PhoneInput, tidied on blur), extension, one primary. */
export function PhoneList({ readOnly = false, slot = 'contact-methods' }: ContactMethodListProps) {
  const { control, register, formState } = useFormContext<ContactMethodsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'phones' });
  const { rootRef, ...list } = useListControls('phones', remove);
  const radioName = `${useId()}-primary-phone`;
  const errors = formState.errors.phones;
  return (
    <FormSection ref={rootRef} title="Phones" columns={1} data-slot={`${slot}-phones`}>
      {fields.length === 0 && <EmptyNote>No phone yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <Entry
          key={entry.id}
          slot={`${slot}-phone`}
          legend={`Phone ${index + 1}`}
          primaryLabel="Primary phone"
          radioName={radioName}
          index={index}
          listName="phones"
          readOnly={readOnly}
          onPrimary={() => list.choosePrimary(index)}
          onRemove={() => list.removeEntry(index)}
        >
          <div className="grid items-start gap-4 @md:grid-cols-[12rem_1fr_6rem]">
            <TypeField name={`phones.${index}.type`} choices={phoneTypes} />
            <Controller
              control={control}
              name={`phones.${index}.number`}
              render={({ field: { value, ...field } }) => (
                <Field label="Number" required error={errors?.[index]?.number?.message}>
                  <PhoneInput {...field} value={value ?? ''} readOnly={readOnly} />
                </Field>
              )}
            />
            <Field label="Ext." error={errors?.[index]?.extension?.message}>
              <Input inputMode="numeric" readOnly={readOnly} {...register(`phones.${index}.extension`)} />
            </Field>
          </div>
        </Entry>
      ))}
      <ListFooter
        slot={`${slot}-phones`}
        error={listErrorMessage(errors)}
        readOnly={readOnly}
        addLabel="Add a phone"
        onAdd={() => {
          list.focusLater(`phones.${fields.length}.number`);
          append(blankPhone(fields.length === 0), { shouldFocus: false });
        }}
      />
    </FormSection>
  );
}

/** The e-mail addresses: type and address, one primary. */
export function EmailList({ readOnly = false, slot = 'contact-methods' }: ContactMethodListProps) {
  const { control, register, formState } = useFormContext<ContactMethodsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'emails' });
  const { rootRef, ...list } = useListControls('emails', remove);
  const radioName = `${useId()}-primary-email`;
  const errors = formState.errors.emails;
  return (
    <FormSection ref={rootRef} title="E-mails" columns={1} data-slot={`${slot}-emails`}>
      {fields.length === 0 && <EmptyNote>No e-mail yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <Entry
          key={entry.id}
          slot={`${slot}-email`}
          legend={`E-mail ${index + 1}`}
          primaryLabel="Primary e-mail"
          radioName={radioName}
          index={index}
          listName="emails"
          readOnly={readOnly}
          onPrimary={() => list.choosePrimary(index)}
          onRemove={() => list.removeEntry(index)}
        >
          <div className="grid items-start gap-4 @md:grid-cols-[12rem_1fr]">
            <TypeField name={`emails.${index}.type`} choices={emailTypes} />
            <Field label="Address" required error={errors?.[index]?.address?.message}>
              <Input
                type="email"
                autoComplete="off"
                readOnly={readOnly}
                {...register(`emails.${index}.address`)}
              />
            </Field>
          </div>
        </Entry>
      ))}
      <ListFooter
        slot={`${slot}-emails`}
        error={listErrorMessage(errors)}
        readOnly={readOnly}
        addLabel="Add an e-mail"
        onAdd={() => {
          list.focusLater(`emails.${fields.length}.address`);
          append(blankEmail(fields.length === 0), { shouldFocus: false });
        }}
      />
    </FormSection>
  );
}

/**
 * The address, phone and e-mail lists of a contact or vendor form: typed, repeatable entries with one primary
 * per list. It renders the three lists in order, for a form under react-hook-form's FormProvider whose values
 * hold `addresses`, `phones` and `emails` as the contracts shape them.
 *
 * @example
 * <FormProvider {...form}><ContactMethods readOnly={readOnly} slot="contact-form" /></FormProvider>
 */
export function ContactMethods(props: ContactMethodListProps) {
  return (
    <>
      <AddressList {...props} />
      <PhoneList {...props} />
      <EmailList {...props} />
    </>
  );
}
