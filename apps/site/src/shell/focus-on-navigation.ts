// After a page change, keyboard and screen-reader users start at the new page's heading instead of wherever
// the old page left focus (the link they pressed, or nothing: 51 Tabs from a saved contact to Properties).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/** How long a page may take to show its heading (a lazy chunk, a record loading) before we give up. */
const WAIT_MS = 5000;

/**
 * Moves focus to the first `h1` inside `container` each time the path changes (not on the first page of a
 * visit, and not for a change of search or hash only: a list's paging keeps focus on its control). A page that
 * has put focus inside the container itself (a field, an error summary, a dialog) keeps it. The heading gets
 * `tabindex="-1"` so it can hold focus without joining the Tab order; reading it announces the new page.
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const idle = useNavigation().state === 'idle';
  const seen = useRef(pathname);

  useEffect(() => {
    if (!idle || seen.current === pathname) return;
    seen.current = pathname;
    const root = container.current;
    if (!root) return;
    // True once settled: focus is on the heading, or the page has put it somewhere of its own.
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== root && root.contains(active)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The heading comes with the page's data: watch for it, for a while.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, idle, container]);
}
