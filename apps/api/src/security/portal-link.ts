// A portal user's link as the session reads it: whose portal (a tenant's contact, a vendor) and whether it is live.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** The link of a portal user, carried by their session; null on a management user's session. */
export type PortalLink = {
  linkId: number;
  kind: 'tenant' | 'vendor';
  contactId: number;
  vendorId: number | null;
};

/**
 * Whether a link (`pl`) still grants anything, in SQL, on the company's own calendar day: not revoked by the
 * office; a vendor's while the vendor is active; a tenant's while the contact is a party of a lease that is not a
 * draft and has not ended. A session whose link is not live is ended at its next use; sign-in is refused.
 */
export const PORTAL_LINK_LIVE_SQL = sql.raw(`(
  pl.revoked_at is null and case pl.kind
    when 'vendor' then exists (select 1 from vendors v where v.id = pl.vendor_id and v.status = 'active')
    else exists (
      select 1 from lease_parties lp join leases l on l.id = lp.lease_id
      join management_companies mc on mc.id = l.management_company_id
      where lp.contact_id = pl.contact_id and not l.is_draft
        and (l.end_date is null or l.end_date >= (now() at time zone mc.time_zone)::date))
  end)`);

/** The user's link with its liveness, as JSON (null for a management user). */
export function portalLinkJson(userId: SQL): SQL<(PortalLink & { live: boolean }) | null> {
  return sql<(PortalLink & { live: boolean }) | null>`(
    select json_build_object('linkId', pl.id, 'kind', pl.kind, 'contactId', pl.contact_id,
      'vendorId', pl.vendor_id, 'live', ${PORTAL_LINK_LIVE_SQL})
    from portal_links pl where pl.user_id = ${userId}
  )`;
}

/** A user's portal link with its liveness, or null for a management user (sign-in, the login answer). */
export async function portalLinkOf(db: Db, userId: number): Promise<(PortalLink & { live: boolean }) | null> {
  const [row] = await db
    .select({ link: portalLinkJson(sql`${userId}::integer`) })
    .from(sql`(select 1) as one`);
  return row?.link ?? null;
}
