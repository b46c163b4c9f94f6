// THE permission check of the management API: who may do what to whose records, for every resource route.
import {
  Access,
  combineAccess,
  FEATURES,
  hasAccess,
  PropertyFeature,
  RentalUnitFeature,
} from '@hangar/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './sessions';
import { accessOf, requireAuth } from './guards';
import { forbidden, notFound } from '../http/http-error';
import { PORTAL_USER_REFUSED } from './portal-scope';

/**
 * Whose record it is. A property's, rental unit's or lease's record is resolved up its chain (lease → unit →
 * property → company) by the resolver its module registers; a company's names the company.
 */
export type Owner =
  | { companyId: number }
  | { propertyId: number }
  | { unitId: number }
  | { leaseId: number }
  | { vendorId: number }
  | { contactId: number }
  | { workOrderId: number };

/** The owner chain of a record: its company and, below it, its property and unit. */
export type OwnerChain = { companyId: number; propertyId?: number; unitId?: number };

const levelOf = (feature: number) => FEATURES.find((f) => f.id === feature)?.level;

type Resolver = (request: FastifyRequest, id: number) => Promise<OwnerChain | null>;
type ResolvedLevel = 'property' | 'unit' | 'lease' | 'vendor' | 'contact' | 'workOrder';
const resolvers: Partial<Record<ResolvedLevel, Resolver>> = {};

/** Modules of property-, unit- and lease-level records tell `authorize` how to find a record's chain. */
export function registerOwnerResolver(level: ResolvedLevel, resolve: Resolver): void {
  resolvers[level] = resolve;
}

/** The chain of an owner (404 when it does not exist), as `authorize` resolves it. */
export async function ownerChain(request: FastifyRequest, owner: Owner): Promise<OwnerChain> {
  if ('companyId' in owner) return { companyId: owner.companyId };
  const [level, id]: [ResolvedLevel, number] =
    'propertyId' in owner
      ? ['property', owner.propertyId]
      : 'unitId' in owner
        ? ['unit', owner.unitId]
        : 'leaseId' in owner
          ? ['lease', owner.leaseId]
          : 'vendorId' in owner
            ? ['vendor', owner.vendorId]
            : 'contactId' in owner
              ? ['contact', owner.contactId]
              : ['workOrder', owner.workOrderId];
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
 * Passes or throws: 401 without a session; 404 for another company's record (its existence never leaks), and
 * for a property (or anything under it) the user's groups give no right on at all (a group limited to other
 * properties); 403 in the right company without every bit of `access`. A system administrator, or a holder
 * of `systemFeature` with those bits, passes for every company. Property- and unit-level features count the
 * grants for all of the company's properties (units) and those for this record's own property (unit); asked
 * without a property (a list, or a new record under the company), a grant for any property counts, and the
 * list then shows only the records the user may see for that same feature (`visibleSet`).
 *
 * @example await authorize(request, { feature: MgmtCoFeature.Contacts, access: Access.Edit, owner: { companyId } })
 */
export async function authorize(
  request: FastifyRequest,
  { feature, access, owner, systemFeature }: AuthorizeOptions,
): Promise<AuthContext & { chain: OwnerChain }> {
  const auth = requireAuth(request);
  if (auth.portal) throw forbidden(PORTAL_USER_REFUSED);
  const chain = await ownerChain(request, owner);
  const held = (f: number, scope?: number) => access !== 0 && hasAccess(accessOf(auth, f, scope), access);
  if (auth.user.isSystemAdmin || (systemFeature !== undefined && held(systemFeature)))
    return { ...auth, chain };
  if (auth.user.managementCompanyId !== chain.companyId) throw notFound();
  const level = levelOf(feature);
  const scoped = level === 'property' || level === 'unit';
  if (scoped && chain.propertyId !== undefined && !sees(auth, chain)) throw notFound();
  const scope = level === 'property' ? chain.propertyId : level === 'unit' ? chain.unitId : undefined;
  const granted =
    scoped && scope === undefined
      ? combineAccess(auth.grants.filter((g) => g.securityFeatureID === feature).map((g) => g.access))
      : accessOf(auth, feature, scope);
  if (access === 0 || !hasAccess(granted, access)) throw forbidden();
  return { ...auth, chain };
}

/**
 * Passes for every user of the company (what they are then shown is cut feature by feature with `visibleSet`),
 * a system administrator and a holder of `systemFeature`'s View; 404 for anyone else (another company's id
 * never leaks). For the home page's figures and recent changes, which a clerk without the company profile's
 * right needs too.
 */
export async function authorizeMember(
  request: FastifyRequest,
  companyId: number,
  systemFeature: number,
): Promise<AuthContext & { chain: OwnerChain }> {
  const auth = requireAuth(request);
  if (auth.portal) throw forbidden(PORTAL_USER_REFUSED);
  const chain = await ownerChain(request, { companyId });
  if (auth.user.isSystemAdmin || hasAccess(accessOf(auth, systemFeature), Access.View))
    return { ...auth, chain };
  if (auth.user.managementCompanyId !== chain.companyId) throw notFound();
  return { ...auth, chain };
}

const PROPERTY_FEATURES: readonly number[] = Object.values(PropertyFeature);
const UNIT_FEATURES: readonly number[] = Object.values(RentalUnitFeature);

/**
 * Whether the user's groups give any right on this property (a property-level grant for all properties or
 * this one) or, for a unit's record, on this unit (a unit-level grant for all units or this one).
 */
function sees(auth: AuthContext, chain: OwnerChain): boolean {
  if (PROPERTY_FEATURES.some((f) => accessOf(auth, f, chain.propertyId) !== 0)) return true;
  return chain.unitId !== undefined && UNIT_FEATURES.some((f) => accessOf(auth, f, chain.unitId) !== 0);
}

/** The records of one feature a caller may see: all of them, or only those of the listed ids. */
export type VisibleSet = 'all' | readonly number[];

/**
 * THE visible set of every list, search, count and recent change: which of a company's records the caller may
 * see for one feature, by the rule `authorize` applies to a direct read. For a property feature, `all` or the
 * ids of the properties the caller holds that feature's View on; for a unit feature, the ids of such units;
 * for a company or system feature, `all` with its View, else nothing. Another company's records, seen through
 * a system feature, count none of the caller's own company's grants. A system administrator sees all.
 *
 * @example visibleWhere(auth, PropertyFeature.Leases, companyId, leasePropertySql)
 */
export function visibleSet(auth: AuthContext, feature: number, companyId: number): VisibleSet {
  if (auth.user.isSystemAdmin) return 'all';
  const level = levelOf(feature);
  if (level === 'system') return hasAccess(accessOf(auth, feature), Access.View) ? 'all' : [];
  if (companyId !== auth.user.managementCompanyId) return [];
  const viewing = auth.grants.filter(
    (g) => g.securityFeatureID === feature && hasAccess(g.access, Access.View),
  );
  if (viewing.some((g) => g.scopeID === null)) return 'all';
  return level === 'property' || level === 'unit' ? [...new Set(viewing.map((g) => g.scopeID!))] : [];
}

/**
 * The visible set as a condition on `column` (the property id for a property feature, the unit id for a unit
 * feature): nothing to add for `all`, false for nothing.
 */
export function visibleWhere(
  auth: AuthContext,
  feature: number,
  companyId: number,
  column: SQL | PgColumn,
): SQL | undefined {
  const visible = visibleSet(auth, feature, companyId);
  if (visible === 'all') return undefined;
  return visible.length ? inArray(sql`${column}`, [...visible]) : sql`false`;
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
