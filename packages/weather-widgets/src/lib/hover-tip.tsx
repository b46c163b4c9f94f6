// HoverTip: a short note shown under its trigger on hover (after a pause) or keyboard focus, closed by Escape.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type HoverTipProps = {
  /** The note, e.g. a report's time in GMT. */
  tip: ReactNode;
  /** The trigger: keep it focusable so keyboard users reach the note too. */
  children: ReactNode;
};

/**
 * Rendered in place, not in a portal: it works inside the embed's shadow roots, needs no positioning
 * library, and stays out of the page's stacking order. The trigger should also point at a visually hidden
 * copy of the note with `aria-describedby`, which screen readers read without hovering.
 */
export function HoverTip({ tip, children }: HoverTipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    // The wrapper only listens: hovering, focus and Escape all reach it from the focusable trigger inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="hover-tip"
      data-state={open ? 'open' : 'closed'}
      className="relative flex flex-col"
      onPointerEnter={() => show(300)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {open && (
        // The padding bridges the gap to the trigger, so the pointer can move onto the note without closing it.
        <div className="absolute top-full left-0 z-50 pt-1">
          <div
            role="tooltip"
            data-slot="tooltip-content"
            className="w-max max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background shadow-md"
          >
            {tip}
          </div>
        </div>
      )}
    </div>
  );
}
