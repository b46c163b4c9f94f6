// The portals in Chromium, at 400 px and by keyboard: a tenant signs in and lands in the tenant portal (never the
// management shell), files a maintenance request for a sticking hangar door; the office assigns it to the door
// company; the vendor user accepts it, schedules it and marks it done; the tenant follows the status history.
import type { Page } from '@playwright/test';
import { apiSignIn, E2E_DEMO_PASSWORD, expect, expectNoAxeViolations, test, unique } from './support';

/** Signs in by keyboard alone on the login page. */
async function keyboardSignIn(page: Page, userName: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Username').focus();
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test.use({ viewport: { width: 400, height: 900 } });

test('a tenant files a maintenance request; the vendor takes it to done; the tenant follows it', async ({
  page,
  browser,
  request,
}) => {
  const title = `Hangar door sticks ${unique()}`;
  await keyboardSignIn(page, 'alpha.tenant');
  await expect(page).toHaveURL(/\/portal\/tenant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant portal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Management' })).toHaveCount(0);
  await expect(page.locator('[data-slot="portal-lease"]').first()).toContainText('H-1');
  await expectNoAxeViolations(page);

  // The management face sends a portal user back to their portal.
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/portal\/tenant$/);

  // The request, by keyboard.
  const form = page.getByRole('form', { name: 'New maintenance request' });
  await form.getByLabel('What needs doing').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('The bi-fold door stops four feet up.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /is sent to the office/ })).toBeVisible();
  const card = page.locator('[data-slot="portal-work-order"]').filter({ hasText: title });
  await expect(card).toContainText('New');

  // The office assigns it to the door company.
  const admin = await apiSignIn(request, 'alpha.admin');
  const tenantApi = await apiSignIn(request, 'alpha.tenant');
  const mine = await tenantApi<Array<{ id: number; title: string; version: number }>>(
    'GET',
    '/api/PortalWorkOrders',
  );
  const order = mine.data.find((o) => o.title === title)!;
  const me = await admin<{ managementCompanyID: number }>('GET', '/api/MyAccess');
  const vendors = await admin<{ items: Array<{ id: number; fileAs: string }> }>(
    'GET',
    `/api/VendorSearch?managementCompanyID=${me.data.managementCompanyID}&pageSize=50`,
  );
  const door = vendors.data.items.find((v) => v.fileAs === 'Lone Star Hangar Doors')!;
  const assigned = await admin('POST', `/api/WorkOrderAssign/${order.id}`, {
    vendorID: door.id,
    version: order.version,
  });
  expect(assigned.status).toBe(200);

  // The vendor user accepts, schedules and finishes it in the vendor portal.
  const vendorContext = await browser.newContext({ viewport: { width: 400, height: 900 } });
  const vendor = await vendorContext.newPage();
  await keyboardSignIn(vendor, 'alpha.vendor');
  await expect(vendor).toHaveURL(/\/portal\/vendor$/);
  const job = vendor.locator('[data-slot="portal-work-order"]').filter({ hasText: title });
  await expect(job).toContainText('Assigned');
  // Each step waits for the history to grow (the list read again): "Scheduled" alone would be found in the
  // "Scheduled date" label before the answer came.
  const history = (n: number) => job.getByText(`Status history (${n})`);
  await expect(history(2)).toBeVisible(); // new, assigned by the office
  await job.getByRole('button', { name: /^Accept/ }).click();
  await expect(history(3)).toBeVisible();
  await job.getByRole('textbox', { name: 'Scheduled date' }).fill('01/02/2030');
  await job.getByRole('button', { name: /^Schedule/ }).click();
  await expect(history(4)).toBeVisible();
  await expect(job).toContainText('scheduled 2030-01-02');
  await job.getByRole('button', { name: /^Start/ }).click();
  await expect(history(5)).toBeVisible();
  await expect(job).toContainText('In progress');
  await job.getByRole('button', { name: /^Mark done/ }).click();
  await expect(history(6)).toBeVisible();
  await expect(job).toContainText('Done');
  await expectNoAxeViolations(vendor);
  await vendorContext.close();

  // The tenant sees the history.
  await page.reload();
  await card.getByText(/Status history/).click();
  await expect(card.getByRole('list', { name: /Status history/ })).toContainText('Done');
  await expect(card).toContainText('Done');
});
