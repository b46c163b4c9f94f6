// useMediaQuery: whether a CSS media query matches now, updated as the window changes.
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Subscribes to `window.matchMedia(query)`. Where there is no matchMedia (server rendering, jsdom) it
 * answers `fallback`.
 *
 * @example
 * const narrow = useMediaQuery('(max-width: 650px)');
 * return narrow ? <MenuOnly /> : <ButtonRow />;
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}
