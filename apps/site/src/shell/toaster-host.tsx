// Toasts at the top right: the Toaster chunk is fetched when the first toast is raised, then stays.
import { alerts, useToasts } from '@hangar/ui';
import { lazy, Suspense, useState } from 'react';

const DeferredToaster = lazy(() => import('./deferred-toaster'));

export function ToasterHost() {
  const count = useToasts(alerts).length;
  const [wanted, setWanted] = useState(false);
  // Once wanted, always wanted: later toasts find the Toaster mounted (React's "adjust state on render").
  if (count > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeferredToaster />
    </Suspense>
  );
}
