// THE permission check of the management API: who may do what to whose records, for every resource route.
import { Access, FEATURES, hasAccess } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './sessions';
import { accessOf, requireAuth } from './guards';
import { forbidden, notFound } from './http-error';

/**
 * Whose record it is. A property's or rental unit's record is resolved up its chain (unit → property →
 * company) by the resolver its module registers; a company's names the company.
 */
export type Owner = { companyId: number } | { propertyId: number } | { unitId: number };

/** The owner chain of a record: its company and, below it, its property and unit. */
export type OwnerChain = { companyId: number; propertyId?: number; unitId?: number };

type Resolver = (request: FastifyRequest, id: number) => Promise<OwnerChain | null>;
const resolvers: { property?: Resolver; unit?: Resolver } = {};

/** Modules of property- and unit-level records tell `authorize` how to find a record's chain. */
export function registerOwnerResolver(level: 'property' | 'unit', resolve: Resolver): void {
  resolvers[level] = resolve;
}

async function chainOf(request: FastifyRequest, owner: Owner): Promise<OwnerChain> {
  if ('companyId' in owner) return { companyId: owner.companyId };
  const [level, id] =
    'propertyId' in owner ? (['property', owner.propertyId] as const) : (['unit', owner.unitId] as const);
  const resolve = resolvers[level];
  if (!resolve) throw new Error(`No owner resolver registered for ${level} records`);
  const chain = await resolve(request, id);
  if (!chain) throw notFound();
  return chain;
}

export type AuthorizeOptions = {
  /** The feature the route belongs to (company, property or unit level). */
  feature: number;
  /** Every bit needed (Access.View, Access.Edit, …). */
  access: number;
  owner: Owner;
  /** A system feature that grants the same on every company's records (users, groups, companies). */
  systemFeature?: number;
};

/**
 * Passes or throws: 401 without a session; 404 for another company's record (its existence never leaks);
 * 403 in the right company without every bit of `access`. A system administrator, or a holder of
 * `systemFeature` with those bits, passes for every company. Property- and unit-level features count the
 * grants for all of the company's properties (units) and those for this record's own property (unit).
 *
 * @example await authorize(request, { feature: MgmtCoFeature.Contacts, access: Access.Edit, owner: { companyId } })
 */
export async function authorize(
  request: FastifyRequest,
  { feature, access, owner, systemFeature }: AuthorizeOptions,
): Promise<AuthContext & { chain: OwnerChain }> {
  const auth = requireAuth(request);
  const chain = await chainOf(request, owner);
  const held = (f: number, scope?: number) => access !== 0 && hasAccess(accessOf(auth, f, scope), access);
  if (auth.user.isSystemAdmin || (systemFeature !== undefined && held(systemFeature)))
    return { ...auth, chain };
  if (auth.user.managementCompanyId !== chain.companyId) throw notFound();
  const level = FEATURES.find((f) => f.id === feature)?.level;
  const scope = level === 'property' ? chain.propertyId : level === 'unit' ? chain.unitId : undefined;
  if (!held(feature, scope)) throw forbidden();
  return { ...auth, chain };
}

/**
 * Whose records a list is for: the company named, else every company for a system administrator or a holder
 * of `systemFeature` (null), else the caller's own company.
 */
export function listOwner(
  auth: AuthContext,
  companyId: number | undefined,
  systemFeature: number,
): { companyId: number } | null {
  if (companyId) return { companyId };
  const everyCompany = auth.user.isSystemAdmin || hasAccess(accessOf(auth, systemFeature), Access.View);
  return everyCompany ? null : { companyId: auth.user.managementCompanyId };
}
