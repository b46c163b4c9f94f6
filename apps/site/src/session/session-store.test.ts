import type { LoginSession } from '@hangar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_RECHECK_MS } from './session-store';

const KEY = 'hangar.session';
const T0 = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));

function session(overrides: Partial<LoginSession> = {}): LoginSession {
  return {
    success: true,
    token: 'tok',
    expires: new Date(T0.getTime() + 60 * 60 * 1000).toISOString(),
    managementCompanyID: 7,
    fileAs: 'Alpha Admin',
    isSystemAdmin: false,
    systemSecurityFeaturesAccess: [{ systemSecurityFeatureID: 1, access: 1 }],
    ...overrides,
  };
}

describe('session store', () => {
  let clock: Date;
  const revoked: string[] = [];
  const make = () =>
    createSessionStore({
      storage: localStorage,
      key: KEY,
      now: () => clock,
      revoke: async (t) => revoked.push(t),
    });

  beforeEach(() => {
    clock = T0;
    localStorage.clear();
    revoked.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('reads a valid stored session at start-up', () => {
    localStorage.setItem(KEY, JSON.stringify(session()));
    expect(make().get()?.fileAs).toBe('Alpha Admin');
  });

  it.each([
    ['an expiry in the past', { expires: new Date(T0.getTime() - 1).toISOString() }],
    ['managementCompanyID 0', { managementCompanyID: 0 }],
    ['no fileAs', { fileAs: '' }],
  ])('clears a stored session with %s', (_, overrides) => {
    localStorage.setItem(KEY, JSON.stringify(session(overrides)));
    expect(make().get()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clears damaged storage instead of failing', () => {
    localStorage.setItem(KEY, '{"token":');
    expect(make().get()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('stores a login and announces it; logout removes it, announces it and revokes the token', async () => {
    const store = make();
    const events: string[] = [];
    store.subscribe((e) => events.push(e));
    store.login(session({ token: 'abc' }));
    expect(JSON.parse(localStorage.getItem(KEY)!).token).toBe('abc');
    await store.logout();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toBeNull();
    expect(events).toEqual(['login', 'logout']);
    expect(revoked).toEqual(['abc']);
  });

  it('checks again 5 minutes after start and signs out a session that expired meanwhile', () => {
    vi.useFakeTimers();
    localStorage.setItem(
      KEY,
      JSON.stringify(session({ expires: new Date(T0.getTime() + 4 * 60 * 1000).toISOString() })),
    );
    const store = make();
    const events: string[] = [];
    store.subscribe((e) => events.push(e));
    store.startRecheck();
    clock = new Date(T0.getTime() + SESSION_RECHECK_MS);
    vi.advanceTimersByTime(SESSION_RECHECK_MS - 1);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    expect(events).toEqual(['logout']);
  });

  it('keeps a session whose expiry the server slid forward', () => {
    const store = make();
    store.login(session());
    const later = new Date(T0.getTime() + 8 * 60 * 60 * 1000).toISOString();
    store.extend(later);
    expect(JSON.parse(localStorage.getItem(KEY)!).expires).toBe(later);
  });
});
