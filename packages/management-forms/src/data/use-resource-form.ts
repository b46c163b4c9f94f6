// useResourceForm: react-hook-form with a contracts schema, server refusals at their fields, and stale-version handling.
import { zodResolver } from '@hookform/resolvers/zod';
import { DATE_FORMAT_MESSAGE, ResultCode, useConfirm } from '@hangar/ui';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { DataFailure, DataResult } from './data-provider';
import { useManagementReadOnly } from './management-provider';
import { DATE_TEXT_MESSAGE, installMessageMap } from '@hangar/contracts';

// A form's messages read in words: the contracts' message map is zod's error map in the browser too.
installMessageMap();

export const CONFLICT_TITLE = 'This record was changed by someone else';
/** The conflict question; its answers say what they do (Yes reloads, No keeps mine). */
export const CONFLICT_MESSAGE =
  '<p>Someone saved this record after you opened it.</p>' +
  '<p>Reload their version (your changes are discarded), or keep mine (save your changes over theirs)?</p>';
export const CONFLICT_LABELS = { Yes: 'Reload their version', No: 'Keep mine' } as const;

export type UseResourceFormOptions<In extends FieldValues, Out extends FieldValues, R> = {
  /** The form's schema (from @hangar/contracts, or a form schema built on it): what it reads and what it makes. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Saves the parsed values; a failure's `fieldErrors` land on the fields, its message beside the form. */
  onSubmit: (values: Out) => Promise<DataResult<R>>;
  /**
   * Reads the record again after a stale-version refusal. Without it a conflict only shows its message;
   * with it the user chooses between reloading their version and keeping (re-saving) theirs.
   */
  reload?: () => Promise<DataResult<R>>;
  /** The form values of a saved or reloaded record; the form resets to them (not dirty any more). */
  toValues?: (record: R) => DefaultValues<In>;
  /** After a successful save, once the form has reset: navigate, toast, clear for another. */
  onSaved?: (record: R, values: Out) => void;
  /** Read-only on top of the provider's switch: every input is disabled and `submit` does nothing. */
  readOnly?: boolean;
};

export type UseResourceFormReturn<In extends FieldValues, Out extends FieldValues, R> = {
  form: UseFormReturn<In, unknown, Out>;
  /** `onSubmit` of the `<form>`: validates, saves, maps refusals, handles conflicts. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal's message (and any field messages no field could show), else null. */
  serverError: string | null;
  isSaving: boolean;
  /** When the last save succeeded, else null. */
  savedAt: Date | null;
  readOnly: boolean;
  /** The last saved or reloaded record. */
  record: R | null;
  /**
   * The values differ from those the form started (or was last saved or reloaded) with. Put it on the
   * `<form>` as `data-dirty`: the site's unsaved-changes guard believes it over its own reading of the page.
   */
  isDirty: boolean;
};

/** Splits server field errors into those a form value exists for and the rest (shown with the message). */
export function splitFieldErrors(
  fieldErrors: Record<string, string> | undefined,
  hasField: (path: string) => boolean,
): { matched: [string, string][]; unmatched: string[] } {
  const matched: [string, string][] = [];
  const unmatched: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    if (path && hasField(path)) matched.push([path, message]);
    else unmatched.push(message);
  }
  return { matched, unmatched };
}

/** The form-level text of a refusal: its message, then field messages no field could show. */
export function formLevelMessage(failure: DataFailure, unmatched: string[]): string {
  return [failure.message, ...unmatched.filter((m) => m !== failure.message)].join(' ');
}

const versionOf = (record: unknown): number | undefined => {
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/** The first of the named controls in document order inside `root`, if any is there. */
function firstControl(root: HTMLElement | null, names: string[]): HTMLElement | null {
  if (!root) return null;
  const found = names
    .map((name) => root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`))
    .filter((el): el is HTMLElement => el !== null);
  found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0] ?? null;
}

/** Replaces the API's date message by the one of the form's date fields (MM/DD/YYYY), at any depth. */
function dateWords(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  const error = errors as { message?: unknown };
  if (error.message === DATE_TEXT_MESSAGE) error.message = DATE_FORMAT_MESSAGE;
  for (const [key, value] of Object.entries(errors)) if (key !== 'ref') dateWords(value);
}

/** The resolver, with its messages in the words of the form's fields. */
function inFormWords<In extends FieldValues, Out extends FieldValues>(
  resolver: Resolver<In, unknown, Out>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    dateWords(result.errors);
    return result;
  };
}

/**
 * A management form: react-hook-form validated by `schema` when it is saved, then again as each field is
 * corrected (never on leaving a field: a message appearing on blur moved the next button from under the
 * pointer, and new rows showed red before anything was typed); the first invalid field is focused, saved through `onSubmit`. A refusal's field errors are set on their fields (`emails.0.address`)
 * and the first one focused; the rest shows as `serverError`. A stale version (409) asks, through the
 * ConfirmDialog, whether to reload the other person's version or keep (re-save) the user's with the new
 * version. The record's `version` lives in the form values (update schemas name it), so a save sends it and
 * "keep mine" replaces it. Read `form.formState.isDirty` for an unsaved-changes guard.
 *
 * @example
 * const { form, submit, serverError, isSaving } = useResourceForm({
 *   schema: individualUpdateSchema,
 *   defaultValues: contact,
 *   onSubmit: (values) => update(contact.id, values),
 *   reload: () => provider.getOne('contact', contact.id),
 * });
 * <form onSubmit={submit}>…</form>
 */
export function useResourceForm<In extends FieldValues, Out extends FieldValues = In, R = unknown>(
  options: UseResourceFormOptions<In, Out, R>,
): UseResourceFormReturn<In, Out, R> {
  const { schema, defaultValues } = options;
  const readOnly = useManagementReadOnly() || Boolean(options.readOnly);
  const confirm = useConfirm();
  const form = useForm<In, unknown, Out>({
    resolver: inFormWords(zodResolver<In, unknown, Out>(schema)),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    disabled: readOnly,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [record, setRecord] = useState<R | null>(null);
  const formElement = useRef<HTMLElement | null>(null);
  // The latest callbacks, so `submit` stays one function across renders.
  const latest = useRef(options);
  latest.current = options;

  // Without `toValues` a save keeps the typed values (at the saved version) and a reload takes the record as is.
  const resetTo = useCallback(
    (saved: R, typed: In | null) => {
      const { toValues } = latest.current;
      const version = versionOf(saved);
      const fallback = typed ? ('version' in typed && version !== undefined ? { ...typed, version } : typed) : saved;
      form.reset(toValues ? toValues(saved) : (fallback as DefaultValues<In>));
    },
    [form],
  );

  const fail = useCallback(
    (failure: DataFailure) => {
      const { matched, unmatched } = splitFieldErrors(
        failure.fieldErrors,
        (path) => form.getValues(path as FieldPath<In>) !== undefined,
      );
      for (const [path, message] of matched)
        form.setError(path as FieldPath<In>, { type: 'server', message });
      setServerError(matched.length > 0 && unmatched.length === 0 ? failure.message : formLevelMessage(failure, unmatched));
      const first = matched[0];
      if (!first) return;
      const control = firstControl(formElement.current, matched.map(([path]) => path));
      if (control) control.focus();
      else form.setFocus(first[0] as FieldPath<In>);
    },
    [form],
  );

  const succeed = useCallback(
    (saved: R, values: Out, typed: In) => {
      setRecord(saved);
      setSavedAt(new Date());
      setServerError(null);
      resetTo(saved, typed);
      latest.current.onSaved?.(saved, values);
    },
    [resetTo],
  );

  const save = useCallback(
    async (values: Out): Promise<void> => {
      const typed = form.getValues();
      setServerError(null);
      setSaving(true);
      let result: DataResult<R>;
      try {
        result = await latest.current.onSubmit(values);
      } finally {
        setSaving(false);
      }
      if (result.ok) return succeed(result.data, values, typed);
      if (!result.conflict || !latest.current.reload) return fail(result);

      const answer = await confirm({
        title: CONFLICT_TITLE,
        message: CONFLICT_MESSAGE,
        buttons: ['Yes', 'No', 'Cancel'],
        labels: CONFLICT_LABELS,
      });
      if (answer !== ResultCode.Yes && answer !== ResultCode.No) return fail(result);
      setSaving(true);
      let fresh: DataResult<R>;
      try {
        fresh = await latest.current.reload();
      } finally {
        setSaving(false);
      }
      if (!fresh.ok) return fail(fresh);
      setRecord(fresh.data);
      if (answer === ResultCode.Yes) {
        form.clearErrors();
        return resetTo(fresh.data, null);
      }
      // Keep mine: the user's values, at the version just read.
      const version = versionOf(fresh.data);
      if ('version' in typed) form.setValue('version' as FieldPath<In>, version as PathValue<In, FieldPath<In>>);
      return save({ ...values, version } as Out);
    },
    [confirm, fail, form, resetTo, succeed],
  );

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      formElement.current = (event?.currentTarget as HTMLElement | undefined) ?? formElement.current;
      if (readOnly) {
        event?.preventDefault();
        return;
      }
      await form.handleSubmit(save)(event);
    },
    [form, readOnly, save],
  );

  return { form, submit, serverError, isSaving, savedAt, readOnly, record, isDirty: form.formState.isDirty };
}
