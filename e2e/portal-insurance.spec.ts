// A renewed insurance certificate in Chromium, at 400 px and by keyboard: the door company's vendor user opens
// the link of the insurance reminder (/portal/vendor#insurance), sends a renewed general liability certificate
// with its dates; the office approves it on the vendor's page; the vendor list shows the insurance valid and
// the vendor sees it approved.
import type { Page } from '@playwright/test';
import { apiSignIn, E2E_DEMO_PASSWORD, expect, expectNoAxeViolations, test } from './support';

test.use({ viewport: { width: 400, height: 900 } });

/** Signs in by keyboard alone on the login page, coming back to `returnUrl`. */
async function keyboardSignIn(page: Page, userName: string, returnUrl: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByPlaceholder('Username').focus();
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A date `days` after the browser's today, as typed into a date field (MM/DD/YYYY) and as stored. */
const dateIn = (page: Page, days: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    const pad = (x: number) => String(x).padStart(2, '0');
    return {
      typed: `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`,
      iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    };
  }, days);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('the vendor sends a renewed certificate; the office approves it; the vendor list shows it valid', async ({
  page,
  browser,
  request,
}) => {
  // Two people, two sign-ins and three axe runs: more than one page's time.
  test.setTimeout(120_000);
  await keyboardSignIn(page, 'alpha.vendor', '/portal/vendor#insurance');
  await expect(page).toHaveURL(/\/portal\/vendor/);
  const insurance = page.locator('section#insurance');
  await expect(insurance.getByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
  await expect(insurance.locator('[data-slot="portal-insurance-expires"]')).not.toHaveText('no certificate');

  // The form by keyboard (the file is chosen through the browser's own dialog, set here).
  const effective = await dateIn(page, -1);
  const expiry = await dateIn(page, 400);
  const form = page.getByRole('form', { name: 'Send a renewed certificate' });
  await expect(form.getByRole('combobox', { name: 'Insurance' })).toHaveValue('general-liability');
  await form.getByRole('textbox', { name: 'Effective date' }).focus();
  await page.keyboard.type(effective.typed);
  await form.getByRole('textbox', { name: 'Expiry date' }).focus();
  await page.keyboard.type(expiry.typed);
  await form.getByRole('textbox', { name: 'Policy number' }).focus();
  await page.keyboard.type('GL-7700123');
  await form.getByLabel('Certificate (PDF or image)').setInputFiles({
    name: 'gl-renewal.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Send for approval' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status').filter({ hasText: /^Sent\./ })).toHaveText(
    /^Sent\. The office approves it/,
  );
  const sent = insurance
    .locator('[data-slot="portal-certificates"] li')
    .filter({ hasText: `${effective.iso} to ${expiry.iso}` });
  await expect(sent).toHaveAttribute('data-status', 'pending');
  await expect(sent).toContainText('Waiting for the office');
  await expectNoAxeViolations(page);

  // The office approves it on the vendor's page, by keyboard.
  const admin = await apiSignIn(request, 'alpha.admin');
  const me = await admin<{ managementCompanyID: number }>('GET', '/api/MyAccess');
  const company = me.data.managementCompanyID;
  const vendors = await admin<{ items: Array<{ id: number; fileAs: string }> }>(
    'GET',
    `/api/VendorSearch?managementCompanyID=${company}&pageSize=50`,
  );
  const door = vendors.data.items.find((v) => v.fileAs === 'Lone Star Hangar Doors')!;
  const office = await (await browser.newContext({ viewport: { width: 400, height: 900 } })).newPage();
  await keyboardSignIn(office, 'alpha.admin', `/vendors/${company}/editc/${door.id}`);
  const panel = office.locator('[data-slot="certificate-approvals"]');
  await expect(panel.getByRole('heading', { name: 'Certificates awaiting approval' })).toBeVisible();
  const waiting = panel.locator('li').filter({ hasText: `${effective.iso} to ${expiry.iso}` });
  await expect(waiting).toContainText('gl-renewal.pdf');
  await waiting.getByRole('button', { name: /^Approve/ }).focus();
  await office.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: /^Approved:/ })).toHaveText(
    `Approved: the general liability certificate now runs to ${expiry.iso}.`,
  );
  await expect(waiting).toHaveCount(0);
  await expectNoAxeViolations(office);

  // The vendor list shows the door company's insurance valid.
  await office.goto(`/vendors/${company}?insurance=valid`);
  const row = office
    .locator('[data-slot="vendor-list"] tbody tr')
    .filter({ hasText: 'Lone Star Hangar Doors' });
  await expect(row.locator('[data-slot="insurance-badge"]')).toHaveText('Valid');
  await office.context().close();

  // The vendor sees it approved, and the certificate on file.
  await page.reload();
  await expect(sent).toHaveAttribute('data-status', 'approved');
  await expect(insurance).toContainText(`General liability: ${effective.iso} to ${expiry.iso}`);
});
