// Work orders in Chromium against the API: Alpha's administrator opens Work orders from the side navigation,
// creates one for a hangar whose cost is billed to its tenant, tries to assign the door company whose insurance
// has expired (refused, the override dialog cancelled), assigns the insured one, moves it to in progress and
// done, and finds the charge on the lease's ledger. The open work orders show on the management home.
import { apiOf, expect, expectToast, sideNav, signIn, test, unique, type Api } from './support';

/** The first day of the month `back` months before this one, `YYYY-MM-DD`. */
function monthStart(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/** A property of its own with unit W-1 let month to month to one of Alpha's contacts. */
async function leasedHangar(api: Api, alpha: number, name: string) {
  const property = await api<{ id: number }>('POST', '/api/Property', {
    managementCompanyID: alpha,
    name,
    type: 'airport',
  });
  const unit = await api<{ id: number }>('POST', '/api/RentalUnit', {
    propertyID: property.data.id,
    unitNumber: 'W-1',
    type: 't-hangar',
  });
  const contacts = await api<{ items: Array<{ id: number }> }>(
    'GET',
    `/api/ContactSearch?managementCompanyID=${alpha}&kind=individual&pageSize=1`,
  );
  const lease = await api<{ id: number }>('POST', '/api/RentalUnitLease', {
    unitID: unit.data.id,
    type: 'month-to-month',
    startDate: monthStart(1),
    rentCents: 30_000,
    parties: [{ contactID: contacts.data.items[0]!.id, role: 'tenant' }],
  });
  expect([property.status, unit.status, lease.status]).toEqual([200, 200, 200]);
  return { propertyId: property.data.id, unitId: unit.data.id, leaseId: lease.data.id };
}

test.describe('work orders', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a work order is created, refused an uninsured vendor, assigned, done, and its cost is on the lease ledger', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const api = apiOf(page);
    const companies = await api<{ items: Array<{ id: number; name: string }> }>('GET', '/api/MgmtCoSearch');
    const alpha = companies.data.items.find((c) => c.name.startsWith('Alpha'))!.id;
    const name = `Work Field ${unique()}`;
    const { leaseId } = await leasedHangar(api, alpha, name);

    await page.goto('/manage');
    await sideNav(page).getByRole('link', { name: 'Work orders' }).click();
    await expect(page).toHaveURL(new RegExp(`/workorders/${alpha}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
    await page.getByRole('link', { name: 'New work order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New work order' })).toBeVisible();

    const form = page.locator('form[data-slot="work-order-form"]');
    await form.getByRole('combobox', { name: 'Property' }).click();
    await page.getByRole('option', { name }).click();
    await form.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Unit W-1' }).click();
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Hangar door' }).click();
    await form.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await form.getByRole('textbox', { name: /^Title/ }).fill('Hangar door sticks half-way');
    await form.getByRole('textbox', { name: 'Labour' }).fill('125.00');
    await form.getByRole('textbox', { name: 'Materials' }).fill('40.75');
    await form.getByRole('switch', { name: 'Bill to the tenant' }).click();
    await form.getByRole('combobox', { name: 'Lease billed' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Work order #\d+: Hangar door sticks half-way$/ }),
    ).toBeVisible();
    const id = Number(/\/workorders\/\d+\/(\d+)$/.exec(page.url())![1]);

    // The door company whose insurance expired is refused; the override dialog is cancelled.
    const assign = page.locator('[data-slot="work-order-assign"]');
    await assign.getByRole('combobox', { name: 'Vendor' }).click();
    await page.getByRole('option', { name: 'Red River Door Service' }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign without valid insurance?' });
    await expect(dialog).toContainText('Red River Door Service has no valid insurance on');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await api<{ vendorID: number | null }>('GET', `/api/WorkOrder/${id}`)).data.vendorID).toBeNull();

    // The insured one is assigned.
    await assign.getByRole('combobox', { name: 'Vendor' }).click();
    await page.getByRole('option', { name: 'Lone Star Hangar Doors' }).click();
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, 'Assigned to Lone Star Hangar Doors.');
    await expect(page.locator('[data-slot="work-order-vendor"]')).toHaveText('Lone Star Hangar Doors');

    // In progress, then done.
    const status = page.locator('[data-slot="work-order-status-change"]');
    for (const [next, note] of [
      ['In progress', 'On site with new rollers'],
      ['Done', 'Rollers replaced'],
    ] as const) {
      await status.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: next }).click();
      await status.getByRole('textbox', { name: 'Note for the history' }).fill(note);
      await status.getByRole('button', { name: 'Update the status' }).click();
      await expectToast(page, `The work order is ${next.toLowerCase()}.`);
    }
    const history = page.locator('[data-slot="work-order-history-item"]');
    await expect(history).toHaveCount(4);
    await expect(history.last()).toContainText('Rollers replaced');

    // The cost is one charge on the lease's ledger.
    await page.goto(`/lease/${leaseId}/ledger`);
    await expect(page.getByText(`Work order #${id}: Hangar door sticks half-way`)).toBeVisible();
    const ledger = await api<{ entries: Array<{ description: string; amountCents: number }> }>(
      'GET',
      `/api/LeaseLedger/${leaseId}`,
    );
    expect(ledger.data.entries.filter((e) => e.description.startsWith(`Work order #${id}:`))).toEqual([
      expect.objectContaining({ amountCents: 16_575 }),
    ]);
  });

  test('the management home lists the open work orders', async ({ page }) => {
    await signIn(page, 'alpha.admin');
    await page.goto('/manage');
    const open = page.getByRole('region', { name: 'Open work orders' }).first();
    await expect(open).toHaveAttribute('data-state', 'loaded');
    await expect(open.getByRole('link', { name: /Taxiway B edge lights out/ })).toBeVisible();
  });
});
