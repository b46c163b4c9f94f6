// ErrorSummary: after a refused save, at the top of a management form, the refusal and a link to each invalid field.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';

const LEAF_KEYS = new Set(['type', 'message', 'ref', 'types']);

/**
 * Every message of `errors` with its field's path (`emails.0.address`), in the order the schema gave them; an
 * array's own message (`parties`, "Add a tenant") under the array's path.
 */
export function errorEntries(errors: FieldErrors<FieldValues>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || LEAF_KEYS.has(key)) continue;
    if (key === 'root') {
      if (typeof value.message === 'string' && value.message) out.push([prefix, value.message]);
      continue;
    }
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) out.push([path, value.message]);
    out.push(...errorEntries(value as FieldErrors<FieldValues>, path));
  }
  return out;
}

type Entry = { path: string; message: string; label: string; targetId: string };

/** The text of a label as heard: without what is hidden from assistive technology (the required mark). */
function labelText(label: Element): string {
  const copy = label.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/**
 * The control of `path` in `form` and its label's text, if the page has them: the control named `path`, else
 * (a control of a composite field, an address's city) the invalid control described by `message`.
 */
function locate(
  form: HTMLFormElement | null,
  path: string,
  message: string,
): { label: string | null; id: string | null } {
  if (!form) return { label: null, id: null };
  let control = form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
  if (!control || !control.id) {
    control =
      Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"][id]')).find((candidate) =>
        (candidate.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .some((id) => id && document.getElementById(id)?.textContent?.trim() === message),
      ) ?? control;
  }
  if (!control?.id) return { label: null, id: null };
  const label = form.querySelector(`label[for="${CSS.escape(control.id)}"]`);
  const text = (label && labelText(label)) || control.getAttribute('aria-label');
  return { label: text || null, id: control.id };
}

/**
 * Renders nothing until a save is refused: then the refusal's message (`${slot}-error`, announced) and, once the
 * form was submitted with invalid fields, "Correct these 2 fields:" with a link to each by its label (the
 * message shows at the field) that moves focus to the field. The first invalid field has the focus already (the form's own doing);
 * a refusal without a field to point at takes the focus to the summary.
 */
export function ErrorSummary({ slot, message }: { slot: string; message: string | null }) {
  const { errors, submitCount } = useFormState();
  const root = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const found = submitCount > 0 ? errorEntries(errors) : [];
  const key = JSON.stringify(found);
  const [entries, setEntries] = useState<Entry[]>([]);

  useLayoutEffect(() => {
    const form = root.current?.closest('form') ?? null;
    // A message without a field to point at (a list's own) is shown beside its list, not here.
    const next = (JSON.parse(key) as [string, string][]).flatMap(([path, text]) => {
      const { label, id } = locate(form, path, text);
      return label && id ? [{ path, message: text, label, targetId: id }] : [];
    });
    // In the order the fields come on the page.
    const position = (entry: Entry) => document.getElementById(entry.targetId);
    next.sort((a, b) => {
      const [x, y] = [position(a), position(b)];
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
    setEntries(next);
  }, [key]);

  // A refusal with nothing to point at: the summary takes the focus, so it is seen and heard.
  useEffect(() => {
    if (!message || found.length > 0) return;
    root.current?.focus();
    root.current?.scrollIntoView?.({ block: 'nearest' });
    // Only when the message arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message]);

  if (!message && entries.length === 0) return <div ref={root} data-slot={`${slot}-error-summary`} hidden />;
  return (
    <div
      ref={root}
      data-slot={`${slot}-error-summary`}
      tabIndex={-1}
      aria-labelledby={entries.length > 0 ? headingId : undefined}
      className="col-span-full grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {entries.length > 0 && (
        <h2 id={headingId} className="font-semibold text-destructive">
          {entries.length === 1 ? 'Correct this field:' : `Correct these ${entries.length} fields:`}
        </h2>
      )}
      {message && (
        <p data-slot={`${slot}-error`} role="alert" className="font-medium text-destructive">
          {message}
        </p>
      )}
      {entries.length > 0 && (
        <ul className="grid list-inside list-disc gap-1 text-destructive">
          {entries.map((entry) => (
            <li key={entry.path}>
              <a
                href={`#${entry.targetId}`}
                title={entry.message}
                className="underline underline-offset-4"
                onClick={(event) => {
                  event.preventDefault();
                  const target = document.getElementById(entry.targetId);
                  target?.focus();
                  target?.scrollIntoView?.({ block: 'center' });
                }}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
