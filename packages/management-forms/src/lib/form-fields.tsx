// Fields the management forms wire to react-hook-form the same way: a select, a tag list and the Active switch.
import { Field, SimpleSelect, Switch, type SelectOption } from '@hangar/ui';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TagInput } from '../tag-input';

type ControlledFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  error?: string;
};

/** A SimpleSelect of `options` bound to `name`; closing the popup counts as leaving the field. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  options,
}: ControlledFieldProps<T> & { options: readonly SelectOption[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, disabled } }) => (
        <Field label={label} description={description} error={error}>
          <SimpleSelect
            options={options}
            value={value}
            onValueChange={onChange}
            onOpenChange={(open) => !open && onBlur()}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

/** A TagInput bound to `name` (a string list; none when empty). */
export function TagsField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
}: ControlledFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, disabled, name } }) => (
        <Field label={label} description={description} error={error}>
          <TagInput name={name} value={value ?? []} onChange={onChange} onBlur={onBlur} disabled={disabled} />
        </Field>
      )}
    />
  );
}

/** A Switch bound to `name`, on until set otherwise. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
}: ControlledFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, disabled, ref } }) => (
        <Field label={label} description={description} error={error}>
          <Switch
            ref={ref}
            checked={value ?? true}
            onCheckedChange={onChange}
            onBlur={onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
