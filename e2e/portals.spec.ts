// The portals in Chromium, at 400 px and by keyboard: the office invites a lease's tenant from the lease page;
// the tenant opens the e-mailed link, chooses a user name and password, signs in and lands in the tenant portal
// (never the management shell), files a maintenance request for a sticking hangar door with a photo; the office
// sees the work order with its photo and assigns it to the door company; the vendor user accepts it, schedules
// it and marks it done; the tenant follows the status history.
import type { Page } from '@playwright/test';
import {
  apiSignIn,
  E2E_DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  unique,
  type Api,
} from './support';

/** Signs in by keyboard alone on the login page. */
async function keyboardSignIn(page: Page, userName: string, password = E2E_DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('Username').focus();
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A 1×1 PNG: the photo of the sticking door. */
const PHOTO = {
  name: 'door-stuck.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A new contact with an e-mail address, tenant of a new hangar of a new property since last year. */
async function newTenant(admin: Api, company: number, name: string) {
  const email = `${name.toLowerCase()}@tenant.example`;
  const property = await admin<{ id: number }>('POST', '/api/Property', {
    managementCompanyID: company,
    name: `Portal Field ${name}`,
    type: 'airport',
  });
  const contact = await admin<{ id: number }>('POST', '/api/Contact', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Pat',
    lastName: name,
    emails: [{ type: 'personal', address: email, isPrimary: true }],
  });
  const unit = await admin<{ id: number }>('POST', '/api/RentalUnit', {
    propertyID: property.data.id,
    unitNumber: 'P-1',
    type: 't-hangar',
  });
  const start = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const lease = await admin<{ id: number }>('POST', '/api/RentalUnitLease', {
    unitID: unit.data.id,
    type: 'month-to-month',
    startDate: start,
    rentCents: 30_000,
    dueDay: 1,
    parties: [{ contactID: contact.data.id, role: 'tenant' }],
  });
  expect([property.status, contact.status, unit.status, lease.status]).toEqual([200, 200, 200, 200]);
  return { email, leaseId: lease.data.id };
}

/** The key of the newest portal invitation e-mailed to `email` (read from the outbox). */
async function invitationKey(sysadmin: Api, email: string): Promise<string> {
  let key = '';
  await expect
    .poll(async () => {
      const mails = await sysadmin<Array<{ to: string; text: string }>>('GET', '/api/emailoutbox?limit=50');
      const mail = mails.data.find((m) => m.to === email);
      key = /\/portal\/accept\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return key;
    })
    .not.toBe('');
  return key;
}

test.use({ viewport: { width: 400, height: 900 } });

test('an invited tenant files a maintenance request with a photo; the office sees it; the vendor takes it to done; the tenant follows it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const suffix = unique();
  const title = `Hangar door sticks ${suffix}`;
  const admin = await apiSignIn(request, 'alpha.admin');
  const sysadmin = await apiSignIn(request, 'sysadmin');
  const me = await admin<{ managementCompanyID: number }>('GET', '/api/MyAccess');
  const company = me.data.managementCompanyID;
  const tenant = await newTenant(admin, company, `Tenant${suffix}`);

  // The office invites the lease's tenant from the lease page.
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await signIn(office, 'alpha.admin');
  await office.goto(`/lease/${tenant.leaseId}`);
  const access = office.locator('[data-slot="portal-access"]');
  await access.getByRole('button', { name: /^Invite .* to the portal$/ }).click();
  await expect(access.getByText('Invited', { exact: true })).toBeVisible();

  // The tenant opens the e-mailed link and chooses a user name and a password.
  const key = await invitationKey(sysadmin, tenant.email);
  const userName = `tenant.${suffix}`;
  const password = 'Taxiway-Bravo-Hold-Short-7';
  await page.goto(`/portal/accept/${key}`);
  const accept = page.getByRole('form', { name: 'Accept the invitation' });
  await accept.getByRole('textbox', { name: 'User name' }).fill(userName);
  await accept.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await accept.getByRole('textbox', { name: 'Password again' }).fill(password);
  await accept.getByRole('button', { name: 'Accept and create my sign-in' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await keyboardSignIn(page, userName, password);
  await expect(page).toHaveURL(/\/portal\/tenant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant portal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Management' })).toHaveCount(0);
  await expect(page.locator('[data-slot="portal-lease"]').first()).toContainText('P-1');
  await expectNoAxeViolations(page);

  // The management face sends a portal user back to their portal.
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/portal\/tenant$/);

  // The request, by keyboard, with a photo (the file chooser itself is the browser's).
  const form = page.getByRole('form', { name: 'New maintenance request' });
  await form.getByLabel('Photos (optional)').setInputFiles(PHOTO);
  await form.getByLabel('What needs doing').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('The bi-fold door stops four feet up.');
  await page.keyboard.press('Tab'); // the photos
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /is sent to the office with its photo/ }),
  ).toBeVisible();
  const card = page.locator('[data-slot="portal-work-order"]').filter({ hasText: title });
  await expect(card).toContainText('New');
  await expect(
    card.getByRole('img', { name: /^Photo 1 of work order \d+ \(door-stuck\.png\)$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The office sees the work order with its photo, and assigns it to the door company.
  const tenantApi = await apiSignIn(request, userName, password);
  const mine = await tenantApi<Array<{ id: number; title: string; version: number }>>(
    'GET',
    '/api/PortalWorkOrders',
  );
  const order = mine.data.find((o) => o.title === title)!;
  await office.goto(`/workorders/${company}/${order.id}`);
  await expect(
    office.getByRole('heading', { level: 1, name: `Work order #${order.id}: ${title}` }),
  ).toBeVisible();
  await expect(office.getByRole('img', { name: 'door-stuck.png' })).toBeVisible();
  await officeContext.close();
  const vendors = await admin<{ items: Array<{ id: number; fileAs: string }> }>(
    'GET',
    `/api/VendorSearch?managementCompanyID=${company}&pageSize=50`,
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
  await expect(history(3)).toBeVisible(); // new, the tenant's photo, assigned by the office
  await job.getByRole('button', { name: /^Accept/ }).click();
  await expect(history(4)).toBeVisible();
  await job.getByRole('textbox', { name: 'Scheduled date' }).fill('01/02/2030');
  await job.getByRole('button', { name: /^Schedule/ }).click();
  await expect(history(5)).toBeVisible();
  await expect(job).toContainText('scheduled 2030-01-02');
  await job.getByRole('button', { name: /^Start/ }).click();
  await expect(history(6)).toBeVisible();
  await expect(job).toContainText('In progress');
  await job.getByRole('button', { name: /^Mark done/ }).click();
  await expect(history(7)).toBeVisible();
  await expect(job).toContainText('Done');
  await expectNoAxeViolations(vendor);
  await vendorContext.close();

  // The tenant sees the history.
  await page.reload();
  await card.getByText(/Status history/).click();
  await expect(card.getByRole('list', { name: /Status history/ })).toContainText('Done');
  await expect(card.getByRole('list', { name: /Status history/ })).toContainText(
    'Photo added: door-stuck.png',
  );
  await expect(card).toContainText('Done');
});
