// The lease ledger in Chromium against the API: on a lease of its own that owes two months' rent (posted by the
// job), Alpha's administrator records a partial payment, sees what it paid and the balance, downloads its
// receipt (a PDF), voids it with a reason and sees the balance return. Alpha's viewer (Lease ledger View only)
// sees the ledger without a payment button, and the API refuses the viewer a payment.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  test,
  unique,
  type Api,
} from './support';

type Ledger = {
  balanceCents: number;
  entries: Array<{ id: number; kind: string; amountCents: number; reversedByID: number | null }>;
};

/** The first day of the month `back` months before this one, `YYYY-MM-DD`. */
function monthStart(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/**
 * A unit of a property of its own, leased month to month from the 1st of last month at $325.00, with the rent
 * of last month and this month posted by `post-lease-charges`: the lease owes $650.00.
 */
async function leaseOwingTwoMonths(
  admin: Api,
  sysadmin: Api,
  lateFee: { graceDays: number; fixedCents: number } | null = null,
): Promise<number> {
  const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
  const alpha = companies.data.items[0]!.id;
  const property = await admin<{ id: number }>('POST', '/api/Property', {
    managementCompanyID: alpha,
    name: `Ledger ${unique()}`,
    type: 'airport',
  });
  expect(property.status).toBe(200);
  const unit = await admin<{ id: number }>('POST', '/api/RentalUnit', {
    propertyID: property.data.id,
    unitNumber: 'L-1',
    type: 'box-hangar',
  });
  expect(unit.status).toBe(200);
  const contacts = await admin<{ items: Array<{ id: number }> }>(
    'GET',
    `/api/ContactSearch?managementCompanyID=${alpha}&kind=individual&pageSize=1`,
  );
  const lease = await admin<{ id: number }>('POST', '/api/RentalUnitLease', {
    unitID: unit.data.id,
    type: 'month-to-month',
    startDate: monthStart(1),
    rentCents: 32_500,
    lateFee: lateFee && { ...lateFee, percent: null },
    parties: [{ contactID: contacts.data.items[0]!.id, role: 'tenant' }],
  });
  expect(lease.status, lease.error).toBe(200);
  const run = await sysadmin('POST', '/api/jobs/post-lease-charges/run');
  expect(run.status, run.error).toBeLessThan(300);
  await expect
    .poll(async () => (await admin<Ledger>('GET', `/api/LeaseLedger/${lease.data.id}`)).data.balanceCents, {
      timeout: 30_000,
    })
    .toBe(65_000);
  return lease.data.id;
}

const balance = (page: Page) => page.locator('[data-slot="lease-ledger-balance"]');

test.describe('the lease ledger', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a partial payment pays the oldest rent first, has a receipt, and its void returns the balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await apiSignIn(request, 'alpha.admin');
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const leaseId = await leaseOwingTwoMonths(admin, sysadmin);

    await signIn(page, 'alpha.admin');
    await page.goto(`/lease/${leaseId}`);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(page).toHaveURL(new RegExp(`/lease/${leaseId}/ledger$`));
    await expect(balance(page)).toHaveText('Owes $650.00');
    await expect(page.locator('[data-slot="lease-ledger-entry"][data-kind="rent"]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // $400.00 by check: last month's rent in full, $75.00 of this month's.
    const record = page.getByRole('button', { name: 'Record payment' });
    await record.click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount').fill('400');
    await dialog.getByLabel('Reference').fill('5150');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();
    // (Dismissing the toast takes the focus to its button.)
    await expectToast(page, 'Payment of $400.00 recorded.');
    await expect(balance(page)).toHaveText('Owes $250.00');
    const payment = page.locator('[data-slot="lease-ledger-entry"][data-kind="payment"]');
    const paid = payment.getByRole('list', { name: 'Paid' });
    await expect(paid.getByRole('listitem')).toHaveCount(2);
    await expect(paid.getByRole('listitem').first()).toContainText('$325.00');
    await expect(paid.getByRole('listitem').last()).toContainText('$75.00');
    await expect(page.locator('[data-slot="lease-ledger-entry"][data-kind="rent"]').last()).toContainText(
      '$250.00 open',
    );

    // The receipt downloads as a PDF, with the session's credentials.
    const download = page.waitForEvent('download');
    await payment.getByRole('button', { name: /^Receipt of/ }).click();
    const file = await (await download).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Voided with its reason: struck through, the reversal linked, the balance back to two months.
    await payment.getByRole('button', { name: /^Void/ }).click();
    const voiding = page.getByRole('dialog');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await expect(voiding.getByText('Say why the entry is voided')).toBeVisible();
    await voiding.getByLabel('Reason').fill('Check returned unpaid');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await expect(voiding).toBeHidden();
    await expect(balance(page)).toHaveText('Owes $650.00');
    await expect(payment).toHaveAttribute('data-state', 'voided');
    await expect(payment.getByRole('link', { name: /the reversal of/ })).toBeVisible();
    await expect(page.locator('[data-slot="lease-ledger-entry"][data-kind="reversal"]')).toContainText(
      'Check returned unpaid',
    );
    await expect(page.locator('[data-slot="lease-ledger-summary"]')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the late-fee job charges a late rent once, however often it runs', async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await apiSignIn(request, 'alpha.admin');
    const sysadmin = await apiSignIn(request, 'sysadmin');
    // $25.00 after 5 days: last month's rent (due on its 1st) is weeks past its grace, whatever today is.
    const leaseId = await leaseOwingTwoMonths(admin, sysadmin, { graceDays: 5, fixedCents: 2_500 });
    const lateFees = async () =>
      (await admin<Ledger>('GET', `/api/LeaseLedger/${leaseId}`)).data.entries.filter(
        (e) => e.kind === 'late-fee',
      );
    // Each Run now waits for its run to finish (a request while one is pending would only join it).
    const finished = async () =>
      (
        await sysadmin<Array<{ status: string }>>('GET', '/api/jobruns?job=assess-late-fees&limit=200')
      ).data.filter((r) => r.status !== 'running').length;
    const runOnce = async () => {
      const before = await finished();
      const started = await sysadmin('POST', '/api/jobs/assess-late-fees/run');
      expect(started.status, started.error).toBeLessThan(300);
      await expect.poll(finished, { timeout: 30_000 }).toBeGreaterThan(before);
    };
    await runOnce();
    const first = await lateFees();
    // Last month's rent is late for sure; this month's only once its grace has passed: one fee per late rent.
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(2);
    expect(first.every((fee) => fee.amountCents === 2_500)).toBe(true);
    // Run again: nothing more is charged.
    await runOnce();
    expect((await lateFees()).map((fee) => fee.id)).toEqual(first.map((fee) => fee.id));

    await signIn(page, 'alpha.admin');
    await page.goto(`/lease/${leaseId}/ledger`);
    await expect(page.locator('[data-slot="lease-ledger-entry"][data-kind="late-fee"]')).toHaveCount(
      first.length,
    );
    await expect(balance(page)).toHaveText(`Owes $${(650 + 25 * first.length).toFixed(2)}`);
  });

  test('a holder of Lease ledger View only sees the ledger, no payment button, and is refused a payment', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, 'alpha.admin');
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const leaseId = await leaseOwingTwoMonths(admin, sysadmin);

    await signIn(page, 'alpha.viewer');
    await page.goto(`/lease/${leaseId}/ledger`);
    await expect(balance(page)).toHaveText('Owes $650.00');
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Void/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const viewer = await apiSignIn(request, 'alpha.viewer');
    const refused = await viewer('POST', '/api/LeasePayment', {
      leaseID: leaseId,
      date: monthStart(0),
      amountCents: 100,
      method: 'cash',
    });
    expect(refused.status).toBe(403);
  });

  test('the company’s leases show balances and filter those who owe', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, 'alpha.admin');
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const leaseId = await leaseOwingTwoMonths(admin, sysadmin);

    await signIn(page, 'alpha.admin');
    await page
      .getByRole('navigation', { name: 'Management' })
      .getByRole('link', { name: 'Leases', exact: true })
      .click();
    await expect(page).toHaveURL(/\/leases\/\d+$/);
    await page.getByLabel('Search leases').fill('L-1');
    await expect(page).toHaveURL(/q=L-1/);
    await page.getByRole('combobox', { name: 'Balance' }).click();
    await page.getByRole('option', { name: 'Owes money' }).click();
    await expect(page).toHaveURL(/owes=true/);
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="/lease/${leaseId}"]`) });
    await expect(row).toContainText('Owes $650.00');
    await expectNoAxeViolations(page);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/lease/${leaseId}$`));
  });
});
