// The banner every management page shows while a system administrator acts as another user: whom, why and
// until when, and the way back; when the time runs out it goes back by itself.
import { ImpersonationBanner } from '@hangar/management-forms';
import { alerts } from '@hangar/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endImpersonation, returnFromImpersonation } from '../../session/impersonation';
import { useLoginSession, useSiteSession } from '../../session/site-session';

/** Browsers fire longer timeouts at once; an impersonation lasts an hour. */
const MAX_TIMEOUT_MS = 2_147_483_647;

export function ImpersonationBar({ name, impersonatedBy }: { name: string; impersonatedBy: string }) {
  const session = useLoginSession();
  const { client, store } = useSiteSession();
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  const ends = session?.impersonationEnds ?? null;

  useEffect(() => {
    if (!ends) return;
    const wait = Date.parse(ends) - Date.now();
    if (Number.isNaN(wait)) return;
    const timer = setTimeout(
      () => {
        if (store.get()?.impersonatedBy && store.administrator())
          void returnFromImpersonation(store, (path) => navigate(path), 'ended');
      },
      Math.min(Math.max(wait, 0), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [ends, store, navigate]);

  const goBack = async () => {
    setReturning(true);
    try {
      const problem = await endImpersonation(client, store, (path) => navigate(path));
      if (problem) alerts.error(problem);
    } catch {
      alerts.error('The server could not be reached; try again');
    } finally {
      setReturning(false);
    }
  };

  return (
    <ImpersonationBanner
      name={name}
      reason={session?.impersonationReason}
      endsAt={ends}
      administrator={impersonatedBy}
      returning={returning}
      onReturn={() => void goBack()}
    />
  );
}
