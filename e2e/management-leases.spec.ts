// Leases in Chromium against the API: Alpha's administrator leases a listed vacant hangar of Hicks Airfield
// Hangars to one of its contacts beside the unit list; the unit turns occupied and leaves the public listings
// and the airport's side frame; a second, overlapping lease is refused naming the first. The viewer sees a
// lease read-only, and Bravo cannot reach Alpha's leases.
import type { Page } from '@playwright/test';
import {
  alphaId,
  apiOf,
  apiSignIn,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  test,
} from './support';

type Listing = { unitID: number; unitNumber: string; propertyName: string };
type Unit = { id: number; propertyID: number; unitNumber: string; status: string };
type Contact = { id: number; fileAs: string; kind: string };
type Lease = {
  id: number;
  unitID: number;
  unitNumber: string;
  status: string;
  startDate: string;
  endDate: string;
};

const HICKS = 'Hicks Airfield Hangars';

/** `YYYY-MM-DD` as the date field takes it: `MM/DD/YYYY`. */
const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The day `days` after `iso`. */
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A listing card of Hicks Airfield Hangars for `unitNumber` (H-1 is not H-10). */
const listingOf = (scope: Page | ReturnType<Page['frameLocator']>, unitNumber: string) =>
  scope
    .getByRole('article')
    .filter({ hasText: HICKS })
    .filter({ hasText: new RegExp(`${unitNumber.replace('-', '\\-')}(?![0-9])`) });

async function fillDate(page: Page, label: RegExp, iso: string) {
  const field = page.getByLabel(label);
  await field.fill(typed(iso));
  await field.press('Tab');
}

test.describe('leases', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a lease of a listed hangar makes it occupied and unlisted; an overlapping one is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const api = apiOf(page);

    // A vacant hangar of Hicks Airfield Hangars the public listings show now (nobody else's test leases it).
    const listings = (await (await request.get('/api/listings')).json()) as { data: { items: Listing[] } };
    const listed = listings.data.items.filter((l) => l.propertyName === HICKS).at(-1);
    expect(listed, 'a listed Hicks unit').toBeDefined();
    const unit = (await api<Unit>('GET', `/api/RentalUnit/${listed!.unitID}`)).data;
    expect(unit.status).toBe('vacant');
    const contacts = await api<{ items: Contact[] }>(
      'GET',
      `/api/ContactSearch?managementCompanyID=${alpha}&kind=individual&sort=fileAs&pageSize=5`,
    );
    const tenant = contacts.data.items[0]!;

    // From the unit beside the list: its lease summary's "New lease".
    await page.goto(`/manageunitsfor/${unit.propertyID}/unit/${unit.id}`);
    const summary = page.getByRole('region', { name: 'Lease', exact: true });
    await summary.getByRole('link', { name: 'New lease' }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/manageunitsfor/${unit.propertyID}/rental/${unit.id}/lease/new$`),
    );
    const form = page.locator('form[data-slot="lease-form"]');
    await expect(form.getByLabel('Unit')).toHaveValue(unit.unitNumber);

    // Today to a year on, to the tenant found by a search; the schedule shows twelve charges.
    const start = await form.getByLabel(/^Start/).inputValue();
    const startIso = `${start.slice(6, 10)}-${start.slice(0, 2)}-${start.slice(3, 5)}`;
    const endIso = plus(startIso, 364);
    await fillDate(page, /^End/, endIso);
    const search = form.getByRole('combobox', { name: 'Add a person' });
    await search.fill(tenant.fileAs.slice(0, 5));
    await page.getByRole('option', { name: tenant.fileAs }).click();
    await expect(form.getByRole('list', { name: 'People on the lease' })).toContainText(tenant.fileAs);
    await expect(page.locator('[data-slot="rent-schedule-preview"] tbody tr')).toHaveCount(12);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `The lease of ${unit.unitNumber} is saved.`);
    await expect(page).toHaveURL(
      new RegExp(`/manageunitsfor/${unit.propertyID}/rental/${unit.id}/lease/\\d+$`),
    );
    const leaseId = Number(/lease\/(\d+)$/.exec(page.url())![1]);

    // The lease's documents and images can now be added.
    await expect(page.getByRole('region', { name: 'Documents', exact: true })).toBeVisible();

    // The unit is occupied now: in the API, in the unit list and in its lease summary.
    await expect
      .poll(async () => (await api<Unit>('GET', `/api/RentalUnit/${unit.id}`)).data.status)
      .toBe('occupied');
    await page.goto(`/manageunitsfor/${unit.propertyID}`);
    await expect(page.getByRole('row', { name: new RegExp(`^${unit.unitNumber}\\b`) })).toContainText(
      'Occupied',
    );
    await page.goto(`/rentalunit/${unit.id}`);
    await expect(page.getByRole('region', { name: 'Lease', exact: true })).toContainText(tenant.fileAs);

    // Gone from the public listings, and from the airport's side frame (which still shows the others).
    await page.goto('/listings');
    await expect(page.getByRole('article').filter({ hasText: HICKS }).first()).toBeVisible();
    await expect(listingOf(page, unit.unitNumber)).toHaveCount(0);
    await page.goto('/');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('article').filter({ hasText: HICKS }).first()).toBeVisible();
    await expect(listingOf(frame, unit.unitNumber)).toHaveCount(0);

    // A second lease over the same days: refused, naming the first, at the top and at the start date.
    await page.goto(`/lease/new?unit=${unit.id}&contact=${tenant.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `New lease of ${unit.unitNumber}` }),
    ).toBeVisible();
    await fillDate(page, /^Start/, plus(startIso, 30));
    await fillDate(page, /^End/, plus(startIso, 200));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = page.locator('[data-slot="lease-form-error-summary"]');
    await expect(refusal).toContainText(`${unit.unitNumber} is already leased`);
    await expect(refusal).toContainText(`(lease ${leaseId})`);
    await expect(page.getByLabel(/^Start/)).toBeFocused();
    await expect(page.getByLabel(/^Start/)).toHaveAccessibleDescription(/is already leased/);
    await expect(page).toHaveURL(/\/lease\/new\?/);
    await expectNoAxeViolations(page);
  });

  test('the viewer sees a lease read-only; Bravo cannot reach it', async ({ page, request }) => {
    test.slow();
    const admin = await apiSignIn(request, 'alpha.admin');
    const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
    const alpha = companies.data.items[0]!.id;
    const leases = await admin<{ items: Lease[] }>(
      'GET',
      `/api/RentalUnitLeaseSearch?managementCompanyID=${alpha}&status=active&pageSize=5`,
    );
    const lease = leases.data.items[0]!;

    await signIn(page, 'alpha.viewer');
    await page.goto(`/lease/${lease.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Lease of ${lease.unitNumber}` })).toBeVisible();
    const form = page.locator('form[data-slot="lease-form"]');
    await expect(form).toHaveAttribute('data-state', 'read-only');
    await expect(form.getByLabel('Notes')).toBeDisabled();
    await expect(form.getByLabel(/^Start/)).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Add a person' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // The unit's summary offers the viewer no new lease.
    await page.goto(`/rentalunit/${lease.unitID}`);
    const summary = page.getByRole('region', { name: 'Lease', exact: true });
    await expect(summary.getByRole('heading', { name: /Current lease|Next lease/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'New lease' })).toHaveCount(0);

    // Bravo: the API answers no lease of Alpha's, and the page shows the refusal, never the lease.
    const bravo = await apiSignIn(request, 'bravo.admin');
    const answer = await bravo('GET', `/api/RentalUnitLease/${lease.id}`);
    expect([403, 404]).toContain(answer.status);
    const draft = await bravo('GET', `/api/RentalUnitLeaseNew/${lease.unitID}/0`);
    expect([403, 404]).toContain(draft.status);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'bravo.admin');
    await page.goto(`/lease/${lease.id}`);
    await expect(page.locator('[data-slot="lease-page-load-error"]')).toBeVisible();
    await expect(page.locator('form[data-slot="lease-form"]')).toHaveCount(0);
  });
});
