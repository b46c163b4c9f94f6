// HoverTip: a short note shown under its trigger on hover (after a pause) or keyboard focus, closed by Escape.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type HoverTipProps = {
  /** The note, e.g. a report's time in GMT. */
  tip: ReactNode;
  /** The trigger: keep it focusable so keyboard users reach the note too. */
  children: ReactNode;
  /** Which edge of the trigger the note lines up with. */
  align?: 'start' | 'center' | 'end';
  /** Never shows the note (the trigger already says it, say); the trigger stays wrapped, so focus is kept. */
  disabled?: boolean;
  /** Hover pause before the note shows, in ms. */
  delay?: number;
  /** Classes of the wrapper around the trigger. */
  className?: string;
};

const alignClass = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

/**
 * A short note shown under a focusable trigger on hover (after `delay`) or keyboard focus, hidden by Escape:
 * the airport header's buttons and the METAR card's GMT time use it. Prefer it to Tooltip on the airport site
 * and in the weather widgets, which must stay small and work inside the embed's shadow roots.
 *
 * Rendered in place, not in a portal and without a positioning library (the Radix Tooltip weighs about 14 KB
 * gzipped): it works inside shadow roots and stays out of the page's stacking order. The trigger should point
 * at a visually hidden copy of the note with `aria-describedby` (screen readers read it without hovering),
 * unless its name already says the same.
 */
export function HoverTip({
  tip,
  children,
  align = 'start',
  disabled = false,
  delay = 300,
  className,
}: HoverTipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that a press gives (a click on a link) shows no note: only keyboard focus does.
  const pressed = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const show = (wait: number) => {
    clearTimeout(timer.current);
    if (disabled) return;
    if (wait === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), wait);
  };
  // Escape hides the note wherever focus is (a pointer may be resting on the trigger).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    // The wrapper only listens: hovering and focus reach it from the focusable trigger inside.
    <div
      data-slot="hover-tip"
      data-state={open && !disabled ? 'open' : 'closed'}
      className={cn('relative flex flex-col', className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show(delay);
      }}
      onPointerLeave={hide}
      onPointerDown={() => {
        pressed.current = true;
        hide();
      }}
      onPointerUp={() => {
        pressed.current = false;
      }}
      onFocus={() => {
        if (!pressed.current) show(0);
      }}
      onBlur={() => {
        pressed.current = false;
        hide();
      }}
    >
      {children}
      {open && !disabled && (
        // The padding bridges the gap to the trigger, so the pointer can move onto the note without closing it.
        <div className={cn('absolute top-full z-50 pt-1', alignClass[align])}>
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
