// Whether a CSS media query matches, following changes (for parts that must not even load when hidden).
import { useSyncExternalStore } from 'react';

/**
 * Live `matchMedia(query).matches`; false where matchMedia does not exist.
 *
 * @example
 * const wide = useMediaQuery('(min-width: 820px)');
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
