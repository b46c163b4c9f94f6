// FormSection: a titled group of form fields with a description, laid out one column narrow and two wide.
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';

// The grid follows the section's own width (a container query), so a form in a dialog or side panel
// stays in one column even on a wide screen.
export const formSectionFieldsVariants = cva('grid grid-cols-1 items-start gap-x-6 gap-y-4', {
  variants: {
    columns: {
      1: '',
      2: '@xl:grid-cols-2',
    },
  },
  defaultVariants: { columns: 2 },
});

type SharedProps = VariantProps<typeof formSectionFieldsVariants> & {
  title: React.ReactNode;
  /** A sentence under the title; screen readers hear it with the group's name. */
  description?: React.ReactNode;
  /** The fields; give one `className="col-span-full"` to span both columns (an address, notes). */
  children: React.ReactNode;
};

export type FormSectionProps =
  | (SharedProps &
      Omit<React.ComponentProps<'fieldset'>, 'title' | 'children'> & {
        /**
         * 'fieldset' (default): a group with a legend, announced as the user tabs into it; `disabled`
         * turns off every field in it. 'section': a region with an h2, for long sections that are
         * better reached by heading navigation.
         */
        as?: 'fieldset';
      })
  | (SharedProps & Omit<React.ComponentProps<'section'>, 'title' | 'children'> & { as: 'section' });

const titleClasses = 'text-base font-semibold leading-none';
const descriptionClasses = 'mt-1.5 text-sm text-muted-foreground';

/**
 * Groups related fields of a long form under a title and an optional description, in one column when the
 * section is narrow and two when it is wide (a container query, so it also fits dialogs and side panels). A
 * `<fieldset>` with a legend by default; `as="section"` makes a region with an h2, reached by heading
 * navigation. Give a field `className="col-span-full"` to span both columns.
 */
export function FormSection(props: FormSectionProps) {
  const baseId = React.useId();
  const titleId = `${baseId}-title`;
  const descriptionId = props.description ? `${baseId}-description` : undefined;

  if (props.as === 'section') {
    const { as: _as, title, description, columns, children, className, ...rest } = props;
    return (
      <section
        data-slot="form-section"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={cn('@container grid min-w-0 gap-4', className)}
        {...rest}
      >
        <div data-slot="form-section-header">
          <h2 id={titleId} data-slot="form-section-title" className={titleClasses}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} data-slot="form-section-description" className={descriptionClasses}>
              {description}
            </p>
          )}
        </div>
        <div data-slot="form-section-fields" className={formSectionFieldsVariants({ columns })}>
          {children}
        </div>
      </section>
    );
  }

  const { as: _as, title, description, columns, children, className, disabled, ...rest } = props;
  return (
    <fieldset
      data-slot="form-section"
      data-state={disabled ? 'disabled' : undefined}
      aria-describedby={descriptionId}
      disabled={disabled}
      className={cn('@container min-w-0 border-0 p-0', className)}
      {...rest}
    >
      {/* A legend lays out apart from the fieldset's grid, so the spacing lives on the parts instead. */}
      <legend data-slot="form-section-title" className={cn(titleClasses, 'p-0')}>
        {title}
      </legend>
      {description && (
        <p id={descriptionId} data-slot="form-section-description" className={descriptionClasses}>
          {description}
        </p>
      )}
      <div data-slot="form-section-fields" className={cn(formSectionFieldsVariants({ columns }), 'mt-4')}>
        {children}
      </div>
    </fieldset>
  );
}
