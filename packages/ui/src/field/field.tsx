// Field: a label, optional description and error around one form control, wired for assistive technology.
import * as React from 'react';
import { Label } from '../label';
import { cn } from '../lib/cn';

type ControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

const FieldControlContext = React.createContext<ControlProps | null>(null);

/**
 * The id and ARIA attributes the surrounding Field wants on its control, or null outside a Field.
 * For controls nested deeper than the Field's direct child (a Select trigger, say).
 * @example
 * const fieldProps = useFieldControl();
 * return <button {...fieldProps} {...props} />;
 */
export function useFieldControl() {
  return React.useContext(FieldControlContext);
}

/** Joins id lists for aria-describedby, skipping empty parts; undefined when nothing is left. */
export function joinIds(...ids: (string | undefined | false | null)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

type ChildProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** A hint under the control, read after the label. */
  description?: React.ReactNode;
  /** The validation message; when set the control is marked invalid and the message is announced. */
  error?: React.ReactNode;
  required?: boolean;
  /** Exactly one control element (Input, Select, Checkbox...); it receives id and ARIA wiring. */
  children: React.ReactElement<ChildProps>;
};

/**
 * Wraps one form control (Input, Select, Checkbox, DateInput…) with its label, an optional hint
 * (`description`) and the validation message (`error`), and wires them for assistive technology: the control
 * gets its id, `aria-labelledby`, `aria-describedby`, `aria-invalid` and `aria-required`. Use it for every
 * labelled control of a form.
 */
export function Field({ label, description, error, required, children, className, ...props }: FieldProps) {
  const baseId = React.useId();
  const controlId = children.props.id ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const invalid = Boolean(error);

  const controlProps: ControlProps = {
    id: controlId,
    'aria-labelledby': labelId,
    'aria-describedby': joinIds(descriptionId, errorId, children.props['aria-describedby']),
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
  const control = React.cloneElement(children, {
    ...controlProps,
    'aria-invalid': invalid || children.props['aria-invalid'] || undefined,
  } as Partial<ChildProps>);

  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn('group/field grid gap-2', className)}
      {...props}
    >
      <Label id={labelId} htmlFor={controlId} className="group-data-invalid/field:text-destructive">
        {label}
        {required && (
          <span data-slot="field-required" aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      <FieldControlContext value={controlProps}>{control}</FieldControlContext>
      {description && (
        <p id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <ErrorText id={errorId} data-slot="field-error">
        {error}
      </ErrorText>
    </div>
  );
}

/**
 * A refusal or failure said beside what it is about (a group of checkboxes, an upload, a panel's action),
 * announced as an alert, in the same words and colour as a Field's error; nothing when there is no text. A
 * Field shows its own error: use this where there is no Field.
 */
export function ErrorText({ children, className, ...props }: React.ComponentProps<'p'>) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      data-slot="error-text"
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  );
}
