// What every management editor shares around its fields: the loader of a record named by id, and the <form>
// with its states, error summary, actions and Delete (useRecordEditor does the rest).
import { Button, DelayedSpinner, FormActions } from '@hangar/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useResourceItem, type ResourceName } from '../data';
import { ErrorSummary } from './error-summary';
import { LoadFailure } from './screen-states';
import type { RecordEditor } from './use-record-editor';

/**
 * Loads the `resource` record `id` and renders `children(record)` once it is at hand; meanwhile a spinner
 * (`${slot}-loading`) or the load's failure with Try again.
 */
export function RecordLoader<Row extends { id: number }>({
  resource,
  id,
  slot,
  loadingLabel,
  children,
}: {
  resource: ResourceName;
  id: number;
  slot: string;
  loadingLabel: string;
  children: (record: Row) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = useResourceItem<Row>(resource, id);
  if (data?.id === id) return children(data);
  if (error) return <LoadFailure slot={slot} message={error.message} onRetry={() => void mutate()} />;
  return (
    <DelayedSpinner
      data-slot={`${slot}-loading`}
      className="py-12"
      loading={isLoading || !data}
      label={loadingLabel}
    />
  );
}

/**
 * A form of one record: edits `record`, or the one `recordID` names (loaded first), or makes a new one, which
 * once saved (not "save and add another") is edited from then on in a fresh form: the update needs the
 * version the create answered. `editor(record, onSaved)` renders the form (no record: a new one).
 */
export function RecordForm<Row extends { id: number }>({
  record,
  recordID,
  resource,
  slot,
  loadingLabel,
  onSaved,
  editor,
}: {
  record?: Row;
  recordID?: number;
  resource: ResourceName;
  slot: string;
  loadingLabel: string;
  onSaved?: (saved: Row, options: { addAnother: boolean }) => void;
  editor: (
    record: Row | undefined,
    onSaved: (saved: Row, options: { addAnother: boolean }) => void,
  ) => ReactNode;
}) {
  const [created, setCreated] = useState<Row | null>(null);
  const saved = (row: Row, options: { addAnother: boolean }) => {
    if (!record && !recordID && !options.addAnother) setCreated(row);
    onSaved?.(row, options);
  };
  const current = record ?? created ?? undefined;
  if (current) return <Fragment key={current.id}>{editor(current, saved)}</Fragment>;
  if (recordID !== undefined) {
    return (
      <RecordLoader<Row> resource={resource} id={recordID} slot={slot} loadingLabel={loadingLabel}>
        {(data) => <Fragment key={data.id}>{editor(data, saved)}</Fragment>}
      </RecordLoader>
    );
  }
  return <Fragment key="new">{editor(undefined, saved)}</Fragment>;
}

export type ResourceFormFrameProps = {
  /** The form's data-slot; the refusal is `${slot}-error`, the summary `${slot}-error-summary`, Delete `${slot}-delete`. */
  slot: string;
  /** useRecordEditor's answer: the form, its submit and states, Delete. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the editors' records and values vary
  editor: RecordEditor<any, any, any>;
  /** The refusal's slot, when it is not the form's (`${errorSlot}-error`). */
  errorSlot?: string;
  className?: string;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  'data-kind'?: string;
  /** Above the fields, inside the form (a banner of the record's state). */
  header?: ReactNode;
  /** Below the form's refusal and above its actions (a "Saved at" note). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The <form> of every management editor: its state attributes (`data-state`, `data-dirty` for the page's
 * guard), after a refused save the error summary at the top (the refusal and a link to each invalid field by
 * its label), the fields, and the actions with Delete (only when the editor offers it: a stored record, not
 * read-only, with the Delete right).
 */
export function ResourceFormFrame({
  slot,
  editor,
  errorSlot = slot,
  className = '@container grid max-w-3xl min-w-0 gap-8',
  onCancel,
  header,
  footer,
  children,
  ...data
}: ResourceFormFrameProps) {
  const { resourceForm, deleting, deleteError, onDelete, onSubmit, saveAndAddAnother } = editor;
  const { form, serverError, isSaving, readOnly, isDirty } = resourceForm;
  const pending = isSaving || deleting;
  const error = serverError ?? deleteError;
  return (
    <FormProvider {...form}>
      <form
        data-slot={slot}
        {...data}
        data-state={readOnly ? 'read-only' : 'editable'}
        data-dirty={isDirty}
        noValidate
        aria-busy={pending || undefined}
        className={className}
        onSubmit={onSubmit}
      >
        <ErrorSummary slot={errorSlot} message={error} />
        {header}
        {children}
        {footer}
        <FormActions
          pending={pending}
          readOnly={readOnly}
          saveAndAddAnother={saveAndAddAnother}
          onCancel={onCancel}
          onBack={onCancel}
        >
          {onDelete && (
            <Button
              data-slot={`${slot}-delete`}
              type="button"
              variant="ghost"
              className="text-destructive sm:ml-auto"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onDelete();
              }}
            >
              Delete
            </Button>
          )}
        </FormActions>
      </form>
    </FormProvider>
  );
}
