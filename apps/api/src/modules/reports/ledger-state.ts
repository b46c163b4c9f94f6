// The ledger as it stood on a day, in SQL: each charge's open part, each payment's unapplied part, and per lease
// the balance and the deposit held. The reports are made of it (rules in docs/ledger.md).
import { sql, type SQL } from 'drizzle-orm';

/** Which leases a report covers: a company's, cut to the properties the caller may see (and one property). */
export type LeaseScope = {
  companyId: number;
  /** A condition on `u.property_id` (the visible set), or undefined for every property. */
  visible: SQL | undefined;
  propertyId?: number;
};

/** The condition on the unit `u` of a report: the company, the visible properties and the chosen one. */
export const unitScope = (scope: LeaseScope): SQL =>
  sql`u.management_company_id = ${scope.companyId}
    and ${scope.visible ?? sql`true`}
    and ${scope.propertyId === undefined ? sql`true` : sql`u.property_id = ${scope.propertyId}`}`;

export const CHARGE_KINDS_SQL = sql.raw(`('rent','recurring','late-fee','deposit','charge')`);
export const PAYING_KINDS_SQL = sql.raw(`('payment','credit','deposit-return')`);
/** The charges the collection figures count: deposits are held apart, not collected income. */
export const INCOME_KINDS_SQL = sql.raw(`('rent','recurring','late-fee','charge')`);

/**
 * Common table expressions of the ledger as of `asOf` (entries dated on or before it):
 * - `ent`: the entries of the scope's leases, each with `reversed` (its reversal is dated on or before the day)
 *   and `property_id`;
 * - `alloc`: the allocations that stood that day, by their `effective_on` (never before either entry's date;
 *   an undoing row from its void's day, and what the void freed is applied again only from then);
 * - `charge_open`: each charge not reversed with its `open` part;
 * - `paying_open`: each payment, credit or deposit return not reversed with its `unapplied` part (≤ 0);
 * - `lease_state`: per lease the `balance` (sum of every entry) and `deposit_held`.
 */
export function ledgerAsOf(scope: LeaseScope, asOf: string): SQL {
  return sql`
  ent as (
    select e.id, e.lease_id, e.date, e.kind, e.amount_cents, e.deposit_cents, u.property_id,
           (r.id is not null) as reversed
      from ledger_entries e
      join leases l on l.id = e.lease_id
      join rental_units u on u.id = l.unit_id
      left join ledger_entries r on r.reverses_id = e.id and r.date <= ${asOf}::date
     where e.management_company_id = ${scope.companyId} and e.date <= ${asOf}::date and ${unitScope(scope)}
  ),
  alloc as (
    select a.payment_id, a.charge_id, a.amount_cents, c.kind as charge_kind
      from ledger_allocations a
      join ent c on c.id = a.charge_id
     where a.effective_on <= ${asOf}::date
  ),
  alloc_charge as (select charge_id, sum(amount_cents) as paid from alloc group by charge_id),
  alloc_paying as (select payment_id, sum(amount_cents) as applied from alloc group by payment_id),
  charge_open as (
    select e.id, e.lease_id, e.property_id, e.date, e.kind, e.amount_cents,
           e.amount_cents - coalesce(ac.paid, 0) as open
      from ent e left join alloc_charge ac on ac.charge_id = e.id
     where e.kind in ${CHARGE_KINDS_SQL} and not e.reversed
  ),
  paying_open as (
    select e.id, e.lease_id, e.amount_cents + coalesce(ap.applied, 0) as unapplied
      from ent e left join alloc_paying ap on ap.payment_id = e.id
     where e.kind in ${PAYING_KINDS_SQL} and not e.reversed
  ),
  lease_state as (
    select e.lease_id,
           sum(e.amount_cents) as balance,
           sum(e.deposit_cents) + coalesce(max(d.held), 0) as deposit_held
      from ent e
      left join (select c.lease_id, sum(a.amount_cents) as held
                   from alloc a join ent c on c.id = a.charge_id
                  where a.charge_kind = 'deposit' group by c.lease_id) d on d.lease_id = e.lease_id
     group by e.lease_id
  )`;
}

/** A lease's tenants by name, in the lease's order (`l` is the lease). */
export const tenantsSql = sql`coalesce((
  select string_agg(c.file_as, '; ' order by lp.position, c.file_as)
    from lease_parties lp join contacts c on c.id = lp.contact_id
   where lp.lease_id = l.id and lp.role = 'tenant'), '')`;

/** `2026-03` → its first and last day. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `n` months before `month` (`2026-01`, 1 → `2025-12`). */
export function monthBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}
