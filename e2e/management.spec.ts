// The management face in Chromium: its own shell (navigation by access, breadcrumb, user menu), the route
// gate, read-only viewers, saving with a toast, the unsaved-changes question, and the narrow-window menu.
import {
  alphaId,
  E2E_DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  SESSION_KEY,
  sideNav,
  signIn,
  test,
} from './support';

test.describe('the management face', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an administrator sees the home page in its own shell, navigates by area and area only', async ({
    page,
  }) => {
    await signIn(page, 'alpha.admin');
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    // Not the airport header: no airport page buttons, and a skip link to the main content.
    await expect(page.getByRole('link', { name: 'Weather' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // The company card with its counts and recent changes.
    const card = page.getByTestId('company-list').getByRole('listitem').first();
    await expect(card.getByRole('heading', { name: /Alpha/ })).toBeVisible();
    await expect(card.getByText('Users', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const name of ['Profile', 'Users', 'Security groups', 'Contacts']) {
      await expect(sideNav(page).getByRole('link', { name })).toBeVisible();
    }
    await sideNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/MgmtCoAdmin\/\d+\/User$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page).toHaveTitle(/^Users · Alpha/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Management', /Alpha/, 'Users']);
    await expectNoAxeViolations(page);
  });

  test('another company is not authorized; a signed-out visitor signs in and comes back', async ({
    page,
  }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const other = alpha === 1 ? 2 : 1;
    await page.goto(`/MgmtCoAdmin/${other}/Contacts`);
    await expect(page).toHaveURL(/\/notauthorized$/);

    await page.getByRole('link', { name: 'Sign in as someone else' }).click();
    // The login page ends the session once it is open: only then is the visitor signed out.
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, SESSION_KEY);
    await page.goto(`/MgmtCoAdmin/${alpha}/User?x=1`);
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/MgmtCoAdmin/${alpha}/User?x=1`)}`);
    await page.getByPlaceholder('Username').fill('alpha.admin');
    await page.getByPlaceholder('Password').fill(E2E_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/MgmtCoAdmin/${alpha}/User?x=1`);
  });

  test('a viewer gets the screens read-only and cannot open an add page', async ({ page }) => {
    await signIn(page, 'alpha.viewer');
    const alpha = await alphaId(page);
    await page.goto(`/MgmtCoAdmin/${alpha}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await page.goto(`/MgmtCoAdmin/${alpha}/User/Edit/new`);
    await expect(page).toHaveURL(/\/notauthorized$/);
  });

  test('saving a contact toasts and returns to the list; leaving a changed form asks first', async ({
    page,
  }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const last = `E2e${Date.now().toString(36)}`;
    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts/Individual/new`);
    await expect(page.getByRole('heading', { level: 1, name: 'New individual' })).toBeVisible();
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill(last);
    // The page's guard reads the form's state once React has rendered it (slow on a loaded machine).
    const dirty = page.locator('form[data-dirty="true"]');
    await expect(dirty).toHaveCount(1);

    // A dirty form: following a link asks; No stays, with the typed values.
    await sideNav(page).getByRole('link', { name: 'Users' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/Contacts\/Individual\/new$/);
    await expect(page.getByLabel('Last name')).toHaveValue(last);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`${last}, Ann is saved.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/Contacts(\\?.*)?$`));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The list's query lives in the address: a reload keeps the search.
    const search = page.getByRole('searchbox', { name: 'Search contacts' });
    await search.fill(last);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${last}`));
    await page.reload();
    await expect(page.getByRole('link', { name: `${last}, Ann` })).toBeVisible();

    // The kind-neutral address goes to the individual's page.
    await page.getByRole('link', { name: `${last}, Ann` }).click();
    await expect(page).toHaveURL(/\/Contacts\/Individual\/\d+$/);
    const id = /\/Individual\/(\d+)$/.exec(page.url())![1];
    await page.goto(`/MgmtCoAdmin/${alpha}/Contact/Edit/${id}`);
    await expect(page).toHaveURL(new RegExp(`/Contacts/Individual/${id}$`));

    // Reload with unsaved changes: the browser asks (beforeunload).
    await page.getByLabel('First name').fill('Anna');
    await expect(dirty).toHaveCount(1);
    const dialog = page.waitForEvent('dialog');
    // Staying cancels the reload, which then never loads: its promise is left to the end of the test.
    void page.reload().catch(() => undefined);
    const beforeUnload = await dialog;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
  });

  test('a system administrator switches companies on the same page', async ({ page }) => {
    await signIn(page, 'sysadmin');
    const alpha = await alphaId(page);
    await page.goto(`/MgmtCoAdmin/${alpha}/User`);
    const switcher = page.getByRole('combobox', { name: 'Management company' });
    await expect(switcher).toHaveText(/Alpha/);
    await switcher.click();
    await page.getByRole('option', { name: /Bravo/ }).click();
    // Another company's users, on the same page (waits for the move: the old address matches the shape too).
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/(?!${alpha}/)\\d+/User$`));
    await expect(switcher).toHaveText(/Bravo/);
  });
});

test.describe('in a narrow window', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the navigation folds into a menu button', async ({ page }) => {
    await signIn(page, 'alpha.admin');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(sideNav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.getByRole('link', { name: 'Contacts' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/MgmtCoAdmin\/\d+\/Contacts/);
    await expectNoAxeViolations(page);
  });
});
