// Permission checks every management endpoint runs before touching data.
import { hasAccess } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/session-store';
import { accessFromGrants } from './grants';
import { forbidden, notFound, TokenRefused } from './http-error';

export function requireAuth(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw new TokenRefused(request.tokenStatus === 'expired' ? 'ExpiredToken' : 'InvalidToken');
}

/** Passes when the user holds every bit of `mask` for a system feature (a system administrator always does). */
export async function requireSystem(
  request: FastifyRequest,
  feature: number,
  mask: number,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  if (auth.user.isSystemAdmin) return auth;
  if (mask === 0 || !hasAccess(accessFromGrants(auth.user, auth.grants, feature), mask)) throw forbidden();
  return auth;
}

/** True when the user may act on every company through a system feature. */
export async function hasSystemAccess(
  request: FastifyRequest,
  feature: number,
  mask: number,
): Promise<boolean> {
  const auth = requireAuth(request);
  if (auth.user.isSystemAdmin) return true;
  return mask !== 0 && hasAccess(accessFromGrants(auth.user, auth.grants, feature), mask);
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
  if (await hasSystemAccess(request, systemFeature, mask)) return auth;
  if (auth.user.managementCompanyId !== managementCompanyId) throw notFound();
  if (mask === 0 || !hasAccess(accessFromGrants(auth.user, auth.grants, feature), mask)) throw forbidden();
  return auth;
}
