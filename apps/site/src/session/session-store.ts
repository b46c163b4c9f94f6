// The login session in local storage: read at start-up, re-checked 5 minutes later, announced on change.
import { isSessionValid, loginSessionSchema, type LoginSession } from '@hangar/contracts';

/** The session is checked again this long after start-up (spec §9: 300000 ms). */
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
};

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

  let current = read();
  if (!current || !isSessionValid(current, now())) {
    if (storage.getItem(key) !== null) storage.removeItem(key);
    current = null;
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
      const wasSignedIn = current !== null;
      current = null;
      storage.removeItem(key);
      if (wasSignedIn) emit('logout');
      if (token) {
        await revoke(token).catch((error: unknown) => console.warn('Server logout failed', error));
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
  };
  return store;
}
