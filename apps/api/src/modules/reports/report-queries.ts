// The money reports, computed in SQL over the ledger tables: rent roll, receivables, collections and the home's
// ledger summary. Each answers rows and totals that are the sums of its rows.
import type { Collections, LedgerSummary, Receivables, RentRoll } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import {
  CHARGE_KINDS_SQL,
  INCOME_KINDS_SQL,
  PAYING_KINDS_SQL,
  ledgerAsOf,
  monthBefore,
  monthDays,
  tenantsSql,
  unitScope,
  type LeaseScope,
} from './ledger-state';

const num = (v: unknown) => Number(v ?? 0);

/**
 * A report's query, without PostgreSQL's JIT: the planner's row estimates of these CTEs run to billions, which
 * starts JIT compilation with inlining and optimisation that costs seconds for a query that runs in tenths.
 */
async function reportRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<Record<string, unknown>>(await tx.execute(query));
  });
}

/** Every unit of the scope with the lease in force on `asOf` (vacant units too), its balance and deposit held. */
export async function rentRoll(db: Db, scope: LeaseScope, asOf: string): Promise<RentRoll> {
  const rows = await reportRows(
    db,
    sql`
      with ${ledgerAsOf(scope, asOf)}
      select p.id as property_id, p.name as property_name, u.id as unit_id, u.unit_number,
             l.id as lease_id, l.start_date::text as start_date, l.end_date::text as end_date,
             l.rent_cents, ${tenantsSql} as tenants,
             coalesce(s.balance, 0)::float8 as balance, coalesce(s.deposit_held, 0)::float8 as deposit_held
        from rental_units u
        join properties p on p.id = u.property_id
        left join lateral (
          select l.* from leases l
           where l.unit_id = u.id and not l.is_draft and l.start_date <= ${asOf}::date
             and (l.end_date is null or l.end_date >= ${asOf}::date)
           order by l.start_date desc limit 1) l on true
        left join lease_state s on s.lease_id = l.id
       where ${unitScope(scope)}
       order by lower(p.file_as), p.id, u.sort_key collate "C", u.id`,
  );
  const out: RentRoll['rows'] = rows.map((r) => ({
    propertyID: num(r.property_id),
    propertyName: String(r.property_name),
    unitID: num(r.unit_id),
    unitNumber: String(r.unit_number),
    leaseID: r.lease_id == null ? null : num(r.lease_id),
    tenants: String(r.tenants ?? ''),
    startDate: (r.start_date as string | null) ?? null,
    endDate: (r.end_date as string | null) ?? null,
    rentCents: r.rent_cents == null ? null : num(r.rent_cents),
    depositHeldCents: num(r.deposit_held),
    balanceCents: num(r.balance),
  }));
  const sum = (f: (r: RentRoll['rows'][number]) => number) => out.reduce((s, r) => s + f(r), 0);
  return {
    asOf,
    rows: out,
    totals: {
      units: out.length,
      occupied: out.filter((r) => r.leaseID !== null).length,
      rentCents: sum((r) => r.rentCents ?? 0),
      depositHeldCents: sum((r) => r.depositHeldCents),
      balanceCents: sum((r) => r.balanceCents),
    },
  };
}

const BUCKET_KEYS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

/** `charge_open` (each open charge: lease, due date, open part) and `credit` (per lease) on any day. */
const openAsOf = (scope: LeaseScope, asOf: string) => sql`${ledgerAsOf(scope, asOf)},
  credit as (select lease_id, sum(unapplied) as credit from paying_open where unapplied <> 0 group by lease_id)`;

/**
 * The same when every entry counts (no entry after the day): per lease, what its live charges and payments
 * come to against all its allocations (the undone pairs net to nothing), without a join per allocation; then
 * each charge's open part only for the leases that owe.
 */
const openNow = (scope: LeaseScope) => sql`
  lease_scope as (select l.id from leases l join rental_units u on u.id = l.unit_id where ${unitScope(scope)}),
  rev as (
    select r.reverses_id as id from ledger_entries r
     where r.management_company_id = ${scope.companyId} and r.reverses_id is not null
  ),
  sums as (
    select e.lease_id,
           coalesce(sum(e.amount_cents) filter (where e.kind in ${CHARGE_KINDS_SQL}), 0) as charged,
           coalesce(sum(e.amount_cents) filter (where e.kind in ${PAYING_KINDS_SQL}), 0) as paying
      from ledger_entries e left join rev on rev.id = e.id
     where e.management_company_id = ${scope.companyId} and rev.id is null
       and e.lease_id in (select id from lease_scope)
     group by e.lease_id
  ),
  applied as (
    select lease_id, sum(amount_cents) as amount from ledger_allocations
     where lease_id in (select id from lease_scope) group by lease_id
  ),
  totals as (
    select s.lease_id, s.charged - coalesce(a.amount, 0) as owed, s.paying + coalesce(a.amount, 0) as credit
      from sums s left join applied a on a.lease_id = s.lease_id
  ),
  charge_open as (
    select c.lease_id, c.date,
           c.amount_cents - coalesce((select sum(a.amount_cents) from ledger_allocations a where a.charge_id = c.id), 0)
             as open
      from ledger_entries c
     where c.lease_id in (select lease_id from totals where owed <> 0)
       and c.kind in ${CHARGE_KINDS_SQL}
       and not exists (select 1 from rev where rev.id = c.id)
  ),
  credit as (select lease_id, credit from totals where credit <> 0)`;

/** Each lease that owes or holds a credit on `asOf`: its open charges aged by due date, and its credit. */
export async function receivables(db: Db, scope: LeaseScope, asOf: string): Promise<Receivables> {
  // On or after the company's last entry every entry and allocation counts: the quicker reading applies.
  const [latest] = rowsOf<{ last: string | null }>(
    await db.execute(sql`
      select max(date)::text as last from ledger_entries where management_company_id = ${scope.companyId}`),
  );
  const opens = !latest?.last || latest.last <= asOf ? openNow(scope) : openAsOf(scope, asOf);
  const rows = await reportRows(
    db,
    sql`
      with ${opens},
      aged as (
        select lease_id,
               sum(open) filter (where ${asOf}::date - date <= 0) as current,
               sum(open) filter (where ${asOf}::date - date between 1 and 30) as days1to30,
               sum(open) filter (where ${asOf}::date - date between 31 and 60) as days31to60,
               sum(open) filter (where ${asOf}::date - date between 61 and 90) as days61to90,
               sum(open) filter (where ${asOf}::date - date > 90) as over90
          from charge_open where open <> 0 group by lease_id
      )
      select l.id as lease_id, p.id as property_id, p.name as property_name, u.unit_number,
             ${tenantsSql} as tenants,
             coalesce(a.current, 0)::float8 as current, coalesce(a.days1to30, 0)::float8 as days1to30,
             coalesce(a.days31to60, 0)::float8 as days31to60, coalesce(a.days61to90, 0)::float8 as days61to90,
             coalesce(a.over90, 0)::float8 as over90, coalesce(c.credit, 0)::float8 as credit
        from (select lease_id from aged union select lease_id from credit) k
        join leases l on l.id = k.lease_id
        join rental_units u on u.id = l.unit_id
        join properties p on p.id = u.property_id
        left join aged a on a.lease_id = k.lease_id
        left join credit c on c.lease_id = k.lease_id
       order by lower(p.file_as), p.id, u.sort_key collate "C", l.start_date, l.id`,
  );
  const out: Receivables['rows'] = rows.map((r) => {
    const buckets = Object.fromEntries(BUCKET_KEYS.map((k) => [k, num(r[k])])) as Record<
      (typeof BUCKET_KEYS)[number],
      number
    >;
    return {
      leaseID: num(r.lease_id),
      propertyID: num(r.property_id),
      propertyName: String(r.property_name),
      unitNumber: String(r.unit_number),
      tenants: String(r.tenants ?? ''),
      ...buckets,
      totalCents: BUCKET_KEYS.reduce((s, k) => s + buckets[k], 0),
      creditCents: num(r.credit),
    };
  });
  const total = (k: (typeof BUCKET_KEYS)[number] | 'totalCents' | 'creditCents') =>
    out.reduce((s, r) => s + r[k], 0);
  return {
    asOf,
    rows: out,
    totals: {
      current: total('current'),
      days1to30: total('days1to30'),
      days31to60: total('days31to60'),
      days61to90: total('days61to90'),
      over90: total('over90'),
      totalCents: total('totalCents'),
      creditCents: total('creditCents'),
    },
  };
}

type MonthFigures = {
  month: string;
  propertyId: number;
  chargedCents: number;
  collectedCents: number;
  outstandingCents: number;
};

/**
 * Per month and property from `from` to `to` (months): the charges falling due (deposits apart, reversed ones
 * left out), the payments dated then less those voided and the part of them that went to a deposit, and what
 * of those charges is still unpaid now.
 */
async function monthFigures(db: Db, scope: LeaseScope, from: string, to: string): Promise<MonthFigures[]> {
  const rows = await reportRows(
    db,
    sql`
      with live as (
        select e.id, e.kind, e.amount_cents, u.property_id, to_char(e.date, 'YYYY-MM') as month
          from ledger_entries e
          join leases l on l.id = e.lease_id
          join rental_units u on u.id = l.unit_id
         where e.management_company_id = ${scope.companyId}
           and e.date between ${monthDays(from).first}::date and ${monthDays(to).last}::date
           and ${unitScope(scope)}
           and (e.kind in ${INCOME_KINDS_SQL} or e.kind = 'payment')
           and not exists (select 1 from ledger_entries r where r.reverses_id = e.id)
      ),
      paid as (
        select a.charge_id as id, sum(a.amount_cents) as amount
          from ledger_allocations a join live on live.id = a.charge_id group by a.charge_id
      ),
      to_deposit as (
        select a.payment_id as id, sum(a.amount_cents) as amount
          from ledger_allocations a
          join live on live.id = a.payment_id
          join ledger_entries c on c.id = a.charge_id and c.kind = 'deposit'
         group by a.payment_id
      )
      select live.month, live.property_id,
             coalesce(sum(live.amount_cents) filter (where live.kind <> 'payment'), 0)::float8 as charged,
             coalesce(-sum(live.amount_cents) filter (where live.kind = 'payment'), 0)::float8
               - coalesce(sum(d.amount), 0)::float8 as collected,
             coalesce(sum(live.amount_cents - coalesce(p.amount, 0)) filter (where live.kind <> 'payment'), 0)::float8
               as outstanding
        from live
        left join paid p on p.id = live.id
        left join to_deposit d on d.id = live.id
       group by live.month, live.property_id`,
  );
  return rows.map((r) => ({
    month: String(r.month),
    propertyId: num(r.property_id),
    chargedCents: num(r.charged),
    collectedCents: num(r.collected),
    outstandingCents: num(r.outstanding),
  }));
}

/** A month's charged, collected and outstanding by property (every property of the scope, in name order). */
export async function collections(db: Db, scope: LeaseScope, month: string): Promise<Collections> {
  const props = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select p.id, p.name from properties p
       where p.management_company_id = ${scope.companyId}
         and p.id in (select u.property_id from rental_units u where ${unitScope(scope)})
       order by lower(p.file_as), p.id`),
  );
  const figures = await monthFigures(db, scope, month, month);
  const rows = props.map((p) => {
    const f = figures.find((x) => x.propertyId === num(p.id));
    return {
      propertyID: num(p.id),
      propertyName: String(p.name),
      chargedCents: f?.chargedCents ?? 0,
      collectedCents: f?.collectedCents ?? 0,
      outstandingCents: f?.outstandingCents ?? 0,
    };
  });
  const sum = (k: 'chargedCents' | 'collectedCents' | 'outstandingCents') =>
    rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rows,
    totals: {
      chargedCents: sum('chargedCents'),
      collectedCents: sum('collectedCents'),
      outstandingCents: sum('outstandingCents'),
    },
  };
}

/**
 * The management home's money: this month's figures, and for each of the last twelve months (this one last)
 * the units (the scope's units now), the units leased on the month's last day (today for this month), and
 * charged against collected.
 */
export async function ledgerSummary(db: Db, scope: LeaseScope, today: string): Promise<LedgerSummary> {
  const month = today.slice(0, 7);
  const first = monthBefore(month, 11);
  const months = Array.from({ length: 12 }, (_, i) => monthBefore(month, 11 - i));
  const figures = await monthFigures(db, scope, first, month);
  const [units] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from rental_units u where ${unitScope(scope)}`),
  );
  const leased = rowsOf<{ unit_id: number; start_date: string; end_date: string | null }>(
    await db.execute(sql`
      select l.unit_id, l.start_date::text as start_date, l.end_date::text as end_date
        from leases l join rental_units u on u.id = l.unit_id
       where not l.is_draft and ${unitScope(scope)}
         and l.start_date <= ${today}::date
         and (l.end_date is null or l.end_date >= ${monthDays(first).first}::date)`),
  );
  const history = months.map((m) => {
    const day = m === month ? today : monthDays(m).last;
    const occupied = new Set(
      leased
        .filter((l) => l.start_date <= day && (l.end_date === null || l.end_date >= day))
        .map((l) => num(l.unit_id)),
    ).size;
    const of = figures.filter((f) => f.month === m);
    return {
      month: m,
      units: num(units?.n),
      occupied,
      chargedCents: of.reduce((s, f) => s + f.chargedCents, 0),
      collectedCents: of.reduce((s, f) => s + f.collectedCents, 0),
    };
  });
  const now = figures.filter((f) => f.month === month);
  return {
    month,
    chargedCents: now.reduce((s, f) => s + f.chargedCents, 0),
    collectedCents: now.reduce((s, f) => s + f.collectedCents, 0),
    outstandingCents: now.reduce((s, f) => s + f.outstandingCents, 0),
    history,
  };
}
