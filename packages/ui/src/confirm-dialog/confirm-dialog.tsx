// ConfirmDialog: a modal question with a sanitised HTML message and Cancel/Yes/No/Ok answers.
import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { sanitizeHtml } from '../lib/sanitize-html';
import {
  dangerousButton,
  defaultButtonFor,
  orderButtons,
  ResultCode,
  type ConfirmButton,
} from './confirm-rules';

export interface ConfirmOptions {
  /** The dialog's heading. */
  title: string;
  /** The question as HTML; it is sanitised with DOMPurify before it is rendered. */
  message: string;
  /** Which answers to offer; defaults to Ok and Cancel. */
  buttons?: readonly ConfirmButton[];
  /** The answer that has focus and answers Enter; defaults by the product's rules (see `defaultButtonFor`). */
  defaultButton?: ConfirmButton;
  /** The confirmation cannot be undone: focus the safe answer and style the dangerous one destructive. */
  destructive?: boolean;
  /**
   * Words for the buttons when the answer needs saying ("Reload their version" for Yes); the answers stay
   * the result codes. Without it the buttons read Cancel, Yes, No and Ok.
   */
  labels?: Partial<Record<ConfirmButton, string>>;
}

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  /** Called with the answer; the owner closes the dialog. */
  onResult: (result: ResultCode) => void;
  className?: string;
};

/**
 * The controlled dialog behind `useConfirm()`; use it directly only when you need to own the open state.
 * Escape answers Cancel when there is a Cancel button; a click outside never closes it.
 */
export function ConfirmDialog({
  open,
  onResult,
  title,
  message,
  buttons = ['Ok', 'Cancel'],
  defaultButton,
  destructive = false,
  labels,
  className,
}: ConfirmDialogProps) {
  const ordered = orderButtons(buttons);
  const preferred = defaultButtonFor(ordered, { defaultButton, destructive });
  const dangerous = destructive ? dangerousButton(ordered) : undefined;
  const html = React.useMemo(() => sanitizeHtml(message), [message]);
  const contentRef = React.useRef<HTMLDivElement>(null);
  // Radix returns focus to a Dialog.Trigger; an imperative dialog has none, so remember where focus was.
  const returnFocusRef = React.useRef<HTMLElement | null>(null);

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    // Enter on a button activates that button natively; elsewhere (the message, a link) it answers the default.
    if (event.key !== 'Enter' || !preferred) return;
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, textarea, select')) return;
    event.preventDefault();
    onResult(ResultCode[preferred]);
  }

  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-background/80 backdrop-blur-sm"
        />
        <AlertDialog.Content
          ref={contentRef}
          data-slot="confirm-dialog"
          data-variant={destructive ? 'destructive' : 'default'}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-[400px] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-lg outline-none',
            className,
          )}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves into the dialog, so activeElement is still the opener.
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            const target = preferred
              ? contentRef.current?.querySelector<HTMLElement>(`[data-answer="${preferred}"]`)
              : contentRef.current;
            target?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = returnFocusRef.current;
            if (opener?.isConnected) opener.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (ordered.includes('Cancel')) onResult(ResultCode.Cancel);
          }}
          onKeyDown={handleKeyDown}
          tabIndex={-1}
        >
          <AlertDialog.Title data-slot="confirm-dialog-title" className="text-lg font-semibold">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div
              data-slot="confirm-dialog-message"
              className="text-sm text-muted-foreground [&_a]:underline [&_p+p]:mt-2"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </AlertDialog.Description>
          <div data-slot="confirm-dialog-footer" className="flex flex-wrap justify-end gap-2">
            {ordered.map((answer) => (
              <Button
                key={answer}
                type="button"
                data-answer={answer}
                data-default={answer === preferred || undefined}
                variant={answer === dangerous ? 'destructive' : answer === preferred ? 'default' : 'outline'}
                onClick={() => onResult(ResultCode[answer])}
              >
                {labels?.[answer] ?? answer}
              </Button>
            ))}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
