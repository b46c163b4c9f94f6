// Who may do what, in Chromium against the API: a group's access grid changes its member's effective
// access (and unticking gives it back), a viewer gets every management screen read-only, and another
// company's administrator gets none of Alpha's pages.
import type { Locator, Page } from '@playwright/test';
import {
  alphaId,
  apiOf,
  apiSignIn,
  companyId,
  expect,
  expectToast,
  sideNav,
  signIn,
  test,
  unique,
} from './support';

type AccessColumn = 'View' | 'Add' | 'Edit' | 'Delete';

/** One cell of an access table; its `data-state` is granted, some, uncertain or none. */
const accessCell = (table: Locator, feature: string, column: AccessColumn) =>
  table
    .locator('tr')
    .filter({ has: table.page().getByRole('rowheader', { name: feature, exact: true }) })
    .locator(`td[data-access="${column}"]`);

/** The effective-access panel of a user's page, once it has read the user's access. */
async function userPanel(page: Page): Promise<Locator> {
  const panel = page.locator('[data-slot="effective-access-panel"]');
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  return panel.locator('[data-slot="effective-access-table"]');
}

/**
 * The controls inside `scope` a person could still use: enabled inputs, text areas, selects and buttons
 * (hidden form mirrors and the group page's effective-access chooser, which changes nothing, left out).
 */
function usableControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, textarea, select, button')]
      .filter(
        (el) =>
          !el.disabled &&
          el.type !== 'hidden' &&
          el.getAttribute('aria-hidden') !== 'true' &&
          !el.closest('[data-slot="security-group-form-preview"]'),
      )
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
  );
}

test.describe('access', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('ticking Edit in a group’s grid changes its member’s effective access; unticking gives it back', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    const api = apiOf(page);
    // A member and a group of their own, so no other test's user changes under it: Contacts View only.
    const suffix = unique();
    const member = await api<{ id: number; fileAs: string }>('POST', '/api/InviteUser', {
      userName: `grid.${suffix}`,
      email: `grid.${suffix}@alpha.example`,
      firstName: 'Grid',
      lastName: `Member${suffix}`,
      managementCompanyID: alpha,
      securityGroupIDs: [],
    });
    expect(member.status).toBe(200);
    const groupName = `Grid ${suffix}`;
    const group = await api<{ id: number; version: number }>('POST', '/api/MgmtCoSecurityGroup', {
      name: groupName,
      description: 'e2e: the access grid',
      memberIDs: [member.data.id],
      managementCompanyID: alpha,
    });
    expect(group.status).toBe(200);
    const features = await api<Array<{ id: number; name: string }>>(
      'GET',
      '/api/MgmtCompanySecurityFeatures',
    );
    const contacts = features.data.find((f) => f.name === 'Contacts')!;
    const grants = await api('PUT', `/api/SystemSecurityAccesses/${group.data.id}`, {
      accesses: [{ securityFeatureID: contacts.id, access: 1, scopeID: null }],
      version: group.data.version,
    });
    expect(grants.status).toBe(200);
    const memberName = member.data.fileAs;

    /** The member's page, reached through the side navigation and the users list's search. */
    async function openMember() {
      await sideNav(page).getByRole('link', { name: 'Users' }).click();
      const search = page.getByRole('searchbox', { name: 'Search users' });
      await search.fill(`grid.${suffix}`);
      await search.press('Enter');
      await page.getByRole('link', { name: memberName }).click();
      await expect(page.getByRole('heading', { level: 1, name: memberName })).toBeVisible();
      return userPanel(page);
    }
    /** The group's page, reached through the side navigation and the groups list. */
    async function openGroup() {
      await sideNav(page).getByRole('link', { name: 'Security groups' }).click();
      const search = page.getByRole('searchbox', { name: 'Search groups' });
      await search.fill(groupName);
      await search.press('Enter');
      await page.getByRole('link', { name: groupName }).click();
      await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
      await expect(page.locator('form[data-slot="security-group-form"]')).toHaveAttribute(
        'data-state',
        'editable',
      );
    }
    const grid = page.getByRole('table', { name: 'Access of this group' });
    const preview = page.locator('[data-slot="security-group-form-preview-table"]');
    const editContacts = grid.getByRole('checkbox', { name: 'Contacts: Edit' });

    // Before: the member may look at contacts, not change them.
    let panel = await openMember();
    await expect(accessCell(panel, 'Contacts', 'View')).toHaveAttribute('data-state', 'granted');
    await expect(accessCell(panel, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'none');

    // Tick Edit: the preview beside the grid shows it before the save, the member's page after it.
    await openGroup();
    await expect(page.getByRole('combobox', { name: 'Effective access of' })).toHaveText(memberName);
    await expect(accessCell(preview, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'none');
    await expect(editContacts).not.toBeChecked();
    await editContacts.click();
    await expect(editContacts).toBeChecked();
    await expect(accessCell(preview, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'granted');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `The group ${groupName} is saved.`);
    await expect(page).toHaveURL(new RegExp(`/MgmtCoAdmin/${alpha}/SecurityGroup$`));
    panel = await openMember();
    await expect(accessCell(panel, 'Contacts', 'View')).toHaveAttribute('data-state', 'granted');
    await expect(accessCell(panel, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'granted');
    await expect(accessCell(panel, 'Company profile', 'Edit')).toHaveAttribute('data-state', 'none');
    const access = await api<{ features: Array<{ securityFeatureID: number; access: number }> }>(
      'GET',
      `/api/UserAccess/${member.data.id}`,
    );
    expect(access.data.features.find((f) => f.securityFeatureID === contacts.id)?.access).toBe(1 | 4);

    // Untick: back to View only, in the preview and on the member's page.
    await openGroup();
    await expect(editContacts).toBeChecked();
    await expect(accessCell(preview, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'granted');
    await editContacts.click();
    await expect(accessCell(preview, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'none');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, `The group ${groupName} is saved.`);
    panel = await openMember();
    await expect(accessCell(panel, 'Contacts', 'View')).toHaveAttribute('data-state', 'granted');
    await expect(accessCell(panel, 'Contacts', 'Edit')).toHaveAttribute('data-state', 'none');
  });

  test('a viewer gets every management screen read-only', async ({ page }) => {
    test.slow();
    await signIn(page, 'alpha.viewer');
    const alpha = await alphaId(page);
    const main = page.getByRole('main');

    // Profile: every field disabled, nothing to press.
    await page.goto(`/MgmtCoAdmin/${alpha}`);
    const profile = page.locator('form[data-slot="company-profile-form"]');
    await expect(profile).toHaveAttribute('data-state', 'read-only');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    expect(await usableControls(profile)).toEqual([]);

    // Users and one user: no invitation; the user's fields disabled, only Back.
    await sideNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Administrator, Alpha' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Invite a user' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Administrator, Alpha' }).click();
    const user = page.locator('form[data-slot="user-form-form"]');
    await expect(user).toHaveAttribute('data-state', 'read-only');
    await expect(user.getByLabel(/^First name/)).toBeDisabled();
    // No group is offered without Security groups Edit, and the administrator holds rights the viewer lacks:
    // the page says both.
    await expect(user.getByText(/security groups needs the Security groups feature with Edit/)).toBeVisible();
    await expect(user.getByRole('checkbox', { name: 'Administrators' })).toHaveCount(0);
    await expect(user.locator('[data-slot="user-form-beyond-reach"]')).toContainText(
      'Administrator holds rights you do not have',
    );
    await expect(page.getByRole('button', { name: 'Send password reset link' })).toHaveCount(0);
    expect(await usableControls(user)).toEqual(['Back']);

    // Groups and one group: no new group; name, members and grid disabled, only Back.
    await sideNav(page).getByRole('link', { name: 'Security groups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Security groups' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Administrators' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'New security group' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Administrators' }).click();
    const group = page.locator('form[data-slot="security-group-form"]');
    await expect(group).toHaveAttribute('data-state', 'read-only');
    await expect(group.getByLabel(/^Name/)).toBeDisabled();
    await expect(group.getByRole('checkbox', { name: 'Contacts: Edit' })).toBeDisabled();
    expect(await usableControls(group)).toEqual(['Back']);

    // Contacts and one contact: no new links; the contact's fields disabled, no Delete, only Back.
    await sideNav(page).getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    const table = page.locator('[data-slot="contact-list"] [data-slot="data-table"]');
    await expect(table).toHaveAttribute('data-state', 'ready');
    await expect(main.getByRole('link', { name: 'New individual' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'New company' })).toHaveCount(0);
    await table.locator('tbody tr').first().getByRole('link').click();
    const contact = page.locator('form[data-slot="contact-form"]');
    await expect(contact).toHaveAttribute('data-state', 'read-only');
    await expect(contact.getByRole('textbox').first()).toBeDisabled();
    await expect(contact.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    expect(await usableControls(contact)).toEqual(['Back']);

    // The API agrees: a viewer's write is refused.
    const api = apiOf(page);
    const id = Number(/\/(\d+)$/.exec(page.url())![1]);
    const { data: stored } = await api<Record<string, unknown>>('GET', `/api/Contact/${id}`);
    const fields = ['kind', 'managementCompanyID', 'firstName', 'lastName', 'companyName', 'version'];
    const body = Object.fromEntries(fields.map((f) => [f, stored[f]]));
    const write = await api('PUT', `/api/Contact/${id}`, { ...body, notes: 'a viewer was here' });
    expect(write.status).toBe(403);
    expect(write.success).toBe(false);
  });

  test('another company’s administrator gets none of Alpha’s pages', async ({ page, request }) => {
    test.slow();
    // Alpha's records, read as its administrator through the API.
    const alphaApi = await apiSignIn(request, 'alpha.admin');
    const companies = await alphaApi<Array<{ id: number; name: string }>>('GET', '/api/MgmtCo');
    const alpha = companies.data.find((c) => c.name.startsWith('Alpha'))!.id;
    const contacts = await alphaApi<{ items: Array<{ id: number; kind: string }> }>(
      'GET',
      `/api/ContactSearch?managementCompanyID=${alpha}&pageSize=1`,
    );
    const contact = contacts.data.items[0]!;
    const users = await alphaApi<{ items: Array<{ id: number }> }>(
      'GET',
      `/api/SystemUserSearch?managementCompanyID=${alpha}&pageSize=1`,
    );
    const user = users.data.items[0]!;
    const groups = await alphaApi<{ items: Array<{ id: number }> }>(
      'GET',
      `/api/MgmtCoSecurityGroupSearch?managementCompanyID=${alpha}&pageSize=1`,
    );
    const group = groups.data.items[0]!;

    await signIn(page, 'bravo.admin');
    const bravo = await companyId(page, 'Bravo');
    expect(bravo).not.toBe(alpha);
    const kind = contact.kind === 'company' ? 'Company' : 'Individual';
    for (const path of [
      `/MgmtCoAdmin/${alpha}`,
      `/MgmtCoAdmin/${alpha}/User`,
      `/MgmtCoAdmin/${alpha}/User/Edit/${user.id}`,
      `/MgmtCoAdmin/${alpha}/User/Edit/new`,
      `/MgmtCoAdmin/${alpha}/SecurityGroup`,
      `/MgmtCoAdmin/${alpha}/SecurityGroup/Edit/${group.id}`,
      `/MgmtCoAdmin/${alpha}/Contacts`,
      `/MgmtCoAdmin/${alpha}/Contacts/${kind}/${contact.id}`,
      `/MgmtCoAdmin/${alpha}/Contact/Edit/${contact.id}`,
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/notauthorized$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
      });
    }
    // Their own company's pages still open.
    await page.goto(`/MgmtCoAdmin/${bravo}/Contacts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    // The API refuses the same records, whatever the site shows.
    const api = apiOf(page);
    for (const path of [
      `/api/MgmtCo/${alpha}`,
      `/api/Contact/${contact.id}`,
      `/api/SystemUser/${user.id}`,
      `/api/MgmtCoSecurityGroup/${group.id}`,
      `/api/ContactSearch?managementCompanyID=${alpha}`,
      `/api/UserAccess/${user.id}`,
    ]) {
      const answer = await api('GET', path);
      expect([403, 404], `${path} answers ${answer.status}`).toContain(answer.status);
      expect(answer.success).toBe(false);
    }
  });
});
