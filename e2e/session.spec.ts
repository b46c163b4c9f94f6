// Signing in as a demo user in Chromium: the session survives a reload, an expired one sends the visitor to
// /expiredlogin and back, and logging out ends it (issue 5).
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD, expect, SHORT_SESSION_OUTWAIT_MS, test } from './support';

const SESSION_KEY = 'hangar.session';

async function signIn(page: Page, userName: string) {
  await page.getByPlaceholder('Username').fill(userName);
  await page.getByPlaceholder('Password').fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('a demo user session', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signs in, survives a reload, shows the user in the header, and logs out', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'alpha.admin');
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    // A real authenticated call: the companies alpha.admin may see, and only those.
    await expect(page.getByTestId('company-list')).toContainText('Alpha');
    await expect(page.getByTestId('company-list')).not.toContainText('Bravo');
    // The management face has its own header: the user's menu instead of the airport's signed-in link.
    await expect(page.getByRole('button', { name: /^User menu: / })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    const token = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.token as string,
      SESSION_KEY,
    );
    expect(token).toMatch(/.{20,}/);

    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The login page ends the session as it opens (the menu goes there first, so a dirty form can ask).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Signed in as/ })).toHaveCount(0);
    // The server revoked the token: using it again is refused as invalid.
    const reuse = async () =>
      page.request.get('/api/MgmtCo', { headers: { Authorization: `Bearer ${token}` } });
    await expect.poll(async () => (await reuse()).status()).toBe(401);
    expect(await (await reuse()).json()).toMatchObject({ success: false, tokenError: 'InvalidToken' });
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmanage$/);
  });

  test('a system administrator sees all companies', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'sysadmin');
    await expect(page.getByText('System administrator')).toBeVisible();
    await expect(page.getByTestId('company-list')).toContainText('Alpha');
    await expect(page.getByTestId('company-list')).toContainText('Bravo');
  });
});

test.describe('an expired session', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('redirects to /expiredlogin with the return address, and back after signing in again', async ({
    page,
  }) => {
    // This server's sessions last SHORT_SESSION_SECONDS (e2e/support.ts) (playwright.config.ts).
    const base = process.env.E2E_SHORT_SESSION_URL!;
    await page.goto(`${base}/login?returnUrl=%2Fmanage`);
    await signIn(page, 'alpha.viewer');
    await expect(page).toHaveURL(`${base}/manage`);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    // Its authenticated calls (access, companies, then each company's counts, recent changes and vendor
    // insurance) have all answered: no later answer will slide the stored expiry back.
    await expect(page.getByTestId('company-list')).toContainText('Alpha');
    await expect(page.locator('[data-slot="company-counts"][data-state="loading"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="recent-changes"][data-state="loading"]')).toHaveCount(0);
    const vendorInsurance = page.locator('[data-slot="vendor-insurance-attention"]');
    await expect(vendorInsurance).toHaveCount(1);
    await expect(vendorInsurance).not.toHaveAttribute('data-state', 'loading');

    // The browser still believes in its session (its clock says so); the server's has run out meanwhile.
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...stored, expires: '2099-01-01T00:00:00.000Z' }));
    }, SESSION_KEY);
    await page.waitForTimeout(SHORT_SESSION_OUTWAIT_MS);
    await page.reload();

    await expect(page).toHaveURL(`${base}/expiredlogin?returnUrl=%2Fmanage`);
    await expect(page.getByText('Your session has expired.')).toBeVisible();
    await signIn(page, 'alpha.viewer');
    await expect(page).toHaveURL(`${base}/manage`);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });
});

test.describe('a forgotten password', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // bravo.viewer is used by no other e2e test: its password changes here.
  const USER = 'bravo.viewer';
  const EMAIL = 'bravo.viewer@bravo.example';

  /** The newest reset link mailed to EMAIL after message `afterId`, read from the outbox as sysadmin. */
  async function resetLink(request: APIRequestContext, token: string, afterId: number): Promise<string> {
    let link = '';
    await expect
      .poll(async () => {
        const answer = await request.get('/api/emailoutbox?limit=50', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const messages = ((await answer.json()) as { data: Array<{ id: number; to: string; text: string }> })
          .data;
        const mail = messages.find((m) => m.id > afterId && m.to === EMAIL);
        link = /https?:\/\/\S+\/resetpassword\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    return link;
  }

  test('asks for a link from the login page, chooses a new password with it, and signs in with that', async ({
    page,
    request,
  }) => {
    // The outbox is read as the system administrator (the e2e server stores mail instead of sending it).
    await request.get('/api/health');
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const auth = await request.post('/api/authenticate', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      data: { userName: 'sysadmin', password: E2E_DEMO_PASSWORD },
    });
    const token = ((await auth.json()) as { data: { token: string } }).data.token;
    const before = await request.get('/api/emailoutbox?limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const lastId = ((await before.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.getByLabel(/E-mail/).fill(EMAIL);
    await page.getByLabel(/E-mail/).press('Enter');
    const neutral = 'If an account uses that address, we have sent it a link to choose a new password.';
    await expect(page.getByRole('status').filter({ hasText: neutral })).toBeVisible();

    const link = await resetLink(request, token, lastId);
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(USER, { exact: true })).toBeVisible();
    const newPassword = `Tailwind-${Date.now()}-Kilo`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. You can log in now.')).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByPlaceholder('Username').fill(USER);
    await page.getByPlaceholder('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    // The key was single-use: the same link now says so and offers a new one.
    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is invalid, already used or expired' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
