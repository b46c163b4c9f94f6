// Permission checks every management endpoint runs before touching data.
import { accessFor, hasAccess } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './sessions';
import { forbidden, notFound, TokenRefused } from './http-error';

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

/**
 * Passes for a company's data when the user holds `mask` for the company feature in their own company,
 * or `mask` for `systemFeature` (all companies). Another company's data answers 404 so existence never leaks;
 * the right company without the bits answers 403.
 */
export async function requireCompany(
  request: FastifyRequest,
  managementCompanyId: number,
  feature: number,
  mask: number,
  systemFeature: number,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (holds(auth, systemFeature, mask)) return auth;
  if (auth.user.managementCompanyId !== managementCompanyId) throw notFound();
  if (!holds(auth, feature, mask)) throw forbidden();
  return auth;
}
