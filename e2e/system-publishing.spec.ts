// Listing approvals: a company that asks to publish waits on the system administrator's screen until approved;
// approval and revocation are made on the screen (Revoke after a question), audited under the administrator's
// name; a company administrator is refused the screen; axe passes.
import { apiSignIn, expect, expectNoAxeViolations, sideNav, signIn, test, unique } from './support';

type Company = { id: number; name: string; approvedBy: string | null };

test.describe('listing approvals', () => {
  test('the system administrator approves a company waiting to publish, then revokes it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A company of this test's own, without units: the public listings the other tests read stay as they are.
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const name = `E2E Hangar Listings ${unique()}`;
    const made = await sysadmin<{ id: number }>('POST', '/api/MgmtCo', { name, publishesListings: true });
    expect(made.success, JSON.stringify(made)).toBe(true);

    try {
      await signIn(page, 'sysadmin', '/systemadmin');
      await sideNav(page).getByRole('link', { name: 'Listing approvals' }).click();
      await expect(page).toHaveURL(/\/systemadmin\/publishing$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Listing approvals' })).toBeVisible();
      const waiting = page.getByRole('region', { name: /^Waiting for approval/ });
      const approved = page.getByRole('region', { name: /^Approved/ });
      await expect(waiting.getByRole('row', { name: new RegExp(name) })).toBeVisible();
      await expectNoAxeViolations(page);

      await waiting.getByRole('button', { name: `Approve ${name}` }).click();
      const row = approved.getByRole('row', { name: new RegExp(name) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('by sysadmin');
      await expect(waiting.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

      // The server holds it, and the audit trail names the administrator.
      const list = await sysadmin<{ approved: Company[] }>('GET', '/api/PublishingApprovals');
      expect(list.data.approved.find((c) => c.id === made.data.id)?.approvedBy).toBe('sysadmin');
      type Event = { kind: string; actorUserName: string; detail: string };
      const events = (await sysadmin<Event[]>('GET', '/api/auditevents?limit=100')).data;
      const approval = events.find(
        (e) =>
          e.kind === 'company.publishing_approved' &&
          (JSON.parse(e.detail) as { company?: string }).company === name,
      );
      expect(approval?.actorUserName).toBe('sysadmin');

      // Revoking asks first, by keyboard too; it waits again afterwards (it still asks to publish).
      await row.getByRole('button', { name: `Revoke ${name}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Revoke the approval?' });
      await expect(dialog).toContainText(`${name} leaves the public listings at once`);
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await expect(waiting.getByRole('row', { name: new RegExp(name) })).toBeVisible();
      await expect(approved.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await sysadmin('DELETE', `/api/MgmtCo/${made.data.id}`);
    }
  });

  test('a company administrator is refused the screen and its API', async ({ page, request }) => {
    const admin = await apiSignIn(request, 'alpha.admin');
    expect((await admin('GET', '/api/PublishingApprovals')).status).toBe(403);
    await signIn(page, 'alpha.admin', '/systemadmin/publishing');
    await expect(page).toHaveURL(/\/notauthorized$/);
  });
});
