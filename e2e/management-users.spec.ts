// Inviting a user in Chromium against the API: the invitation goes out, the user is in the list with
// the groups chosen, and the link in the mail (read from the outbox as the system administrator) lets them
// choose a password and sign in.
import { alphaId, apiSignIn, E2E_DEMO_PASSWORD, expect, expectToast, signIn, test, unique } from './support';

test.describe('users', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an invited user is in the list, and the mailed link lets them choose a password and sign in', async ({
    page,
    request,
  }) => {
    test.slow();
    // The outbox is read as the system administrator (the e2e server stores mail instead of sending it).
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const before = await sysadmin<Array<{ id: number }>>('GET', '/api/emailoutbox?limit=1');
    const lastMailId = before.data[0]?.id ?? 0;

    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const suffix = unique();
    const userName = `ivy.${suffix}`;
    const email = `ivy.${suffix}@alpha.example`;
    const fileAs = `Invite${suffix}, Ivy`;

    await page.goto(`/MgmtCoAdmin/${alpha}/User`);
    await page.getByRole('link', { name: 'Invite a user' }).click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/User/Edit/new$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
    await page.getByLabel(/^First name/).fill('Ivy');
    await page.getByLabel(/^Last name/).fill(`Invite${suffix}`);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^User name/).fill(userName);
    await page.getByRole('checkbox', { name: 'Viewers' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, `The invitation to ${fileAs} is on its way to ${email}.`);
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/User$`));

    // In the list, found by the search box, with the group chosen.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(userName);
    await search.press('Enter');
    const table = page.locator('[data-slot="user-list"] [data-slot="data-table"]');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row.getByRole('link', { name: fileAs })).toBeVisible();
    await expect(row).toContainText(userName);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Never');
    await row.getByRole('link', { name: fileAs }).click();
    await expect(page.getByRole('heading', { level: 1, name: fileAs })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Viewers' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Administrators' })).not.toBeChecked();

    // The invitation, from the outbox: its link chooses the password.
    let link = '';
    await expect
      .poll(async () => {
        const mails = await sysadmin<Array<{ id: number; to: string; subject: string; text: string }>>(
          'GET',
          '/api/emailoutbox?limit=50',
        );
        const mail = mails.data.find((m) => m.id > lastMailId && m.to === email);
        expect(mail?.subject ?? 'You are invited to Hangar').toBe('You are invited to Hangar');
        link = /https?:\/\/\S+\/resetpassword\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.getByRole('button', { name: /^User menu: / }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(userName, { exact: true })).toBeVisible();
    const password = `Invited-${suffix}-${E2E_DEMO_PASSWORD}`;
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel(/^Confirm new password/).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. You can log in now.')).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByPlaceholder('Username').fill(userName);
    await page.getByPlaceholder('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${fileAs}` })).toBeVisible();
  });

  test('an invitation with a user name already taken is refused at its field', async ({ page }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const suffix = unique();
    await page.goto(`/MgmtCoAdmin/${alpha}/User/Edit/new`);
    await page.getByLabel(/^First name/).fill('Twin');
    await page.getByLabel(/^Last name/).fill(`Taken${suffix}`);
    await page.getByLabel(/^E-mail/).fill(`twin.${suffix}@alpha.example`);
    await page.getByLabel(/^User name/).fill('alpha.viewer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(/user name is taken/i).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/User/Edit/new$`));
    // Nobody was added: the list does not have them (the form, still filled in, asks before it is left).
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Users' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/User$`));
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(`Taken${suffix}`);
    await search.press('Enter');
    await expect(page.locator('[data-slot="user-list"] [data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'empty',
    );
  });
});
