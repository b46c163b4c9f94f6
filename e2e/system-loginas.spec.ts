// "Log in as": the system administrator acts as Alpha's viewer with a reason (a banner on every management page,
// the System area gone, the viewer's read-only pages), returns to their own account, and the audit trail names
// both users; axe passes with the banner shown at 400 and 1280 px.
import type { Page, Request } from '@playwright/test';
import {
  alphaId,
  E2E_DEMO_PASSWORD,
  apiOf,
  apiSignIn,
  expect,
  expectNoAxeViolations,
  SESSION_KEY,
  SHORT_SESSION_OUTWAIT_MS,
  sideNav,
  signIn,
  test,
  unique,
} from './support';

const banner = (page: Page) => page.getByRole('region', { name: 'Acting as another user' });

/** Signed in as the system administrator, starts acting as alpha.viewer from the log-in-as page. */
/** Follows the page's requests from now on: `quiet()` waits until none has been in flight for half a second. */
function trackRequests(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const end = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quiet: () =>
      expect.poll(() => open.size === 0 && Date.now() - lastChange >= 500, { intervals: [100] }).toBe(true),
  };
}

async function actAsViewer(page: Page, reason: string) {
  await signIn(page, 'sysadmin', '/systemadmin/loginas');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in as' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find a user' });
  await search.fill('alpha.viewer');
  await search.press('Enter');
  await page.getByRole('radio', { name: /Viewer, Alpha/ }).check();
  await page.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await page.getByRole('button', { name: 'Log in as this user' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(banner(page)).toBeVisible();
}

test.describe('log in as', () => {
  test('the administrator acts as a viewer with a reason, sees their read-only pages, and returns', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const reason = `Ticket ${unique()}: viewer cannot see the unit list`;

    // The reason is required.
    await signIn(page, 'sysadmin', '/systemadmin/loginas');
    await expect(sideNav(page).getByRole('link', { name: 'Log in as' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Find a user' });
    await search.fill('alpha.viewer');
    await search.press('Enter');
    await page.getByRole('radio', { name: /Viewer, Alpha/ }).check();
    await page.getByRole('button', { name: 'Log in as this user' }).click();
    await expect(page.getByText('Give a reason of at least 3 characters')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await actAsViewer(page, reason);
    await expect(banner(page)).toContainText(`Acting as Viewer, Alpha (${reason})`);
    await expect(banner(page)).toContainText(/ends at \d\d:\d\d/);
    await expect(banner(page).getByRole('button', { name: 'Return to my account' })).toBeVisible();

    // The viewer's rights everywhere: no System area, the system pages refused, the company read-only.
    await expect(sideNav(page).getByRole('link', { name: 'Log in as' })).toHaveCount(0);
    await expect(sideNav(page).getByText('System', { exact: true })).toHaveCount(0);
    const alpha = await alphaId(page);
    await page.goto(`/MgmtCoAdmin/${alpha}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    await expect(banner(page)).toContainText('Acting as Viewer, Alpha');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    // The banner takes its own room: the page header starts below it.
    const bannerBox = (await banner(page).boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    await expectNoAxeViolations(page);

    await page.goto('/systemadmin/loginas');
    await expect(page).toHaveURL(/\/notauthorized$/);
    await page.goto('/systemadmin');
    await expect(page).toHaveURL(/\/notauthorized$/);
    // The way back stays in sight on the refusal page too, which offers no "Login" to a signed-in user.
    await expect(banner(page)).toContainText('Acting as Viewer, Alpha');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    // Back to the administrator's own account, on the page it started from.
    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts`);
    await banner(page).getByRole('button', { name: 'Return to my account' }).click();
    await expect(page).toHaveURL(/\/systemadmin\/loginas$/);
    await expect(banner(page)).toHaveCount(0);
    await expect(
      page.getByText('You stopped acting as Viewer, Alpha and are back in your own account.'),
    ).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Log in as' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in as' })).toBeVisible();

    // The audit trail: start and end with the reason, and the requests made, under both names.
    const sysadmin = await apiSignIn(request, 'sysadmin');
    type Event = { kind: string; actorUserName: string; effectiveUserName: string | null; detail: string };
    const events = (await sysadmin<Event[]>('GET', '/api/auditevents?limit=200')).data;
    const withReason = (kind: string) =>
      events.find((e) => e.kind === kind && (JSON.parse(e.detail) as { reason?: string }).reason === reason);
    expect(withReason('impersonation.start')).toMatchObject({
      actorUserName: 'sysadmin',
      effectiveUserName: 'alpha.viewer',
    });
    expect(withReason('impersonation.end')).toMatchObject({
      actorUserName: 'sysadmin',
      effectiveUserName: 'alpha.viewer',
    });
    expect(
      events.some(
        (e) =>
          e.kind === 'impersonation.request' &&
          e.actorUserName === 'sysadmin' &&
          e.effectiveUserName === 'alpha.viewer',
      ),
    ).toBe(true);
  });

  test('a user name of digits only is that user, never the user whose id it spells', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Alpha's user named after Bravo's administrator's id ("0004" for id 4): made once per database.
    const sysadmin = await apiSignIn(request, 'sysadmin');
    type Found = { items: { id: number; userName: string }[] };
    const search = (q: string) =>
      sysadmin<Found>('GET', `/api/SystemUserSearch?q=${encodeURIComponent(q)}&status=all`);
    const bravoAdmin = (await search('bravo.admin')).data.items.find((u) => u.userName === 'bravo.admin')!;
    const digits = String(bravoAdmin.id).padStart(4, '0');
    if (!(await search(digits)).data.items.some((u) => u.userName === digits)) {
      const companies = await sysadmin<Array<{ id: number; name: string }>>('GET', '/api/MgmtCo');
      const made = await sysadmin('POST', '/api/SystemUser', {
        userName: digits,
        password: E2E_DEMO_PASSWORD,
        email: `digits.${digits}@alpha.example`,
        firstName: 'Digits',
        lastName: 'Only',
        managementCompanyID: companies.data.find((c) => c.name.startsWith('Alpha'))!.id,
      });
      expect(made.success, JSON.stringify(made)).toBe(true);
    }

    await signIn(page, 'sysadmin', '/systemadmin/loginas');
    const box = page.getByRole('searchbox', { name: 'Find a user' });
    await box.fill(digits);
    await box.press('Enter');
    await page.getByRole('radio', { name: /Only, Digits/ }).check();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Ticket 88: a name of digits');
    const started = page.waitForRequest((r) => r.url().endsWith('/api/authenticateAs'));
    await page.getByRole('button', { name: 'Log in as this user' }).click();
    const sent = (await started).postDataJSON() as { userID: number; userName: string };
    expect(sent.userName).toBe(digits);
    expect(sent.userID).not.toBe(bravoAdmin.id);
    await expect(page).toHaveURL(/\/manage$/);
    await expect(banner(page)).toContainText('Acting as Only, Digits');
    await banner(page).getByRole('button', { name: 'Return to my account' }).click();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the banner passes axe and its button is reached by keyboard in a phone-wide window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await actAsViewer(page, 'Checking the narrow view');
    await expect(banner(page)).toContainText('Acting as Viewer, Alpha (Checking the narrow view)');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    // The new page starts at its heading; from the top of the page: the skip link first, then the way back.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.evaluate(() => {
      // Back to the top of the document, as a keyboard user arriving at the page is.
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Return to my account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/systemadmin\/loginas$/);
    await expect(banner(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an impersonation ended by the server goes back to the administrator with a note', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = trackRequests(page);
    await actAsViewer(page, 'Ended by the server');
    // The home page loads its data again once the session has changed: let that finish as the viewer, so
    // that the next call after the end is the one this test makes (else the page finds out by itself and
    // the click below would open Contacts as the administrator, clearing the note).
    await requests.quiet();
    // The server ends it (as its hour or the clean-up job would); the next call of the page finds out.
    const token = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
      SESSION_KEY,
    );
    expect((await apiOf(page)('GET', `/api/logout/${encodeURIComponent(token)}`)).status).toBe(200);
    await sideNav(page).getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/systemadmin\/loginas$/);
    await expect(
      page.getByText('Your time acting as Viewer, Alpha has ended; you are back in your own account.'),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(sideNav(page).getByRole('link', { name: 'Log in as' })).toBeVisible();
  });

  test("when the administrator's own session has run out too, the sign-in says so", async ({ page }) => {
    // This server's sessions last SHORT_SESSION_SECONDS (e2e/support.ts) (playwright.config.ts): the impersonation's and the administrator's.
    const base = process.env.E2E_SHORT_SESSION_URL!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/login?returnUrl=%2Fsystemadmin%2Floginas`);
    await page.getByPlaceholder('Username').fill('sysadmin');
    await page.getByPlaceholder('Password').fill(E2E_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${base}/systemadmin/loginas`);
    const search = page.getByRole('searchbox', { name: 'Find a user' });
    await search.fill('alpha.viewer');
    await search.press('Enter');
    await page.getByRole('radio', { name: /Viewer, Alpha/ }).check();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Short session');
    await page.getByRole('button', { name: 'Log in as this user' }).click();
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(SHORT_SESSION_OUTWAIT_MS);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await expect(page.getByText(/your own session has ended too\. Sign in again\./)).toBeVisible();
  });
});
