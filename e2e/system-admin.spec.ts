// System administration in Chromium against the API: the overview's counts; the system administrator finds a
// user of Bravo, disables them (their session, open in another browser, ends) and enables them again; and
// edits a system group's access grid.
import { apiSignIn, E2E_DEMO_PASSWORD, expect, expectToast, sideNav, signIn, test, unique } from './support';

test.describe('system administration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the overview shows the counts and every screen', async ({ page }) => {
    await signIn(page, 'sysadmin', '/systemadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'System administration' })).toBeVisible();
    const companies = page.locator('[data-slot="system-overview-count"][data-name="companies"] dd');
    await expect(companies).toHaveText(/^\d+$/);
    expect(Number(await companies.textContent())).toBeGreaterThanOrEqual(2);
    const sessions = page.locator('[data-slot="system-overview-count"][data-name="activeSessions"] dd');
    expect(Number(await sessions.textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(/instances? alive of/)).toBeVisible();
    const nav = sideNav(page);
    for (const name of ['Overview', 'Users', 'Security groups', 'Features'])
      await expect(nav.getByRole('link', { name, exact: true }).last()).toBeVisible();
  });

  test('a company user gets no System area and is refused its pages', async ({ page }) => {
    await signIn(page, 'bravo.admin');
    await expect(sideNav(page).getByRole('heading', { name: 'System' })).toHaveCount(0);
    await page.goto('/systemadmin/systemusers');
    await expect(page).toHaveURL(/\/notauthorized$/);
  });

  test('disabling a Bravo user ends their session; enabling lets them back in', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    // A Bravo user of this test's own, so no other test's sign-in is disturbed.
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const companies = await sysadmin<Array<{ id: number; name: string }>>('GET', '/api/MgmtCo');
    const bravo = companies.data.find((c) => c.name.startsWith('Bravo'))!;
    const suffix = unique();
    const userName = `bravo.e2e.${suffix}`;
    const fileAs = `Pilot${suffix}, Bea`;
    const made = await sysadmin('POST', '/api/SystemUser', {
      userName,
      password: E2E_DEMO_PASSWORD,
      email: `${userName}@bravo.example`,
      firstName: 'Bea',
      lastName: `Pilot${suffix}`,
      managementCompanyID: bravo.id,
    });
    expect(made.success, JSON.stringify(made)).toBe(true);

    // They sign in on another browser.
    const theirs = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const their = await theirs.newPage();
    await signIn(their, userName);
    await expect(their).toHaveURL(/\/manage$/);

    await signIn(page, 'sysadmin', '/systemadmin/systemusers');
    await page.getByRole('combobox', { name: 'Company', exact: true }).click();
    await page.getByRole('option', { name: bravo.name }).click();
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(userName);
    await search.press('Enter');
    const row = page.locator('[data-slot="user-list"] tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bravo.name);
    await row.getByRole('link', { name: fileAs }).click();
    await expect(page.getByRole('heading', { level: 1, name: fileAs })).toBeVisible();
    await page.getByRole('radio', { name: 'Disabled' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${fileAs} is saved.`);
    await expect(page).toHaveURL(/\/systemadmin\/systemusers$/);

    // Their session is over: the next page they open sends them to sign in.
    await their.goto('/manage');
    await expect(their).toHaveURL(/\/(login|expiredlogin)/);

    // Enabled again, they sign in. The list is mounting again after the save: search until it has taken the text.
    await expect(async () => {
      await search.fill(userName);
      await search.press('Enter');
      await expect(row).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await expect(row).toContainText('Disabled');
    await row.getByRole('link', { name: fileAs }).click();
    await page.getByRole('radio', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${fileAs} is saved.`);
    await signIn(their, userName);
    await expect(their).toHaveURL(/\/manage$/);
    await theirs.close();
  });

  test('a system group is made and its access grid edited', async ({ page }) => {
    const name = `Night desk ${unique()}`;
    await signIn(page, 'sysadmin', '/systemadmin/systemsecuritygroups');
    await page.getByRole('link', { name: 'New system group' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New system group' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('checkbox', { name: 'Error log: View' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `The group ${name} is saved.`);

    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Error log: View' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Background work: View' }).click();
    await page.getByRole('checkbox', { name: 'Background work: Edit' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `The group ${name} is saved.`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('checkbox', { name: 'Background work: Edit' })).toBeChecked();

    // The features page names the group as granting it.
    await page.goto('/systemadmin/systemsecurityfeatures');
    const feature = page.locator('[data-slot="feature-catalog-feature"]').filter({ hasText: 'system.jobs' });
    await expect(feature.getByRole('link', { name })).toBeVisible();
  });
});
