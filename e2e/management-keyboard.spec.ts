// A lease made with the keyboard alone, in Chromium against the API: from the management home's "Vacant units"
// to the unit (found by its number), its "New lease", the tenant and the end date, and Save. On each new page
// the focus starts at the page's heading, so no page needs dozens of Tabs to get back into its content.
import type { Locator, Page } from '@playwright/test';
import { apiSignIn, expect, expectToast, signIn, test, unique, type Api } from './support';

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 150): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reached with ${max} Tabs`);
}

/** A vacant box hangar of a property of its own, and a tenant: what the lease is made of. */
async function vacantUnit(admin: Api) {
  const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
  const alpha = companies.data.items[0]!.id;
  const suffix = unique();
  const property = await admin<{ id: number; name: string }>('POST', '/api/Property', {
    managementCompanyID: alpha,
    name: `Keyboard Row ${suffix}`,
    type: 'airport',
  });
  expect(property.status, property.error).toBe(200);
  const unitNumber = `K${suffix.slice(-6).toUpperCase()}`;
  const unit = await admin<{ id: number }>('POST', '/api/RentalUnit', {
    propertyID: property.data.id,
    unitNumber,
    type: 'box-hangar',
  });
  expect(unit.status, unit.error).toBe(200);
  const contacts = await admin<{ items: Array<{ id: number; fileAs: string }> }>(
    'GET',
    `/api/ContactSearch?managementCompanyID=${alpha}&kind=individual&sort=fileAs&pageSize=1`,
  );
  return { alpha, property: property.data, unitNumber, tenant: contacts.data.items[0]! };
}

const heading = (page: Page) => page.locator('main h1').first();

test.describe('the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('makes a lease from the home page, the focus starting at each new page’s heading', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, 'alpha.admin');
    const { unitNumber, tenant, property } = await vacantUnit(admin);
    await signIn(page, 'alpha.admin');
    await expect(page).toHaveURL(/\/manage$/);

    // Home → Vacant units: the new page's heading holds the focus.
    await tabTo(page, page.getByRole('link', { name: 'Vacant units' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Units\?status=vacant$/);
    await expect(heading(page)).toHaveText('Vacant units');
    await expect(heading(page)).toBeFocused();

    // Found by its number, then opened: the focus is back at the top of the new page.
    const search = page.getByRole('searchbox', { name: 'Search units' });
    const presses = await tabTo(page, search);
    expect(presses, 'Tabs from the heading to the search').toBeLessThan(15);
    await page.keyboard.type(unitNumber);
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: unitNumber, exact: true });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manageunitsfor\/\d+\/unit\/\d+$/);
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toContainText(property.name);

    // The unit's "New lease", the end a year on, the tenant, Save.
    await tabTo(
      page,
      page.getByRole('region', { name: 'Lease', exact: true }).getByRole('link', { name: 'New lease' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lease\/new$/);
    const form = page.locator('form[data-slot="lease-form"]');
    const start = await form.getByLabel(/^Start/).inputValue();
    const end = `${start.slice(0, 6)}${Number(start.slice(6, 10)) + 1}`;
    await tabTo(page, form.getByLabel(/^End/));
    await page.keyboard.type(end);
    await tabTo(page, form.getByRole('combobox', { name: 'Add a person' }));
    await page.keyboard.type(tenant.fileAs.slice(0, 5));
    // The first match is highlighted as the results come (the contacts by name: the tenant is the first).
    await expect(page.getByRole('option', { name: tenant.fileAs }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('list', { name: 'People on the lease' })).toContainText(tenant.fileAs);
    await tabTo(page, form.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expectToast(page, `The lease of ${unitNumber} is saved.`);
    await expect(page).toHaveURL(/\/lease\/\d+$/);
  });
});
