// The layout route around login and the management face: it creates the site session on first use.
import { alertMessage } from '@hangar/ui';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { airport } from '../config';
import { createSiteSession, SiteSessionProvider, type SiteSession } from './site-session';

// Loaded lazily (router.tsx), so the session store and its zod schemas stay out of the airport pages' bundle.
let session: SiteSession | null = null;
// Token errors redirect through the router once the layout has mounted; a full page load before that.
let redirect = (path: string): void | Promise<void> => window.location.assign(path);

function siteSession(): SiteSession {
  session ??= createSiteSession({
    storage: window.localStorage,
    storageKey: airport.sessionStorageKey,
    applicationId: `${airport.code}-site`,
    redirect: (path) => redirect(path),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
  });
  return session;
}

export function SessionLayout() {
  const navigate = useNavigate();
  const value = siteSession();
  useEffect(() => {
    redirect = (path) => navigate(path);
  }, [navigate]);
  // The stored session is checked again 5 minutes after start.
  useEffect(() => value.store.startRecheck(), [value]);
  // An impersonation that ran out while the site was closed: say why the administrator is back.
  useEffect(() => {
    const note = value.store.takeNotice();
    if (note) alertMessage.set(note, { type: 'info', keepAfterNavigation: true });
  }, [value]);
  return (
    <SiteSessionProvider value={value}>
      <Outlet />
    </SiteSessionProvider>
  );
}
