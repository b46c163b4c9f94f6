// What the property, unit and contact forms share around their fields: the loader of a record named by id,
// the <form> with its states, the refusal, the actions with Delete, and the delete behind a confirmation.
import { Button, DelayedSpinner, FormActions, ResultCode, useConfirm } from '@hangar/ui';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useResourceItem, type DataResult, type ResourceName, type UseResourceFormReturn } from '../data';
import { LoadFailure } from './screen-states';
import { ServerError } from './server-submit';

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

/**
 * Deletes a record once the user said Yes to a destructive confirmation; `deleting` while it runs,
 * `deleteError` with the server's refusal. `confirm` is the page's dialog, for other questions first.
 */
export function useDeleteRecord<Row extends { id: number }>(
  remove: (id: number) => Promise<DataResult<unknown>>,
  onDeleted: ((row: Row) => void) | undefined,
) {
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  /** Asks `title` / `message` (HTML, escaped by the caller) and deletes `row` on Yes. */
  async function deleteRecord(row: Row, question: { title: string; message: string }) {
    const answer = await confirm({ ...question, buttons: ['Yes', 'No'], destructive: true });
    if (answer !== ResultCode.Yes) return;
    setDeleteError(null);
    setDeleting(true);
    const result = await remove(row.id);
    setDeleting(false);
    if (result.ok) onDeleted?.(row);
    else setDeleteError(result.message);
  }

  return { confirm, deleting, deleteError, deleteRecord };
}

export type ResourceFormFrameProps = {
  /** The form's data-slot; the refusal is `${slot}-error`, the Delete button `${slot}-delete`. */
  slot: string;
  /** useResourceForm's answer: the form, its states, its submit and the save's refusal. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the forms' own schemas and records vary
  resourceForm: UseResourceFormReturn<any, any, any>;
  /** useDeleteRecord's answer: while deleting the form is busy; its refusal shows as the save's. */
  deletion: { deleting: boolean; deleteError: string | null };
  /** The form's submit, when it does more than `resourceForm.submit`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  onCancel?: () => void;
  saveAndAddAnother?: boolean;
  /** Shows Delete (not when read-only); not called while saving or deleting. */
  onDelete?: () => void;
  'data-kind'?: string;
  children: ReactNode;
};

/** The <form> of a management record: its state attributes, fields, refusal and actions with Delete. */
export function ResourceFormFrame({
  slot,
  resourceForm: { form, submit, serverError, isSaving, readOnly, isDirty },
  deletion: { deleting, deleteError },
  onSubmit = (event) => void submit(event),
  className = '@container grid max-w-3xl min-w-0 gap-8',
  onCancel,
  saveAndAddAnother,
  onDelete,
  children,
  ...data
}: ResourceFormFrameProps) {
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
        {children}
        <ServerError slot={slot} message={error} />
        <FormActions
          pending={pending}
          readOnly={readOnly}
          saveAndAddAnother={saveAndAddAnother}
          onCancel={onCancel}
          onBack={onCancel}
        >
          {onDelete && !readOnly && (
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
