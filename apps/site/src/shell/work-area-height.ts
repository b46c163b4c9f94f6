// The work area's minimum height: the screen below its top edge, less the footer, never under 100 px.
import { useEffect, useState, type RefObject } from 'react';

/** At least 100 px; otherwise the window height minus the work area's top offset and the footer. */
export function workAreaMinHeight(windowHeight: number, workAreaTop: number, footerHeight: number): number {
  return Math.max(100, Math.floor(windowHeight - workAreaTop - footerHeight));
}

/** Recomputed on window resize and once 1 s after the content initialises. */
export const RESIZE_RECALC_DELAY_MS = 1000;

/**
 * Keeps a min-height for the element behind `ref`: null until measured, so that a server-rendered page's HTML
 * carries no style attribute (the Content-Security-Policy refuses those; the WorkArea's own 100 px stands in).
 *
 * @example
 * const minHeight = useWorkAreaMinHeight(mainRef, footerRef);
 */
export function useWorkAreaMinHeight(
  ref: RefObject<HTMLElement | null>,
  footerRef: RefObject<HTMLElement | null>,
): number | null {
  const [minHeight, setMinHeight] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setMinHeight(workAreaMinHeight(window.innerHeight, top, footerRef.current?.offsetHeight ?? 0));
    };
    measure();
    const timer = setTimeout(measure, RESIZE_RECALC_DELAY_MS);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [ref, footerRef]);
  return minHeight;
}
