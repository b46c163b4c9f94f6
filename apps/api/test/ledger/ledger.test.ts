// A lease's ledger through the API and the posting jobs: payments allocated oldest first and shown, voids that
// re-open what they paid, credits used by the next posting, deposit return, postings and late fees once each,
// the ledger's first day, a prorated first period, and a lease with entries that is not deleted.
import { rentSchedule } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessLateFees, postLeaseCharges } from '../../src/modules/ledger/ledger-posting';
import { useTestServer } from '../support/server';
import { type Failure, type Ledger, ledgerOf, ledgerPlace, on } from './support';

const server = useTestServer();
const db = () => server.database.db;

const kinds = (l: Ledger) => l.entries.map((e) => `${e.date} ${e.kind} ${e.amountCents}`);

describe('payments, voids and credits', () => {
  it('a partial payment over two months owed pays the older month, shows the allocation; voiding it re-opens both', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Flow Field');
    const lease = await place.lease({ startDate: '2026-01-01' });
    await postLeaseCharges(db(), on('2026-02-10'), [lease]);
    let ledger = await ledgerOf(admin, lease);
    expect(kinds(ledger)).toEqual(['2026-01-01 rent 100000', '2026-02-01 rent 100000']);
    expect(ledger.balanceCents).toBe(200_000);

    const paid = await admin.post<{ data: Ledger }>('/api/LeasePayment', {
      leaseID: lease,
      date: '2026-02-10',
      amountCents: 150_000,
      method: 'check',
      reference: '1042',
      memo: 'January and part of February',
    });
    expect(paid.status).toBe(200);
    ledger = paid.body.data;
    const [jan, feb, payment] = ledger.entries;
    expect(ledger.balanceCents).toBe(50_000);
    expect(payment).toMatchObject({
      kind: 'payment',
      amountCents: -150_000,
      balanceCents: 50_000,
      method: 'check',
    });
    expect(payment!.reference).toBe('1042');
    expect(payment!.createdBy).toBe('alpha.admin');
    expect(payment!.allocations).toEqual([
      { entryID: jan!.id, amountCents: 100_000 },
      { entryID: feb!.id, amountCents: 50_000 },
    ]);
    expect([jan!.openCents, feb!.openCents]).toEqual([0, 50_000]);
    expect(feb!.allocations).toEqual([{ entryID: payment!.id, amountCents: 50_000 }]);

    const voided = await admin.post<{ data: Ledger }>(`/api/LedgerEntryVoid/${payment!.id}`, {
      reason: 'Check returned unpaid',
      returnedPaymentFeeCents: 3_500,
    });
    expect(voided.status).toBe(200);
    ledger = voided.body.data;
    const reversal = ledger.entries.find((e) => e.kind === 'reversal')!;
    expect(reversal).toMatchObject({
      reversesID: payment!.id,
      amountCents: 150_000,
      reason: 'Check returned unpaid',
    });
    expect(ledger.entries.find((e) => e.id === payment!.id)!.reversedByID).toBe(reversal.id);
    expect(ledger.entries.find((e) => e.description === 'Returned payment fee')!.amountCents).toBe(3_500);
    expect(ledger.balanceCents).toBe(203_500);
    expect(ledger.entries.filter((e) => e.kind === 'rent').map((e) => e.openCents)).toEqual([
      100_000, 100_000,
    ]);

    const again = await admin.post<Failure>(`/api/LedgerEntryVoid/${payment!.id}`, { reason: 'Twice' });
    expect([again.status, again.body.error]).toEqual([409, 'This entry is already voided']);
    const ofReversal = await admin.post<Failure>(`/api/LedgerEntryVoid/${reversal.id}`, { reason: 'Undo' });
    expect(ofReversal.status).toBe(409);
    expect(ofReversal.body.error).toMatch(/reversal cannot be voided/);
    expect((await ledgerOf(admin, lease)).entries).toHaveLength(ledger.entries.length);
  });

  it('an overpayment stays as a credit and pays the next rent when it posts', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Credit Field');
    const lease = await place.lease({ startDate: '2026-03-01' });
    await postLeaseCharges(db(), on('2026-03-05'), [lease]);
    const paid = await admin.post<{ data: Ledger }>('/api/LeasePayment', {
      leaseID: lease,
      date: '2026-03-05',
      amountCents: 130_000,
      method: 'ach',
    });
    expect(paid.body.data.balanceCents).toBe(-30_000);
    const payment = paid.body.data.entries.at(-1)!;
    expect(payment.openCents).toBe(30_000);

    await postLeaseCharges(db(), on('2026-04-02'), [lease]);
    const ledger = await ledgerOf(admin, lease);
    const april = ledger.entries.find((e) => e.date === '2026-04-01')!;
    expect(april.allocations).toEqual([{ entryID: payment.id, amountCents: 30_000 }]);
    expect(april.openCents).toBe(70_000);
    expect(ledger.entries.find((e) => e.id === payment.id)!.openCents).toBe(0);
    expect(ledger.balanceCents).toBe(70_000);
  });

  it('a charge and a credit by hand; voiding a paid charge frees its money for the next open one', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Charge Field');
    const lease = await place.lease({ startDate: '2026-05-01' });
    const fee = await admin.post<{ data: Ledger }>('/api/LeaseCharge', {
      leaseID: lease,
      date: '2026-05-01',
      kind: 'charge',
      description: 'Hangar door repair',
      amountCents: 20_000,
    });
    expect(fee.status).toBe(200);
    const credit = await admin.post<{ data: Ledger }>('/api/LeaseCharge', {
      leaseID: lease,
      date: '2026-05-02',
      kind: 'credit',
      description: 'Goodwill',
      amountCents: 20_000,
    });
    expect(credit.body.data.balanceCents).toBe(0);
    expect(credit.body.data.entries.at(-1)).toMatchObject({
      kind: 'credit',
      amountCents: -20_000,
      openCents: 0,
    });
    await postLeaseCharges(db(), on('2026-06-01'), [lease]);
    const charge = credit.body.data.entries[0]!;
    const voided = await admin.post<{ data: Ledger }>(`/api/LedgerEntryVoid/${charge.id}`, {
      reason: 'Charged in error',
    });
    const ledger = voided.body.data;
    // The credit now pays May's rent, the oldest open charge.
    expect(ledger.entries.find((e) => e.date === '2026-05-01' && e.kind === 'rent')!.openCents).toBe(80_000);
    expect(ledger.balanceCents).toBe(180_000);
  });

  it('the deposit: received by a payment, held apart, returned at move-out less itemised deductions', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Deposit Field');
    const lease = await place.lease({
      type: 'fixed',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      depositCents: 50_000,
    });
    await postLeaseCharges(db(), on('2026-01-02'), [lease]);
    await admin.post('/api/LeasePayment', {
      leaseID: lease,
      date: '2026-01-02',
      amountCents: 150_000,
      method: 'check',
    });
    let ledger = await ledgerOf(admin, lease);
    expect(kinds(ledger)).toEqual([
      '2026-01-01 deposit 50000',
      '2026-01-01 rent 100000',
      '2026-01-02 payment -150000',
    ]);
    expect([ledger.balanceCents, ledger.depositHeldCents]).toEqual([0, 50_000]);

    const returned = await admin.post<{ data: Ledger }>('/api/LeaseDepositReturn', {
      leaseID: lease,
      date: '2026-07-01',
      deductions: [
        { description: 'Door track repair', amountCents: 12_000 },
        { description: 'Cleaning', amountCents: 3_000 },
      ],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    ledger = returned.body.data;
    expect([ledger.balanceCents, ledger.depositHeldCents]).toEqual([0, 0]);
    const back = ledger.entries.find((e) => e.kind === 'deposit-return')!;
    expect(back).toMatchObject({ amountCents: -15_000, depositCents: -50_000 });
    expect(back.memo).toMatch(/350\.00 paid back to the tenant/);
    expect(
      ledger.entries.filter((e) => e.description.startsWith('Deposit deduction')).map((e) => e.openCents),
    ).toEqual([0, 0]);
    const twice = await admin.post<Failure>('/api/LeaseDepositReturn', {
      leaseID: lease,
      date: '2026-07-02',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/No deposit is held/);
    // Voiding the return puts the deposit back and re-opens the deductions.
    const undone = await admin.post<{ data: Ledger }>(`/api/LedgerEntryVoid/${back.id}`, {
      reason: 'Entered early',
    });
    expect([undone.body.data.depositHeldCents, undone.body.data.balanceCents]).toEqual([50_000, 15_000]);
  });

  it('a lease with ledger entries is not deleted (409, in words); refuses a draft, dates outside the lease', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Rules Field');
    const lease = await place.lease({ type: 'fixed', startDate: '2026-01-01', endDate: '2026-03-31' });
    await postLeaseCharges(db(), on('2026-01-05'), [lease]);
    const deleted = await admin.delete<Failure>(`/api/RentalUnitLease/${lease}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toMatch(/ledger.*cannot be deleted/);

    const pay = (body: Record<string, unknown>) =>
      admin.post<Failure>('/api/LeasePayment', { leaseID: lease, amountCents: 100, method: 'cash', ...body });
    const early = await pay({ date: '2025-12-31' });
    expect([early.status, early.body.fieldErrors?.date]).toEqual([
      400,
      'The lease starts on 2026-01-01; choose a date on or after it',
    ]);
    expect((await pay({ date: '2027-06-01' })).status).toBe(400);
    expect((await pay({ date: '2026-05-01' })).status).toBe(200);
    const late = await admin.post<Failure>('/api/LeaseCharge', {
      leaseID: lease,
      date: '2026-04-01',
      kind: 'charge',
      description: 'After the end',
      amountCents: 100,
    });
    expect(late.body.fieldErrors?.date).toBe('The lease ends on 2026-03-31; choose a date on or before it');

    const draft = await place.lease({ startDate: '2026-01-01', isDraft: true });
    const onDraft = await admin.post<Failure>('/api/LeasePayment', {
      leaseID: draft,
      date: '2026-01-02',
      amountCents: 100,
      method: 'cash',
    });
    expect(onDraft.status).toBe(400);
    expect(onDraft.body.fieldErrors?.leaseID).toMatch(/draft/);
    await postLeaseCharges(db(), on('2026-03-01'), [draft]);
    expect((await ledgerOf(admin, draft)).entries).toEqual([]);
    // A draft without entries is still deleted.
    expect((await admin.delete(`/api/RentalUnitLease/${draft}`)).status).toBe(200);
  });
});

describe('entries are never edited', () => {
  it('the database refuses to change an entry or an allocation: a correction is a reversal', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Immutable Field');
    const lease = await place.lease({ type: 'fixed', startDate: '2026-01-01', endDate: '2026-03-31' });
    await postLeaseCharges(db(), on('2026-01-05'), [lease]);
    const paid = await admin.post('/api/LeasePayment', {
      leaseID: lease,
      date: '2026-01-06',
      amountCents: 10_000,
      method: 'check',
    });
    expect(paid.status).toBe(200);
    const before = await ledgerOf(admin, lease);
    // The database's own refusal (the query error carries it as its cause).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (err: { message: string; cause?: { message?: string } }) => err.cause?.message ?? err.message,
      );
    expect(
      await refusal(
        db().execute(
          sql`update ledger_entries set amount_cents = amount_cents + 1 where lease_id = ${lease}`,
        ),
      ),
    ).toMatch(/never edited/);
    expect(
      await refusal(
        db().execute(sql`update ledger_allocations set amount_cents = 1 where lease_id = ${lease}`),
      ),
    ).toMatch(/never edited/);
    expect(await ledgerOf(admin, lease)).toEqual(before);
  });
});

describe('the posting jobs', () => {
  it('posting twice posts once; a mid-month start is prorated; recurring charges follow the periods', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Posting Field');
    const lease = await place.lease({
      startDate: '2026-01-15',
      rentCents: 31_000,
      charges: [{ label: 'Electricity', amountCents: 2_000 }],
    });
    const first = await postLeaseCharges(db(), on('2026-03-03'), [lease]);
    const second = await postLeaseCharges(db(), on('2026-03-03'), [lease]);
    expect([first.posted, second.posted]).toEqual([6, 0]);
    const ledger = await ledgerOf(admin, lease);
    const [stub] = rentSchedule({
      startDate: '2026-01-15',
      endDate: null,
      rentCents: 31_000,
      cycle: 'monthly',
      dueDay: 1,
    });
    expect(ledger.entries.filter((e) => e.kind === 'rent').map((e) => [e.date, e.amountCents])).toEqual([
      ['2026-01-15', stub!.amountCents],
      ['2026-02-01', 31_000],
      ['2026-03-01', 31_000],
    ]);
    expect(ledger.entries[0]!.description).toMatch(/part period/);
    expect(ledger.entries.filter((e) => e.kind === 'recurring').map((e) => e.amountCents)).toEqual([
      Math.round((2_000 * 17) / 31),
      2_000,
      2_000,
    ]);
  });

  it('the ledger starts on its first day: an existing tenant is not charged for the years before', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Start Field');
    const lease = await place.lease({ startDate: '2023-06-01', ledgerStartsOn: '2026-02-01' });
    await postLeaseCharges(db(), on('2026-03-20'), [lease]);
    const ledger = await ledgerOf(admin, lease);
    expect(kinds(ledger)).toEqual(['2026-02-01 rent 100000', '2026-03-01 rent 100000']);
    expect(ledger.ledgerStartsOn).toBe('2026-02-01');
  });

  it('a late fee once per rent still open after its grace days: fixed, or a percentage of what is unpaid', async () => {
    const admin = await server.as('alpha.admin');
    const place = await ledgerPlace(admin, 'Ledger Late Field');
    const fixed = await place.lease({
      startDate: '2026-01-01',
      lateFee: { graceDays: 5, fixedCents: 2_500 },
    });
    const percent = await place.lease({ startDate: '2026-01-01', lateFee: { graceDays: 5, percent: 10 } });
    await postLeaseCharges(db(), on('2026-02-03'), [fixed, percent]);
    await admin.post('/api/LeasePayment', {
      leaseID: percent,
      date: '2026-01-03',
      amountCents: 40_000,
      method: 'cash',
    });

    expect(await assessLateFees(db(), on('2026-02-03'), [fixed, percent])).toBe(2);
    expect(await assessLateFees(db(), on('2026-02-03'), [fixed, percent])).toBe(0);
    let fees = (await ledgerOf(admin, fixed)).entries.filter((e) => e.kind === 'late-fee');
    expect(fees.map((e) => [e.date, e.amountCents])).toEqual([['2026-01-07', 2_500]]);
    // 10 % of the 600.00 still unpaid of January.
    const feeOf = (l: Ledger) => l.entries.filter((e) => e.kind === 'late-fee').map((e) => e.amountCents);
    expect(feeOf(await ledgerOf(admin, percent))).toEqual([6_000]);

    // February's grace ends on the 6th: charged from the 7th, once.
    expect(await assessLateFees(db(), on('2026-02-06'), [fixed])).toBe(0);
    expect(await assessLateFees(db(), on('2026-02-07'), [fixed])).toBe(1);
    expect(await assessLateFees(db(), on('2026-02-20'), [fixed])).toBe(0);
    fees = (await ledgerOf(admin, fixed)).entries.filter((e) => e.kind === 'late-fee');
    expect(fees.map((e) => e.date)).toEqual(['2026-01-07', '2026-02-07']);
  });

  it('both jobs are listed with Run now and run through the API', async () => {
    const admin = await server.as('sysadmin');
    const asked = await admin.post(`/api/jobs/post-lease-charges/run`);
    expect(asked.status).toBe(200);
    expect((await admin.post(`/api/jobs/assess-late-fees/run`)).status).toBe(200);
  });
});
