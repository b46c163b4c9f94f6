// Whether the signed-in user sees leases: of one property (its grants or the company-wide ones), or of any.
import {
  Access,
  accessFor,
  hasAccess,
  MgmtCoFeature,
  PropertyFeature,
  type MyAccess,
} from '@hangar/contracts';

/** The user's mask for the leases of `propertyId`; `fallback` (the page's own mask) until the access is read. */
export const leaseAccess = (me: MyAccess | undefined, propertyId: number, fallback = 0): number =>
  me ? accessFor(me, PropertyFeature.Leases, propertyId) : fallback;

/**
 * The user may see some leases: a system administrator, or a grant of View on leases for any property;
 * `fallback` (the page's own mask) until the access is read.
 */
export function seesSomeLeases(me: MyAccess | undefined, fallback = 0): boolean {
  if (!me) return hasAccess(fallback, Access.View);
  if (me.isSystemAdmin) return true;
  return me.grants.some(
    (g) => g.securityFeatureID === PropertyFeature.Leases && hasAccess(g.access, Access.View),
  );
}

/** The user's mask for the ledgers of `propertyId` (Lease ledger: View reads, Add records, Edit voids); 0 until read. */
export const ledgerAccess = (me: MyAccess | undefined, propertyId: number): number =>
  me ? accessFor(me, PropertyFeature.Ledger, propertyId) : 0;

/** The user may add contacts (the lease's "New person"): Contacts Add in the company, or a system administrator. */
export const addsContacts = (me: MyAccess | undefined): boolean =>
  Boolean(me && (me.isSystemAdmin || hasAccess(accessFor(me, MgmtCoFeature.Contacts), Access.Add)));
