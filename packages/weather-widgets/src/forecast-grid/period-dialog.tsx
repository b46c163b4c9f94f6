// PeriodDialog: one forecast period's detailed text in a native modal <dialog>.
import type { ForecastPeriod } from '@hangar/aviation-weather';
import { useEffect, useId, useRef } from 'react';
import { formatForecastText } from '../lib/display';

export type PeriodDialogProps = {
  /** The period shown; null closes the dialog. */
  period: ForecastPeriod | null;
  onClose: () => void;
};

/**
 * The browser's modal dialog does what a dialog library would (top layer, focus held inside and given back,
 * Escape, the rest of the page inert) without a portal, so it also works inside the embed's shadow roots.
 */
export function PeriodDialog({ period, onClose }: PeriodDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const open = period !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape and close() both end in 'close'; a click on the backdrop lands on the <dialog> itself.
    const closed = () => onClose();
    const clicked = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', clicked);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', clicked);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      data-slot="forecast-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border bg-popover p-0 text-popover-foreground shadow-lg backdrop:bg-background/80 backdrop:backdrop-blur-sm"
    >
      {period && (
        <div className="relative flex flex-col gap-2 p-6 pr-14">
          <h2 id={titleId} data-slot="dialog-title" className="text-lg leading-none font-semibold">
            {period.name}
          </h2>
          <p id={textId} data-slot="dialog-description" className="text-sm whitespace-pre-line">
            {formatForecastText(period.detailedForecast)}
          </p>
          <button
            type="button"
            data-slot="dialog-close"
            aria-label="Close"
            onClick={() => ref.current?.close()}
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 fill-none stroke-current stroke-2"
              strokeLinecap="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      )}
    </dialog>
  );
}
