// Vendors in Chromium against the API: Alpha's administrator adds a company vendor with a certificate that
// expires in ten days (it shows as expiring on its form, the list and the management home), uploads the
// certificate once the vendor is saved and finds the vendor by category; Alpha's viewer sees vendors
// read-only; Bravo's administrator cannot reach Alpha's vendors, in the pages or the API.
import type { Page } from '@playwright/test';
import { alphaId, apiOf, apiSignIn, expect, expectToast, sideNav, signIn, test, unique } from './support';

/** The vendor list's table (its `data-state`: loading, refreshing, ready, empty or error). */
const vendorTable = (page: Page) => page.locator('[data-slot="vendor-list"] [data-slot="data-table"]');
const vendorRows = (page: Page) => vendorTable(page).locator('tbody tr');
const vendorForm = (page: Page) => page.locator('form[data-slot="vendor-form"]');

/** A date `days` after the browser's today, as typed into a date field (MM/DD/YYYY). */
const typedDate = (page: Page, days: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
  }, days);

/** Chooses `option` in the list's `filter` select and waits for the list to answer. */
async function filterBy(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(vendorTable(page)).toHaveAttribute('data-state', /^(ready|empty)$/);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.describe('vendors', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a company vendor with an expiring certificate is added, shows as expiring, and is found by category', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const api = apiOf(page);
    const name = `Door Works ${unique()}`;

    await page.goto('/manage');
    await sideNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${alpha}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await page.getByRole('link', { name: 'New company' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${alpha}/editc/new$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New company vendor' })).toBeVisible();

    await page.getByLabel('Company name').fill(name);
    await page.getByRole('checkbox', { name: 'Hangar doors' }).check();
    await page.getByRole('button', { name: 'Add a certificate' }).click();
    const certificate = page.getByRole('group', { name: /^Certificate 1/ });
    await certificate.getByLabel('Insurer').fill('Hangar Mutual');
    await certificate.getByLabel('Policy number').fill('HM-2026-118');
    await certificate.getByRole('textbox', { name: 'Expiry date' }).fill(await typedDate(page, 10));
    await certificate.getByRole('textbox', { name: 'Expiry date' }).press('Tab');
    await expect(certificate.locator('[data-slot="insurance-badge"]')).toHaveText('Expiring');
    await expect(page.locator('[data-slot="vendor-form-insurance-status"]')).toHaveAttribute(
      'data-state',
      'expiring',
    );
    // The certificate's document waits for the vendor to be saved, and says so.
    await expect(certificate.getByRole('button', { name: 'Upload certificate' })).toBeDisabled();
    await expect(certificate.getByText(/Save the vendor first/)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${name} is saved.`);
    await expect(page).toHaveURL(new RegExp(`/vendors/${alpha}/editc/\\d+$`));
    const id = Number(/editc\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(vendorForm(page)).toHaveAttribute('data-state', 'editable');

    // Saved: the certificate is uploaded, chosen, and saved with the vendor.
    const saved = page.getByRole('group', { name: /^Certificate 1/ });
    await expect(saved.getByRole('button', { name: 'Upload certificate' })).toBeEnabled();
    await saved
      .locator('[data-slot="vendor-form-certificate-document-file"]')
      .setInputFiles({ name: 'door-works-gl.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(saved.getByRole('combobox', { name: 'Certificate document' })).toHaveText(
      'door-works-gl.pdf',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `${name} is saved.`);
    await expect(page).toHaveURL(new RegExp(`/vendors/${alpha}$`));
    const stored = await api<{ insuranceState: string; insurance: Array<{ documentID: number | null }> }>(
      'GET',
      `/api/MgmtCoVendor/${id}`,
    );
    expect(stored.data.insuranceState).toBe('expiring');
    expect(stored.data.insurance[0]!.documentID).toEqual(expect.any(Number));

    // The list: found by its category, with its insurance expiring; and among those needing attention.
    await filterBy(page, 'Category', 'Hangar doors');
    await expect(page).toHaveURL(/[?&]category=hangar-doors(&|$)/);
    const row = vendorRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-slot="insurance-badge"]')).toHaveText('Expiring');
    await filterBy(page, 'Category', 'Fuel');
    await expect(vendorRows(page).filter({ hasText: name })).toHaveCount(0);
    await filterBy(page, 'Category', 'All categories');
    await filterBy(page, 'Insurance', 'Needs attention');
    await expect(page).toHaveURL(/[?&]insurance=attention(&|$)/);
    await expect(vendorRows(page).filter({ hasText: name })).toHaveCount(1);

    // The management home: Alpha's card lists it among the vendors whose insurance needs attention.
    await page.goto('/manage');
    const attention = page
      .getByTestId('company-list')
      .getByRole('region', { name: 'Vendor insurance needing attention' })
      .first();
    await expect(attention).toHaveAttribute('data-state', 'loaded');
    const listed = attention
      .locator('[data-slot="vendor-insurance-attention-item"]')
      .filter({ hasText: name });
    await expect(listed).toHaveCount(1);
    await expect(listed.locator('[data-slot="insurance-badge"]')).toHaveText('Expiring');
    await listed.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/vendors/${alpha}/editc/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Not left behind for the home page of later runs.
    expect((await api('DELETE', `/api/MgmtCoVendor/${id}`)).status).toBe(200);
  });

  test('the viewer sees vendors read-only; Bravo’s administrator cannot reach Alpha’s', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await apiSignIn(request, 'alpha.admin');
    const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
    const alpha = companies.data.items[0]!.id;
    const name = `Viewed ${unique()}`;
    const created = await admin<{ id: number }>('POST', '/api/MgmtCoVendorCompany', {
      kind: 'company',
      managementCompanyID: alpha,
      companyName: name,
      categories: ['electrical'],
    });
    expect(created.status).toBe(200);
    const id = created.data.id;

    // The viewer: the list without "New", the vendor's form without a way to change it.
    await signIn(page, 'alpha.viewer');
    await page.goto(`/vendors/${alpha}`);
    await expect(vendorTable(page)).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('link', { name: 'New company' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New individual' })).toHaveCount(0);
    await page.goto(`/vendors/${alpha}/editc/${id}`);
    await expect(vendorForm(page)).toHaveAttribute('data-state', 'read-only');
    await expect(page.getByLabel('Company name')).toBeDisabled();
    await expect(page.getByLabel('Company name')).toHaveValue(name);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a certificate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    // The same vendor by its id alone, its company read from it.
    await page.goto(`/vendoreditc/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeDisabled();
    // Adding is not the viewer's.
    await page.goto(`/vendors/${alpha}/editc/new`);
    await expect(page).toHaveURL(/\/notauthorized/);

    // Bravo's administrator: not found in the API; the pages refuse or find nothing.
    const bravo = await apiSignIn(request, 'bravo.admin');
    expect((await bravo('GET', `/api/MgmtCoVendor/${id}`)).status).toBe(404);
    const search = await bravo('GET', `/api/VendorSearch?managementCompanyID=${alpha}`);
    expect([403, 404]).toContain(search.status);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'bravo.admin');
    await page.goto(`/vendors/${alpha}`);
    await expect(page).toHaveURL(/\/notauthorized/);
    await page.goto(`/vendors/${alpha}/editc/${id}`);
    await expect(page).toHaveURL(/\/notauthorized/);
    await page.goto(`/vendoreditc/${id}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);

    expect((await admin('DELETE', `/api/MgmtCoVendor/${id}`)).status).toBe(200);
  });
});
