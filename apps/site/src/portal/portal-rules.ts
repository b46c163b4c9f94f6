// Where a signed-in user belongs: a portal user's own portal, never the management face.
import type { LoginSession } from '@hangar/contracts';
import { formatMoney } from '@hangar/ui';

/** The portal's home of a portal user's session, or null for a management user. */
export function portalHome(session: Pick<LoginSession, 'portalKind'> | null): string | null {
  return session?.portalKind ? `/portal/${session.portalKind}` : null;
}

/**
 * Where to go after signing in: a portal user to their portal (a return address inside it is kept), anyone
 * else to `returnUrl`.
 */
export function landingAfterLogin(session: Pick<LoginSession, 'portalKind'>, returnUrl: string): string {
  const home = portalHome(session);
  if (!home) return returnUrl;
  return returnUrl === home || returnUrl.startsWith(`${home}?`) ? returnUrl : home;
}

/** Cents as dollars: 123456 → "$1,234.56", negative as "-$12.00". */
export function dollars(cents: number): string {
  return formatMoney(cents, { symbol: '$' });
}
