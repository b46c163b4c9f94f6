// THE rule of what a portal user may see, used by every portal route: a vendor user the vendor's own record and
// the work orders assigned to that vendor; a tenant user the leases where their contact is a party (and what
// hangs off them: the ledger, its receipts and statements, the unit's aircraft and requests). Anything else,
// another tenant's lease of the same property included, answers 404: its existence never leaks.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { workOrders } from '../db/schema';
import { forbidden, notFound } from '../http/http-error';
import { requireAuth } from './guards';
import type { AuthContext } from './auth-context';

export const PORTAL_USER_REFUSED =
  'Portal users cannot use the management pages: sign in to your portal instead.';
export const NOT_A_PORTAL_USER = 'Only a portal user (a tenant or a vendor invited by the office) sees this.';

export type TenantScope = { kind: 'tenant'; companyId: number; contactId: number; userId: number };
export type VendorScope = {
  kind: 'vendor';
  companyId: number;
  contactId: number;
  vendorId: number;
  userId: number;
};
export type PortalScope = TenantScope | VendorScope;

/**
 * The caller's portal scope; 401 without a session, 403 for a management user (a portal route is not theirs)
 * and for a portal user of the other kind.
 */
export function portalScope(request: FastifyRequest, kind: 'tenant'): TenantScope;
export function portalScope(request: FastifyRequest, kind: 'vendor'): VendorScope;
export function portalScope(request: FastifyRequest, kind?: undefined): PortalScope;
export function portalScope(request: FastifyRequest, kind?: 'tenant' | 'vendor'): PortalScope {
  return scopeOf(requireAuth(request), kind);
}

function scopeOf(auth: AuthContext, kind?: 'tenant' | 'vendor'): PortalScope {
  const link = auth.portal;
  if (!link || (kind && link.kind !== kind)) throw forbidden(NOT_A_PORTAL_USER);
  const base = { companyId: auth.user.managementCompanyId, contactId: link.contactId, userId: auth.user.id };
  if (link.kind === 'vendor') {
    if (link.vendorId === null) throw forbidden(NOT_A_PORTAL_USER);
    return { kind: 'vendor', ...base, vendorId: link.vendorId };
  }
  return { kind: 'tenant', ...base };
}

/** A tenant's leases as a condition on a lease id column: those (not drafts) where their contact is a party. */
export function tenantLeaseWhere(scope: TenantScope, leaseId: SQL): SQL {
  return sql`${leaseId} in (select lp.lease_id from lease_parties lp join leases l on l.id = lp.lease_id
    where lp.contact_id = ${scope.contactId} and l.management_company_id = ${scope.companyId}
      and not l.is_draft)`;
}

/** Passes for a lease of the tenant's; 404 for any other id (another tenant's, another company's, none). */
export async function tenantLease(request: FastifyRequest, scope: TenantScope, leaseId: number) {
  const [row] = await request.db
    .select({ id: sql<number>`l.id` })
    .from(sql`leases l`)
    .where(sql`${tenantLeaseWhere(scope, sql`l.id`)} and l.id = ${leaseId}`);
  if (!row) throw notFound();
}

/** A vendor's own records as a condition on a vendor id column. */
export const vendorWhere = (scope: VendorScope, vendorId: SQL): SQL => sql`${vendorId} = ${scope.vendorId}`;

/**
 * The work orders a portal user sees, as a condition on the work order's columns: a vendor's, those assigned to
 * the vendor; a tenant's, those they asked for and those of their leases.
 */
export function workOrderWhere(
  scope: PortalScope,
  columns: { id: SQL; vendorId: SQL; leaseId: SQL; requestedByContactId: SQL; companyId: SQL },
): SQL {
  if (scope.kind === 'vendor')
    return sql`${columns.companyId} = ${scope.companyId} and ${columns.vendorId} = ${scope.vendorId}`;
  return sql`${columns.companyId} = ${scope.companyId} and (${columns.requestedByContactId} = ${scope.contactId}
    or ${tenantLeaseWhere(scope, columns.leaseId)})`;
}

/** `workOrderWhere` on the work orders table. */
export const scopeWorkOrders = (scope: PortalScope): SQL =>
  workOrderWhere(scope, {
    id: sql`${workOrders.id}`,
    vendorId: sql`${workOrders.vendorId}`,
    leaseId: sql`${workOrders.leaseId}`,
    requestedByContactId: sql`${workOrders.requestedByContactId}`,
    companyId: sql`${workOrders.managementCompanyId}`,
  });

/** A work order the portal user sees, with where it is (for the audit's visibility); 404 for any other id. */
export async function portalWorkOrder(request: FastifyRequest, scope: PortalScope, id: number) {
  const [row] = await request.db
    .select({
      id: workOrders.id,
      propertyId: workOrders.propertyId,
      unitId: workOrders.unitId,
      status: workOrders.status,
    })
    .from(workOrders)
    .where(sql`${scopeWorkOrders(scope)} and ${workOrders.id} = ${id}`);
  if (!row) throw notFound();
  return row;
}
