// System operations in Chromium against the API: registration is closed on a new database; the system
// administrator opens it through its system value (the register page opens) and closes it again; reads an error in the log, deletes it and
// purges older ones; runs a job now and sees its result; a user holding only the error log's View reaches
// the error log and no other system page.
import type { Page } from '@playwright/test';
import { apiSignIn, E2E_DEMO_PASSWORD, expect, sideNav, signIn, test, unique } from './support';

/** Today in the browser's time zone as the date field takes it (MM/DD/YYYY), and as ISO. */
async function today(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      typed: `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`,
      iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    };
  });
}

test.describe('system operations', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('registration is closed until the system value opens it; closing it again closes the register page', async ({
    page,
    browser,
    request,
  }) => {
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const registration = page.getByRole('form', { name: /New registration available/ });
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    try {
      // A new database: closed.
      await visitorPage.goto('/register');
      await expect(visitorPage.getByText('New registrations are closed.', { exact: false })).toBeVisible();

      await signIn(page, 'sysadmin', '/systemadmin/systemvalues');
      await expect(page.getByRole('heading', { level: 1, name: 'System values' })).toBeVisible();
      const toggle = registration.getByRole('switch');
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await registration.getByRole('button', { name: /Save|Set/ }).click();
      await expect(registration.getByText('Saved: Yes.')).toBeVisible();
      await visitorPage.goto('/register');
      await expect(visitorPage.getByRole('textbox').first()).toBeVisible();
      await expect(visitorPage.getByText('New registrations are closed.', { exact: false })).toHaveCount(0);

      // A value that does not fit its type is refused at its field.
      const retention = page.getByRole('form', { name: /Keep error-log entries/ });
      await retention.getByRole('spinbutton').fill('0');
      await retention.getByRole('button', { name: /Save|Set/ }).click();
      await expect(retention.getByText('At least 1')).toBeVisible();

      await toggle.click();
      await registration.getByRole('button', { name: 'Save' }).click();
      await expect(registration.getByText('Saved: No.')).toBeVisible();
      await visitorPage.goto('/register');
      await expect(visitorPage.getByText('New registrations are closed.', { exact: false })).toBeVisible();
    } finally {
      await visitor.close();
      // Never leave registration open for the other tests.
      const values = await sysadmin<Array<{ id: number; key: string; value: string; version: number }>>(
        'GET',
        '/api/systemvalues',
      );
      const row = values.data.find((v) => v.key === 'NewRegistrationAvailable');
      if (row && row.value !== 'false') {
        await sysadmin('PUT', `/api/systemvalues/${row.id}`, { ...row, value: 'false', id: undefined });
      }
    }
  });

  test('reads an error in the log, deletes it, and purges the older ones', async ({ page, request }) => {
    const message = `E2E widget failure ${unique()}`;
    await request.get('/api/health');
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const anonymous = await request.post('/api/errorlog', {
      data: { message, url: '/properties/1', detail: 'Error: boom\n    at Widget (widget.tsx:1:1)' },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(anonymous.ok()).toBe(true);

    await signIn(page, 'sysadmin', '/systemadmin/errorlog');
    await expect(page.getByRole('heading', { level: 1, name: 'Error log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Browser', exact: true }).click();
    const search = page.getByRole('searchbox', { name: /Search/ });
    await search.fill(message);
    await search.press('Enter');
    const rows = page.locator('[data-slot="error-log"] tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(message);
    await rows.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: message })).toBeVisible();
    await expect(page.getByText('at Widget (widget.tsx:1:1)')).toBeVisible();
    await page.getByRole('button', { name: 'Delete this error' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/systemadmin\/errorlog$/);

    const day = await today(page);
    await page.getByRole('textbox', { name: /Logged before/ }).fill(day.typed);
    await page.getByRole('textbox', { name: /Logged before/ }).press('Enter');
    await page.getByRole('button', { name: 'Delete older errors' }).click();
    await page.getByRole('button', { name: 'Delete them' }).click();
    await expect(
      page.getByText(new RegExp(`^Deleted \\d+ errors? logged before ${day.iso}\\.$`)),
    ).toBeVisible();
  });

  test('runs a job now and shows its result when it finishes', async ({ page }) => {
    test.slow();
    await signIn(page, 'sysadmin', '/systemadmin/actions');
    await expect(page.getByRole('heading', { level: 1, name: 'Background work' })).toBeVisible();
    await expect(
      page.locator('[data-slot="background-work"] table').first().getByText('Alive'),
    ).toBeVisible();
    const job = page.locator('[data-slot="job"][data-job="end-impersonations"]');
    await job.getByRole('button', { name: 'Run now' }).click();
    await expect(page.locator('[data-slot="background-work-announce"]')).toHaveText(
      /^End expired impersonations: done\. \d+ impersonations? ended$/,
      { timeout: 20_000 },
    );
    await expect(job.getByRole('button', { name: 'Run now' })).toBeEnabled();
    await expect(job.locator('[data-slot="job-last-run"]')).toContainText('Done');
    await expect(page.getByRole('heading', { name: 'E-mail outbox' })).toBeVisible();
  });

  test('a user holding only the error log reaches it and no other system page', async ({ page, request }) => {
    test.slow();
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const companies = await sysadmin<Array<{ id: number; name: string }>>('GET', '/api/MgmtCo');
    const bravo = companies.data.find((c) => c.name.startsWith('Bravo'))!;
    const suffix = unique();
    const userName = `errors.e2e.${suffix}`;
    const made = await sysadmin<{ id: number }>('POST', '/api/SystemUser', {
      userName,
      password: E2E_DEMO_PASSWORD,
      email: `${userName}@bravo.example`,
      firstName: 'Erin',
      lastName: `Reader${suffix}`,
      managementCompanyID: bravo.id,
    });
    expect(made.success, JSON.stringify(made)).toBe(true);
    const group = await sysadmin<{ id: number; version: number }>('POST', '/api/SystemSecurityGroup', {
      name: `Error readers ${suffix}`,
      memberIDs: [made.data.id],
    });
    expect(group.success, JSON.stringify(group)).toBe(true);
    const granted = await sysadmin('PUT', `/api/SystemSecurityAccesses/${group.data.id}`, {
      accesses: [{ securityFeatureID: 5, access: 1 }],
      version: group.data.version,
    });
    expect(granted.success, JSON.stringify(granted)).toBe(true);

    await signIn(page, userName, '/systemadmin/errorlog');
    await expect(page.getByRole('heading', { level: 1, name: 'Error log' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete older errors' })).toHaveCount(0);
    const nav = sideNav(page);
    await expect(nav.getByRole('link', { name: 'Error log', exact: true })).toBeVisible();
    for (const name of ['System values', 'Background work', 'Self-test', 'About', 'Users']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    for (const path of [
      '/systemadmin/systemvalues',
      '/systemadmin/actions',
      '/systemadmin/about',
      '/test',
      '/systemadmin/systemusers',
      '/systemadmin/systemsecuritygroups',
      '/systemadmin/loginas',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/notauthorized$/);
    }
  });
});
