// The session and system-feature checks; a company's records are checked by `authorize` (authorize.ts).
import { accessFor, hasAccess } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './sessions';
import { forbidden, TokenRefused } from '../http/http-error';

export function requireAuth(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw new TokenRefused(request.tokenStatus === 'expired' ? 'ExpiredToken' : 'InvalidToken');
}

/** The signed-in user's mask for a feature, by the product's one rule (`accessFor` in @hangar/contracts). */
export function accessOf(auth: AuthContext, feature: number, scopeId?: number): number {
  return accessFor({ isSystemAdmin: auth.user.isSystemAdmin, grants: auth.grants }, feature, scopeId);
}

const holds = (auth: AuthContext, feature: number, mask: number) =>
  mask !== 0 && hasAccess(accessOf(auth, feature), mask);

/** Passes when the user holds every bit of `mask` for a system feature (a system administrator always does). */
export async function requireSystem(
  request: FastifyRequest,
  feature: number,
  mask: number,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (!holds(auth, feature, mask)) throw forbidden();
  return auth;
}

/** True when the user may act on every company through a system feature. */
export async function hasSystemAccess(
  request: FastifyRequest,
  feature: number,
  mask: number,
): Promise<boolean> {
  return holds(requireAuth(request), feature, mask);
}
