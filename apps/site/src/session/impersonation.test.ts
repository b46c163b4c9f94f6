import type { LoginSession } from '@hangar/contracts';
import { alertMessage } from '@hangar/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { endImpersonation, returnFromImpersonation, startImpersonation } from './impersonation';
import { administratorKey, createSessionStore } from './session-store';

const KEY = 'hangar.session';
const T0 = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));
const inHours = (h: number) => new Date(T0.getTime() + h * 3_600_000).toISOString();

const admin: LoginSession = {
  success: true,
  token: 'admin-token',
  expires: inHours(8),
  managementCompanyID: 1,
  fileAs: 'Administrator, System',
  isSystemAdmin: true,
  systemSecurityFeaturesAccess: [],
};
const acting: LoginSession = {
  success: true,
  token: 'acting-token',
  expires: inHours(1),
  managementCompanyID: 1,
  fileAs: 'Viewer, Alpha',
  isSystemAdmin: false,
  systemSecurityFeaturesAccess: [],
  impersonatedBy: 'sysadmin',
  impersonationReason: 'Ticket 4711',
  impersonationEnds: inHours(1),
};

describe('impersonation on the site', () => {
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
    alertMessage.clear();
  });

  it("keeps the administrator's session aside and gives it back with the place they came from", () => {
    const store = make();
    store.login(admin);
    store.impersonate(acting, '/systemadmin/loginas?q=alpha');
    expect(store.get()?.token).toBe('acting-token');
    expect(store.administrator()).toEqual({ session: admin, returnTo: '/systemadmin/loginas?q=alpha' });
    // A fresh page load sees the same.
    expect(make().get()?.token).toBe('acting-token');
    expect(store.restoreAdministrator(inHours(9))).toBe('/systemadmin/loginas?q=alpha');
    expect(store.get()).toEqual({ ...admin, expires: inHours(9) });
    expect(localStorage.getItem(administratorKey(KEY))).toBeNull();
  });

  it('never keeps an address of another site to go back to', () => {
    const store = make();
    store.login(admin);
    store.impersonate(acting, '//evil.example/');
    expect(store.administrator()?.returnTo).toBe('/systemadmin/loginas');
  });

  it('signs both out on logout during an impersonation', async () => {
    const store = make();
    store.login(admin);
    store.impersonate(acting, '/systemadmin/loginas');
    await store.logout();
    expect(revoked).toEqual(['acting-token', 'admin-token']);
    expect(store.get()).toBeNull();
    expect(localStorage.getItem(administratorKey(KEY))).toBeNull();
  });

  it('hands back the administrator at start-up when the impersonation ran out while the site was closed', () => {
    make().login(admin);
    const store = make();
    store.impersonate(acting, '/systemadmin/loginas');
    clock = new Date(T0.getTime() + 61 * 60_000);
    const later = make();
    expect(later.get()?.token).toBe('admin-token');
    expect(later.takeNotice()).toMatch(/acting as Viewer, Alpha ended/);
    expect(later.takeNotice()).toBeNull();
  });

  it("says so at start-up when the administrator's own session ran out as well", () => {
    const store = make();
    store.login(admin);
    store.impersonate(acting, '/systemadmin/loginas');
    clock = new Date(T0.getTime() + 9 * 3_600_000);
    const later = make();
    expect(later.get()).toBeNull();
    expect(later.takeNotice()).toMatch(/your own session has ended too\. Sign in again\./);
    expect(localStorage.getItem(administratorKey(KEY))).toBeNull();
  });

  it('goes back to the page with a note when the time runs out, or to the sign-in when the administrator is gone too', async () => {
    const store = make();
    store.login(admin);
    store.impersonate(acting, '/systemadmin/loginas');
    const redirect = vi.fn();
    await returnFromImpersonation(store, redirect, 'ended');
    expect(redirect).toHaveBeenCalledWith('/systemadmin/loginas');
    expect(alertMessage.getSnapshot()?.message).toMatch(/has ended; you are back in your own account/);

    store.impersonate(acting, '/manage');
    clock = new Date(T0.getTime() + 9 * 3_600_000);
    await returnFromImpersonation(store, redirect, 'ended');
    expect(redirect).toHaveBeenLastCalledWith('/login?returnUrl=%2Fsystemadmin%2Floginas');
    expect(store.get()).toBeNull();
    expect(alertMessage.getSnapshot()?.message).toMatch(/Sign in again/);
  });

  it('starts and ends through the API', async () => {
    const store = make();
    store.login(admin);
    const run = vi.fn(async (operation: string, _params: object, _body?: unknown) =>
      operation === 'authenticateAs'
        ? { success: true, data: acting }
        : {
            success: true,
            data: { administratorSessionValid: true, administratorSessionExpires: inHours(7) },
          },
    );
    const client = { run } as unknown as ApiClient;
    expect(
      await startImpersonation(client, store, {
        userID: 3,
        userName: 'alpha.viewer',
        reason: 'Ticket 4711',
        returnTo: '/x',
      }),
    ).toBeNull();
    expect(run).toHaveBeenCalledWith(
      'authenticateAs',
      {},
      {
        userID: 3,
        userName: 'alpha.viewer',
        reason: 'Ticket 4711',
      },
    );
    expect(store.get()?.impersonatedBy).toBe('sysadmin');
    const redirect = vi.fn();
    expect(await endImpersonation(client, store, redirect)).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/x');
    expect(store.get()?.expires).toBe(inHours(7));
  });

  it('shows a refusal to start', async () => {
    const store = make();
    store.login(admin);
    const client = {
      run: async () => ({ success: false, error: 'A disabled user cannot be impersonated', status: 403 }),
    } as unknown as ApiClient;
    expect(
      await startImpersonation(client, store, {
        userID: 9,
        userName: 'x',
        reason: 'Because',
        returnTo: '/x',
      }),
    ).toBe('A disabled user cannot be impersonated');
    expect(store.get()?.token).toBe('admin-token');
  });
});
