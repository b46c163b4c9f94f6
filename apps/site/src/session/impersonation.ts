// "Log in as" on the site: starting an impersonation, ending it, and going back when it runs out.
import type { AuthenticateAsRequest } from '@hangar/contracts';
import { alertMessage } from '@hangar/ui';
import type { ApiClient } from '../api/client';
import type { SessionStore } from './session-store';

/** Where the log-in-as page is: the way back when nothing else was kept. */
export const LOGIN_AS_PATH = '/systemadmin/loginas';

/**
 * Starts acting as the chosen user (its id and user name, which the server checks agree): the server opens the
 * impersonation from the administrator's session; the site keeps that session aside (with `returnTo`) and
 * continues as the user. Answers the refusal's text, if any.
 */
export async function startImpersonation(
  client: ApiClient,
  store: SessionStore,
  choice: { userID: number; userName: string; reason: string; returnTo: string },
  /**
   * Leaves the administrator's page before the session changes (the management home), so the page they were
   * on is never judged by the user's rights on the way.
   */
  leave: () => Promise<void> | void = () => undefined,
): Promise<string | null> {
  const request: AuthenticateAsRequest = {
    userID: choice.userID,
    userName: choice.userName,
    reason: choice.reason,
  };
  const result = await client.run('authenticateAs', {}, request);
  if (!result.success || !result.data)
    return (!result.success && result.error) || 'The server refused to start it';
  await leave();
  store.impersonate(result.data, choice.returnTo);
  return null;
}

/**
 * Ends the impersonation at the server (`POST /api/authenticateAs/end`) and goes back to the administrator's
 * session. A token refusal is left to the client's token-error handler, which goes back the same way.
 */
export async function endImpersonation(
  client: ApiClient,
  store: SessionStore,
  redirect: (path: string) => void | Promise<void>,
): Promise<string | null> {
  const result = await client.run('authenticateAsEnd', {});
  if (!result.success) {
    return 'tokenError' in result && result.tokenError
      ? null
      : result.error || 'It could not be ended; try again';
  }
  await returnFromImpersonation(
    store,
    redirect,
    'returned',
    result.data.administratorSessionValid ? result.data.administratorSessionExpires : null,
    result.data.administratorSessionValid,
  );
  return null;
}

/** Stores on their way back (several refused calls may report the same end). */
const returning = new WeakSet<SessionStore>();

/**
 * Goes back to the administrator's own session on this side: to the page they started from with a note, or,
 * when their session is gone too, to the sign-in saying so. The user's page is left for the management home
 * first, so nothing of it (a list putting its filters in the address) runs again under the administrator.
 */
export async function returnFromImpersonation(
  store: SessionStore,
  redirect: (path: string) => void | Promise<void>,
  why: 'returned' | 'ended',
  expires: string | null = null,
  administratorValid = true,
): Promise<void> {
  if (returning.has(store)) return;
  returning.add(store);
  try {
    const actedAs = store.get()?.fileAs ?? 'another user';
    await redirect('/manage');
    const back = administratorValid ? store.restoreAdministrator(expires) : null;
    if (!administratorValid) store.restoreAdministrator(new Date(0).toISOString());
    if (back) {
      alertMessage.set(
        why === 'returned'
          ? `You stopped acting as ${actedAs} and are back in your own account.`
          : `Your time acting as ${actedAs} has ended; you are back in your own account.`,
        { type: why === 'returned' ? 'success' : 'info', keepAfterNavigation: true },
      );
      await redirect(back);
      return;
    }
    alertMessage.set(
      `Your time acting as ${actedAs} has ended, and your own session has ended too. Sign in again.`,
      { type: 'warning', keepAfterNavigation: true },
    );
    await redirect(`/login?returnUrl=${encodeURIComponent(LOGIN_AS_PATH)}`);
  } finally {
    returning.delete(store);
  }
}
