// Fields the management forms wire to react-hook-form the same way: a select, a tag list, the Active switch, a
// date, an amount of money, a phone number and the masked tax id. Each passes the field's ref, so a refused save focuses it.
import {
  DateInput,
  Field,
  Input,
  MoneyInput,
  PhoneInput,
  SimpleSelect,
  Switch,
  type FieldProps,
  type SelectOption,
} from '@hangar/ui';
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { TagInput } from '../tag-input';

/**
 * A form's control: `T` the values the fields hold, `O` what the schema makes of them on submit (a form's
 * `useResourceForm(…).form.control` as it is, no cast).
 */
export type FormControl<T extends FieldValues, O extends FieldValues = T> = Control<T, unknown, O>;

type ControlledFieldProps<T extends FieldValues, O extends FieldValues> = {
  control: FormControl<T, O>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  error?: string;
};

/** A Field around the control `render` makes of the form's field `name`. */
export function BoundField<
  T extends FieldValues,
  O extends FieldValues = T,
  N extends FieldPath<T> = FieldPath<T>,
>({
  control,
  name,
  label,
  description,
  error,
  render,
}: ControlledFieldProps<T, O> & {
  name: N;
  render: (field: ControllerRenderProps<T, N>) => FieldProps['children'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} description={description} error={error}>
          {render(field)}
        </Field>
      )}
    />
  );
}

/** A SimpleSelect of `options` bound to `name`; closing the popup counts as leaving the field. */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  options,
  ...props
}: ControlledFieldProps<T, O> & { options: readonly SelectOption[] }) {
  return (
    <BoundField
      {...props}
      render={({ value, onChange, onBlur, disabled }) => (
        <SimpleSelect
          options={options}
          value={value}
          onValueChange={onChange}
          onOpenChange={(open) => !open && onBlur()}
          disabled={disabled}
        />
      )}
    />
  );
}

/**
 * A DateInput bound to `name` (ISO `YYYY-MM-DD`). `nullable`: an emptied field holds null rather than '' (the
 * schemas of optional dates that store none as null).
 */
export function DateField<T extends FieldValues, O extends FieldValues = T>({
  nullable = false,
  required,
  ...props
}: ControlledFieldProps<T, O> & { nullable?: boolean; required?: boolean }) {
  return (
    <BoundField
      {...props}
      render={({ value, onChange, ...field }) => (
        <DateInput
          {...field}
          value={(value as string | null | undefined) ?? ''}
          onChange={(iso) => onChange(nullable ? iso || null : iso)}
          required={required}
        />
      )}
    />
  );
}

/** A MoneyInput bound to `name` (integer cents, null when empty); `locked` keeps it read-only-disabled. */
export function MoneyField<T extends FieldValues, O extends FieldValues = T>({
  locked = false,
  allowNegative,
  ...props
}: ControlledFieldProps<T, O> & { locked?: boolean; allowNegative?: boolean }) {
  return (
    <BoundField
      {...props}
      render={({ value, disabled, ...field }) => (
        <MoneyInput
          {...field}
          value={(value as number | null | undefined) ?? null}
          disabled={disabled || locked}
          allowNegative={allowNegative}
        />
      )}
    />
  );
}

/** A PhoneInput bound to `name` (empty when none). */
export function PhoneField<T extends FieldValues, O extends FieldValues = T>({
  readOnly,
  ...props
}: ControlledFieldProps<T, O> & { readOnly?: boolean }) {
  return (
    <BoundField
      {...props}
      render={({ value, ...field }) => (
        <PhoneInput {...field} value={(value as string | null | undefined) ?? ''} readOnly={readOnly} />
      )}
    />
  );
}

/** A TagInput bound to `name` (a string list; none when empty). */
export function TagsField<T extends FieldValues, O extends FieldValues = T>(
  props: ControlledFieldProps<T, O>,
) {
  return (
    <BoundField
      {...props}
      render={({ value, onChange, onBlur, disabled, name }) => (
        <TagInput name={name} value={value ?? []} onChange={onChange} onBlur={onBlur} disabled={disabled} />
      )}
    />
  );
}

/** A Switch bound to `name`, on until set otherwise. */
export function SwitchField<T extends FieldValues, O extends FieldValues = T>(
  props: ControlledFieldProps<T, O>,
) {
  return (
    <BoundField
      {...props}
      render={({ value, onChange, onBlur, disabled, ref }) => (
        <Switch
          ref={ref}
          checked={value ?? true}
          onCheckedChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
        />
      )}
    />
  );
}

/**
 * A tax id (EIN or SSN) that is never shown back: the stored one appears masked, typing a new one replaces it
 * and leaving it empty keeps it. `none` says what to type when none is stored.
 */
export function TaxIdField({
  label,
  masked,
  none,
  error,
  registration,
}: {
  label: string;
  masked: string | null | undefined;
  none: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field
      label={label}
      description={
        masked
          ? `Stored: ${masked}. Type a new one to replace it; leave it empty to keep it.`
          : `None stored. ${none}`
      }
      error={error}
    >
      <Input autoComplete="off" inputMode="numeric" placeholder={masked ?? undefined} {...registration} />
    </Field>
  );
}
