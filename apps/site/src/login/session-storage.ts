// The stored login session: read, saved after a login, cleared (and revoked on the server) on logout.
import { loginSessionSchema, type LoginSession } from '@hangar/contracts';
import type { ApiClient } from '../api/client';

export function readStoredSession(storage: Storage, key: string): LoginSession | null {
  try {
    const parsed = loginSessionSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(storage: Storage, key: string, session: LoginSession) {
  storage.setItem(key, JSON.stringify(session));
}

/** Removes the stored session and asks the server to revoke its token; the reply is not needed. */
export async function logout(storage: Storage, key: string, client: ApiClient): Promise<void> {
  const session = readStoredSession(storage, key);
  storage.removeItem(key);
  if (session?.token) {
    await client.get(`/api/logout/${encodeURIComponent(session.token)}`).catch(() => undefined);
  }
}
