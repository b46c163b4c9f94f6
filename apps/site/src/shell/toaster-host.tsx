// Toasts at the top right: the Toaster chunk is fetched when the first toast is raised, then stays.
import { alerts, useToasts } from '@hangar/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const DeferredToaster = lazy(() => import('./deferred-toaster'));

export function ToasterHost() {
  const count = useToasts(alerts).length;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (count > 0) setWanted(true);
  }, [count]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeferredToaster />
    </Suspense>
  );
}
