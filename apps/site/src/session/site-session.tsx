// The site's signed-in state: one session store and one API client, shared through React context.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LoginSession } from '@hangar/contracts';
import { createApiClient, type ApiClient, type TokenErrorCode } from '../api/client';
import { sendStartActivity } from './activity';
import { returnFromImpersonation } from './impersonation';
import { createSessionStore, type SessionStore } from './session-store';

export type SiteSession = { store: SessionStore; client: ApiClient; start: () => () => void };

/** Where a token error sends the visitor, with the current address to come back to. */
export function tokenErrorPath(code: TokenErrorCode, currentUrl: string): string {
  const route = code === 'ExpiredToken' ? '/expiredlogin' : '/login';
  return `${route}?returnUrl=${encodeURIComponent(currentUrl)}`;
}

export function createSiteSession({
  storage,
  storageKey,
  apiBaseUrl = '',
  applicationId,
  redirect,
  currentUrl,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
}: {
  storage: Storage;
  storageKey: string;
  apiBaseUrl?: string;
  applicationId: string;
  /** Client-side navigation (the router's navigate). */
  redirect: (path: string) => void | Promise<void>;
  /** The address to return to after signing in again: path + query. */
  currentUrl: () => string;
  userAgent?: string;
}): SiteSession {
  const store: SessionStore = createSessionStore({
    storage,
    key: storageKey,
    // Called only at logout, long after `client` below exists.
    revoke: (token) => client.run('logout', { token }),
  });
  const client = createApiClient({
    baseUrl: apiBaseUrl,
    getToken: () => store.get()?.token ?? null,
    // The session is not cleared here: a page guarding on it would redirect to /login first. Both
    // destinations are login screens, which end any session when they open.
    onTokenError: (code, token) => {
      const current = store.get();
      // An answer to a session that has already given way (an impersonation just ended) changes nothing.
      if (token && current && token !== current.token) return;
      // An impersonation that ran out (or whose administrator's session ended) goes back to that session.
      if (current?.impersonatedBy && store.administrator()) {
        void returnFromImpersonation(store, redirect, 'ended');
        return;
      }
      void redirect(tokenErrorPath(code, currentUrl()));
    },
    onSessionExpires: (expires) => store.extend(expires),
  });
  return {
    store,
    client,
    start() {
      void sendStartActivity(client, { storage, userAgent, url: window.location.href, applicationId });
      return store.startRecheck();
    },
  };
}

const SiteSessionContext = createContext<SiteSession | null>(null);
export const SiteSessionProvider = SiteSessionContext.Provider;

/** The site's session store and API client. */
export function useSiteSession(): SiteSession {
  const value = useContext(SiteSessionContext);
  if (!value) throw new Error('useSiteSession needs a SiteSessionProvider above it');
  return value;
}

/**
 * The signed-in user's session, or null; re-renders on login, logout and expiry changes.
 * @example
 * const session = useLoginSession();
 * return session ? <span>{session.fileAs}</span> : <Link to="/login">Login</Link>;
 */
export function useLoginSession(): LoginSession | null {
  const { store } = useSiteSession();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
