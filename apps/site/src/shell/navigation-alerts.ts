// Every navigation start clears the pending page alert unless it was kept for one navigation.
import type { AlertMessageStore } from '@hangar/ui';

type RouterLike = {
  state: { location: { key: string }; navigation: { state: string } };
  subscribe: (fn: (state: RouterLike['state']) => void) => () => void;
};

/** Calls `store.navigationStarted()` once per navigation; returns the unsubscribe. */
export function wireNavigationAlerts(
  router: RouterLike,
  store: Pick<AlertMessageStore, 'navigationStarted'>,
): () => void {
  let navigating = false;
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      if (!navigating) store.navigationStarted();
      navigating = true;
      return;
    }
    // A navigation with nothing to load can finish without a loading state: count it when it lands.
    if (state.location.key !== lastKey && !navigating) store.navigationStarted();
    lastKey = state.location.key;
    navigating = false;
  });
}
