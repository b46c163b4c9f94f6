// useScrollOverflow: whether an element's content overflows it, kept current as either resizes.
import * as React from 'react';

/**
 * A callback ref for a scroll container, the element itself, and whether its content overflows it.
 * Observes the container and its children (the table), so new rows or a narrower window update it. The
 * container takes keyboard focus (tabIndex 0) while it overflows, -1 otherwise.
 */
export function useScrollOverflow<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = React.useState(false);
  const elementRef = React.useRef<T | null>(null);
  const ref = React.useCallback((element: T | null) => {
    elementRef.current = element;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports every observed element once at the start, so this also takes the first measure.
    const observer = new ResizeObserver(() => {
      const overflows =
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      // A scrollable region is reachable by keyboard from the frame its overflow begins, not a render later.
      element.tabIndex = overflows ? 0 : -1;
      setOverflowing(overflows);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
      elementRef.current = null;
    };
  }, []);
  return { ref, elementRef, overflowing };
}
