// FormActions: a form's Save, optional "Save and add another" and Cancel buttons, with the saving state.
import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { SUBMIT_INTENT_NAME, SubmitIntent } from './submit-intent';

export const formActionsVariants = cva('flex flex-wrap items-center gap-2', {
  variants: {
    align: {
      start: 'justify-start',
      end: 'justify-end',
    },
    /** On a phone the buttons stay in reach at the bottom of the screen while the form scrolls. */
    sticky: {
      true: 'max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:border-t max-sm:bg-background max-sm:py-3',
      false: '',
    },
  },
  defaultVariants: { align: 'start', sticky: true },
});

export type FormActionsLabels = {
  save: string;
  saveAndAddAnother: string;
  cancel: string;
  /** The one button of a read-only form ('Close' in a dialog, say). */
  back: string;
  /** Announced while `pending`. */
  saving: string;
};

const pendingClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const DEFAULT_LABELS: FormActionsLabels = {
  save: 'Save',
  saveAndAddAnother: 'Save and add another',
  cancel: 'Cancel',
  back: 'Back',
  saving: 'Saving…',
};

export type FormActionsProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof formActionsVariants> & {
    /** The form is being saved: every button is off and the pressed one spins. */
    pending?: boolean;
    /** Which button spins while pending; by default the one last pressed (Save after Enter in a field). */
    pendingIntent?: SubmitIntent;
    /** Nothing to save: shows only Back (when `onBack` is given) or nothing at all. */
    readOnly?: boolean;
    /** Shows "Save and add another"; tell the two apart with `submitIntent(event)` in the submit handler. */
    saveAndAddAnother?: boolean;
    /** Shows Cancel. */
    onCancel?: () => void;
    /** Shows Back on a read-only form. */
    onBack?: () => void;
    labels?: Partial<FormActionsLabels>;
    /** More buttons after the standard ones (Delete, say). */
    children?: React.ReactNode;
  };

/**
 * The buttons that end a form: Save, optionally "Save and add another" (`saveAndAddAnother`) and Cancel
 * (`onCancel`), or only Back on a read-only form. Put it inside the `<form>`, set `pending` while the save
 * runs, and read which save was pressed with `submitIntent(event)` in the submit handler.
 *
 * Both save buttons are real submit buttons named `intent`, so Enter in a field, validation and
 * react-hook-form's handleSubmit work as usual. In the DOM, Save comes first: it is the button that Enter in
 * a field presses, and the visual order matches the tab order.
 *
 * While pending the buttons are aria-disabled rather than disabled: a disabled button drops the focus of the
 * keyboard user who just pressed it. Their clicks (and Enter in a field, which clicks Save) are cancelled
 * instead, so the form cannot be sent twice.
 */
export function FormActions({
  pending = false,
  pendingIntent,
  readOnly = false,
  saveAndAddAnother = false,
  onCancel,
  onBack,
  labels,
  align,
  sticky,
  className,
  children,
  ...props
}: FormActionsProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [pressed, setPressed] = React.useState<SubmitIntent>(SubmitIntent.save);
  const spinning = pending ? (pendingIntent ?? pressed) : undefined;
  const classes = cn(formActionsVariants({ align, sticky }), className);

  if (readOnly) {
    if (!onBack) return null;
    return (
      <div data-slot="form-actions" data-state="read-only" className={classes} {...props}>
        <Button data-slot="form-actions-back" type="button" variant="outline" onClick={onBack}>
          {text.back}
        </Button>
        {children}
      </div>
    );
  }

  const off = pending || undefined;
  /** Runs `action` unless pending, when it cancels the click and with it the form's submission. */
  const unlessPending = (action?: () => void) => (event: React.MouseEvent) => {
    if (pending) event.preventDefault();
    else action?.();
  };
  const spinner = <Loader2 data-slot="form-actions-spinner" aria-hidden="true" className="animate-spin" />;

  return (
    <div data-slot="form-actions" data-state={pending ? 'pending' : 'idle'} className={classes} {...props}>
      <Button
        data-slot="form-actions-save"
        type="submit"
        name={SUBMIT_INTENT_NAME}
        value={SubmitIntent.save}
        aria-disabled={off}
        className={pendingClasses}
        onClick={unlessPending(() => setPressed(SubmitIntent.save))}
      >
        {spinning === SubmitIntent.save && spinner}
        {text.save}
      </Button>
      {saveAndAddAnother && (
        <Button
          data-slot="form-actions-save-and-add"
          type="submit"
          variant="secondary"
          name={SUBMIT_INTENT_NAME}
          value={SubmitIntent.saveAndAddAnother}
          aria-disabled={off}
          className={pendingClasses}
          onClick={unlessPending(() => setPressed(SubmitIntent.saveAndAddAnother))}
        >
          {spinning === SubmitIntent.saveAndAddAnother && spinner}
          {text.saveAndAddAnother}
        </Button>
      )}
      {onCancel && (
        <Button
          data-slot="form-actions-cancel"
          type="button"
          variant="outline"
          aria-disabled={off}
          className={pendingClasses}
          onClick={unlessPending(onCancel)}
        >
          {text.cancel}
        </Button>
      )}
      {children}
      {/* Mounted while empty so that the first "Saving…" is announced. */}
      <span data-slot="form-actions-status" role="status" aria-live="polite" className="sr-only">
        {pending ? text.saving : ''}
      </span>
    </div>
  );
}
