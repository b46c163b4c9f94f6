// useRecordEditor: what every management editor does around its fields, once: create or update, the stale-edit
// reload, "save and add another", delete behind a confirmation, the note after a save, the leave guard.
import { ResultCode, SubmitIntent, submitIntent, useConfirm } from '@hangar/ui';
import { useRef, useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  useDataProvider,
  useEditorHost,
  useLeaveGuard,
  useResourceForm,
  useResourceMutations,
  type DataResult,
  type ResourceName,
  type UseResourceFormReturn,
} from '../data';

/** A stored record's id (a record of a resource has one). */
function idOf(record: object): number {
  const id = 'id' in record ? record.id : undefined;
  if (typeof id !== 'number') throw new Error('useRecordEditor: the record has no id');
  return id;
}

/** What a save was: the first of a new record, and whether the user asked for a blank form for another. */
export type SavedInfo = { created: boolean; addAnother: boolean };

/** A delete's question, or (with `refuse`) why the record cannot be deleted yet (only Ok). */
export type DeleteQuestion = { title: string; message: string; refuse?: boolean };

export type RecordEditorOptions<Row extends object, In extends FieldValues, Out extends FieldValues> = {
  /** The form's schema: what the form holds and what it sends. */
  schema: z.ZodType<Out, In>;
  /** The form values of a stored record. */
  toValues: (record: Row) => DefaultValues<In>;
  /** A new record's values (also the blank form after "save and add another"). */
  emptyValues: () => DefaultValues<In>;
  /** The write body of the parsed values; the values themselves by default. */
  toBody?: (values: Out) => unknown;
  /** A save of its own (several calls, another path) instead of the resource's POST or PUT of `toBody`. */
  save?: (values: Out) => Promise<DataResult<Row>>;
  /** A read of its own after a stale-version refusal instead of the resource's GET of `record`. */
  reload?: () => Promise<DataResult<Row>>;
  /** The record's name in the notes after a save or delete ("Ann Smith is saved."). */
  nameOf: (record: Row) => string;
  /** The note after a save; `null` says nothing. Default: "{name} is saved." */
  savedMessage?: (saved: Row, info: SavedInfo) => string | null;
  /** The note after a delete; `null` says nothing. Default: "{name} is deleted." */
  deletedMessage?: (deleted: Row) => string | null;
  /** The question before a delete (HTML, escaped by the caller); without it the record has no Delete. */
  deleteQuestion?: (record: Row) => DeleteQuestion;
  /** After a save (navigate, clear). A new record's form goes on editing the saved one unless `addAnother`. */
  onSaved?: (saved: Row, info: SavedInfo) => void;
  /** After a delete. */
  onDeleted?: (deleted: Row) => void;
  /** Shown without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** Offers "Save and add another" on a new record's form. */
  saveAndAddAnother?: boolean;
  /** Overrides the host's Delete right (a record the user may not delete whatever the page's right). */
  canDelete?: boolean;
};

export type RecordEditor<Row extends object, In extends FieldValues, Out extends FieldValues> = {
  /** useResourceForm's answer: the form, its submit, refusal and states. */
  resourceForm: UseResourceFormReturn<In, Out, Row>;
  /** The record as last saved or reloaded; undefined for a new one. */
  current: Row | undefined;
  readOnly: boolean;
  /** The `<form>`'s onSubmit: remembers which button was pressed, then saves. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Offer "Save and add another" (a new record only). */
  saveAndAddAnother: boolean;
  /** Asks and deletes the current record; undefined when there is no Delete (new, read-only, no right). */
  onDelete: (() => void) | undefined;
  deleting: boolean;
  /** The delete's refusal. */
  deleteError: string | null;
};

/**
 * One management record's editor: `record` (stored; undefined for a new one) of `resource`, saved with a POST
 * or a PUT of `toBody(values)` through useResourceMutations; a stale version asks whether to reload theirs or
 * keep mine (reading the record again); the form resets to the saved record (or blank for "save and add
 * another"); the host's note says it is saved; the host's leave guard knows the form's dirty state and lets
 * the navigation after a save or delete go. Render its answer with `ResourceFormFrame`; `RecordForm` loads a
 * record by id first.
 *
 * @example
 * const editor = useRecordEditor('rentalUnit', unit, {
 *   schema: unitFormSchemaFor(Boolean(unit)), toValues: unitValues, emptyValues: () => emptyUnitValues(propertyID),
 *   nameOf: (u) => `Unit ${u.unitNumber}`, deleteQuestion: (u) => ({ title: 'Delete unit?', message: … }), onSaved,
 * });
 * <ResourceFormFrame slot="rental-unit-form" editor={editor} onCancel={onCancel}>…fields…</ResourceFormFrame>
 */
export function useRecordEditor<Row extends object, In extends FieldValues, Out extends FieldValues>(
  resource: ResourceName,
  record: Row | undefined,
  options: RecordEditorOptions<Row, In, Out>,
): RecordEditor<Row, In, Out> {
  const provider = useDataProvider();
  const host = useEditorHost();
  const confirm = useConfirm();
  const { create, update, remove } = useResourceMutations(resource);
  const intent = useRef<SubmitIntent>(SubmitIntent.save);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A new record once saved (not for another): the form edits it from then on, unless its host remounts it.
  const [created, setCreated] = useState<Row | undefined>(undefined);
  const offerAnother = Boolean(options.saveAndAddAnother) && !record;
  const addAnother = () => offerAnother && intent.current === SubmitIntent.saveAndAddAnother;

  const resourceForm = useResourceForm<In, Out, Row>({
    schema: options.schema,
    defaultValues: record ? options.toValues(record) : options.emptyValues(),
    onSubmit: (values) => {
      if (options.save) return options.save(values);
      const body = options.toBody ? options.toBody(values) : values;
      return record ? update<Row>(idOf(record), body) : create<Row>(body);
    },
    reload: options.reload ?? (record ? () => provider.getOne<Row>(resource, idOf(record)) : undefined),
    toValues: (saved) => (addAnother() ? options.emptyValues() : options.toValues(saved)),
    onSaved: (saved) => {
      const info = { created: !record && !created, addAnother: addAnother() };
      if (!record && !info.addAnother) setCreated(saved);
      guard.markSaved();
      const message = options.savedMessage
        ? options.savedMessage(saved, info)
        : `${options.nameOf(saved)} is saved.`;
      if (message) host.notify(message);
      options.onSaved?.(saved, info);
    },
    readOnly: options.readOnly,
  });
  const guard = useLeaveGuard(resourceForm.isDirty);
  const { readOnly } = resourceForm;
  const current = record || created ? (resourceForm.record ?? record ?? created) : undefined;
  const mayDelete = options.canDelete ?? host.mayDelete;

  async function deleteCurrent(row: Row, question: DeleteQuestion) {
    if (question.refuse) {
      await confirm({ title: question.title, message: question.message, buttons: ['Ok'] });
      return;
    }
    const answer = await confirm({ ...question, buttons: ['Yes', 'No'], destructive: true });
    if (answer !== ResultCode.Yes) return;
    setDeleteError(null);
    setDeleting(true);
    const result: DataResult<null> = await remove(idOf(row));
    setDeleting(false);
    if (!result.ok) {
      setDeleteError(result.message);
      return;
    }
    guard.markSaved();
    const message = options.deletedMessage
      ? options.deletedMessage(row)
      : `${options.nameOf(row)} is deleted.`;
    if (message) host.notify(message);
    options.onDeleted?.(row);
  }

  const { deleteQuestion } = options;
  const onDelete =
    current && deleteQuestion && mayDelete && !readOnly
      ? () => void deleteCurrent(current, deleteQuestion(current))
      : undefined;

  return {
    resourceForm,
    current,
    readOnly,
    onSubmit: (event) => {
      intent.current = submitIntent(event);
      void resourceForm.submit(event);
    },
    saveAndAddAnother: offerAnother,
    onDelete,
    deleting,
    deleteError,
  };
}
