// The login session in local storage: read at start-up, re-checked 5 minutes later, announced on change.
import { isSessionValid, loginSessionSchema, type LoginSession } from '@hangar/contracts';

/** The session is checked again this long after start-up (300000 ms). */
export const SESSION_RECHECK_MS = 5 * 60 * 1000;

export type SessionEvent = 'login' | 'logout';

export type SessionStore = {
  /** The valid session, or null when signed out. */
  get: () => LoginSession | null;
  subscribe: (listener: (event: SessionEvent | 'change') => void) => () => void;
  /** Stores a session from a successful authenticate reply and announces a login. */
  login: (session: LoginSession) => void;
  /** Removes the session, announces a logout and tells the server (the reply is not awaited by callers). */
  logout: () => Promise<void>;
  /** Clears a stored session that is no longer valid; true when one is still valid. */
  check: () => boolean;
  /** Moves the stored expiry forward when the server slid it. */
  extend: (expires: string) => void;
  /** Starts the one re-check after SESSION_RECHECK_MS; returns a function that cancels it. */
  startRecheck: () => () => void;
  /**
   * "Log in as": keeps the administrator's own session (and the address to come back to) aside and makes the
   * impersonation session the current one.
   */
  impersonate: (session: LoginSession, returnTo: string) => void;
  /** The administrator's session kept aside during an impersonation, or null. */
  administrator: () => ImpersonationReturn | null;
  /**
   * Ends an impersonation on this side: the administrator's session becomes the current one again (its
   * expiry moved to `expires` when the server said), announced as a login. Answers where to go back to, or
   * null when no valid administrator's session was kept (the visitor is then signed out).
   */
  restoreAdministrator: (expires?: string | null) => string | null;
  /** A one-time note about an impersonation that ended while the site was closed, then null. */
  takeNotice: () => string | null;
};

/** What an impersonation keeps aside: the administrator's own session and where they started it from. */
export type ImpersonationReturn = { session: LoginSession; returnTo: string };

/** The storage key of the administrator's session during an impersonation. */
export const administratorKey = (key: string) => `${key}.administrator`;

const safeReturnTo = (path: unknown) =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/systemadmin/loginas';

export function createSessionStore({
  storage,
  key,
  now = () => new Date(),
  revoke,
}: {
  storage: Storage;
  key: string;
  now?: () => Date;
  /** Calls the server's logout for a token (GET /api/logout/{token}). */
  revoke: (token: string) => Promise<unknown>;
}): SessionStore {
  const listeners = new Set<(event: SessionEvent | 'change') => void>();
  const emit = (event: SessionEvent | 'change') => listeners.forEach((l) => l(event));

  function read(): LoginSession | null {
    const text = storage.getItem(key);
    if (!text) return null;
    try {
      const parsed = loginSessionSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  const adminKey = administratorKey(key);
  function readAdministrator(): ImpersonationReturn | null {
    const text = storage.getItem(adminKey);
    if (!text) return null;
    try {
      const value = JSON.parse(text) as { session?: unknown; returnTo?: unknown };
      const parsed = loginSessionSchema.safeParse(value.session);
      return parsed.success ? { session: parsed.data, returnTo: safeReturnTo(value.returnTo) } : null;
    } catch {
      return null;
    }
  }

  let notice: string | null = null;
  let current = read();
  if (!current || !isSessionValid(current, now())) {
    if (storage.getItem(key) !== null) storage.removeItem(key);
    const ended = current;
    current = null;
    // An impersonation that ran out while the site was closed hands back the administrator's session.
    const admin = readAdministrator();
    if (admin && isSessionValid(admin.session, now())) {
      current = admin.session;
      storage.setItem(key, JSON.stringify(admin.session));
      notice = `Your time acting as ${ended?.fileAs ?? 'another user'} ended; you are back in your own account.`;
    } else if (admin) {
      notice = `Your time acting as ${ended?.fileAs ?? 'another user'} ended, and your own session has ended too. Sign in again.`;
    }
    storage.removeItem(adminKey);
  } else if (!current.impersonatedBy && storage.getItem(adminKey) !== null) {
    storage.removeItem(adminKey);
  }

  const store: SessionStore = {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login(session) {
      current = session;
      storage.setItem(key, JSON.stringify(session));
      emit('login');
    },
    async logout() {
      const token = current?.token ?? read()?.token;
      // Signing out during an impersonation signs the administrator out too (their session ends it).
      const adminToken = readAdministrator()?.session.token;
      const wasSignedIn = current !== null;
      current = null;
      storage.removeItem(key);
      storage.removeItem(adminKey);
      if (wasSignedIn) emit('logout');
      for (const t of [token, adminToken]) {
        if (t) await revoke(t).catch((error: unknown) => console.warn('Server logout failed', error));
      }
    },
    check() {
      const stored = read();
      if (stored && isSessionValid(stored, now())) {
        current = stored;
        return true;
      }
      const hadSession = current !== null || stored !== null;
      storage.removeItem(key);
      current = null;
      if (hadSession) emit('logout');
      return false;
    },
    extend(expires) {
      if (!current || Number.isNaN(Date.parse(expires))) return;
      current = { ...current, expires };
      storage.setItem(key, JSON.stringify(current));
      emit('change');
    },
    startRecheck() {
      const timer = setTimeout(() => store.check(), SESSION_RECHECK_MS);
      return () => clearTimeout(timer);
    },
    impersonate(session, returnTo) {
      if (current && !current.impersonatedBy) {
        storage.setItem(adminKey, JSON.stringify({ session: current, returnTo: safeReturnTo(returnTo) }));
      }
      store.login(session);
    },
    administrator: () => readAdministrator(),
    restoreAdministrator(expires) {
      const admin = readAdministrator();
      storage.removeItem(adminKey);
      const session =
        admin && expires && !Number.isNaN(Date.parse(expires))
          ? { ...admin.session, expires }
          : admin?.session;
      if (!admin || !session || !isSessionValid(session, now())) {
        current = null;
        storage.removeItem(key);
        emit('logout');
        return null;
      }
      store.login(session);
      return admin.returnTo;
    },
    takeNotice() {
      const note = notice;
      notice = null;
      return note;
    },
  };
  return store;
}
