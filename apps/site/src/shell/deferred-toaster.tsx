// The Toaster, loaded with its HTML sanitiser only once a toast exists (the airport pages rarely raise one).
import { alerts, Toaster, type ToastStore } from '@hangar/ui';
import { useEffect, useMemo, useState } from 'react';

const NONE: ReturnType<ToastStore['getSnapshot']> = [];

export default function DeferredToaster() {
  // Mount the live region empty first, then show the toasts: a region inserted together with its
  // content is often not announced by screen readers.
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLive(true), 50);
    return () => clearTimeout(timer);
  }, []);
  const store = useMemo<ToastStore>(() => (live ? alerts : { ...alerts, getSnapshot: () => NONE }), [live]);
  return <Toaster store={store} />;
}
