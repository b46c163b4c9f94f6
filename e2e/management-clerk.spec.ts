// A limited user in Chromium against the API: a clerk with Contacts View and Edit, Properties, Rental units and
// Rental unit details View, and Rental unit images View and Add. The home shows what the clerk may see (no "not authorised"), a
// contact can be edited but offers no Delete, and a unit's images offer the upload and nothing the clerk may not
// do; the picture the clerk uploads is stored.
import sharp from 'sharp';
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

const VIEW = 1;
const ADD = 2;
const EDIT = 4;
/** The property- and unit-level features (their fixed ids; the company's feature list names only its own). */
const RENTAL_UNITS = 202;
const UNIT_DETAILS = 301;
const UNIT_IMAGES = 302;

/** A clerk of Alpha, alone in a group with exactly the clerk's rights, with the demo password. */
async function clerkOf(admin: Api, sysadmin: Api): Promise<{ userName: string; alpha: number }> {
  const companies = await admin<{ items: Array<{ id: number }> }>('GET', '/api/MgmtCoSearch');
  const alpha = companies.data.items[0]!.id;
  const before = await sysadmin<Array<{ id: number }>>('GET', '/api/emailoutbox?limit=1');
  const lastMailId = before.data[0]?.id ?? 0;
  const suffix = unique();
  const userName = `clerk.${suffix}`;
  const email = `clerk.${suffix}@alpha.example`;
  const clerk = await admin<{ id: number }>('POST', '/api/InviteUser', {
    userName,
    email,
    firstName: 'Casey',
    lastName: `Clerk${suffix}`,
    managementCompanyID: alpha,
    securityGroupIDs: [],
  });
  expect(clerk.status, clerk.error).toBe(200);
  const group = await admin<{ id: number; version: number }>('POST', '/api/MgmtCoSecurityGroup', {
    name: `Clerks ${suffix}`,
    description: 'e2e: a limited user',
    memberIDs: [clerk.data.id],
    managementCompanyID: alpha,
  });
  expect(group.status, group.error).toBe(200);
  const features = await admin<Array<{ id: number; name: string }>>(
    'GET',
    '/api/MgmtCompanySecurityFeatures',
  );
  const feature = (name: string) => features.data.find((f) => f.name === name)!.id;
  const grants = await admin('PUT', `/api/SystemSecurityAccesses/${group.data.id}`, {
    accesses: [
      { securityFeatureID: feature('Contacts'), access: VIEW | EDIT, scopeID: null },
      { securityFeatureID: feature('Properties'), access: VIEW, scopeID: null },
      { securityFeatureID: RENTAL_UNITS, access: VIEW, scopeID: null },
      { securityFeatureID: UNIT_DETAILS, access: VIEW, scopeID: null },
      { securityFeatureID: UNIT_IMAGES, access: VIEW | ADD, scopeID: null },
    ],
    version: group.data.version,
  });
  expect(grants.status, grants.error).toBe(200);
  // The invitation's key chooses the password.
  let key = '';
  await expect
    .poll(async () => {
      const mails = await sysadmin<Array<{ id: number; to: string; text: string }>>(
        'GET',
        '/api/emailoutbox?limit=50',
      );
      const mail = mails.data.find((m) => m.id > lastMailId && m.to === email);
      key = /\/resetpassword\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return key;
    })
    .not.toBe('');
  const chosen = await admin('POST', '/api/changepassword', { key, newPassword: E2E_DEMO_PASSWORD });
  expect(chosen.status, chosen.error).toBe(200);
  return { userName, alpha };
}

test.describe('a clerk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees a home of their own, edits a contact without Delete, and uploads a unit’s picture with Add', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await apiSignIn(request, 'alpha.admin');
    const sysadmin = await apiSignIn(request, 'sysadmin');
    const { userName, alpha } = await clerkOf(admin, sysadmin);
    const units = await admin<{ items: Array<{ id: number; unitNumber: string }> }>(
      'GET',
      `/api/RentalUnitSearch?managementCompanyID=${alpha}&q=B-6`,
    );
    const unit = units.data.items.find((u) => u.unitNumber === 'B-6')!;

    await signIn(page, userName);
    // The home: what the clerk may see, and no refusal.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.locator('[data-slot="company-counts"]')).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByText(/not authori[sz]ed/i)).toHaveCount(0);
    await expect(page.locator('[data-slot="company-counts"] [data-name="contacts"]')).toBeVisible();
    await expect(page.locator('[data-slot="company-counts"] [data-name="users"]')).toHaveCount(0);

    // A contact: editable, but no Delete without the Delete right.
    await page.goto(`/MgmtCoAdmin/${alpha}/Contacts`);
    await page.locator('[data-slot="data-table-link"]').first().click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // A unit's images: the upload is offered (Add); no control the clerk may not use.
    await page.goto(`/rentalunit/${unit.id}/images`);
    const input = page.locator('[data-slot="attachment-file-input"]');
    await expect(input).toBeAttached();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move (earlier|later)/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#6b8fb5' },
    })
      .jpeg()
      .toBuffer();
    await input.setInputFiles([{ name: 'clerk-door.jpg', mimeType: 'image/jpeg', buffer: picture }]);
    await expect
      .poll(async () => {
        const stored = await admin<{ items: Array<{ fileName: string }> }>(
          'GET',
          `/api/Attachments/unit/${unit.id}?kind=image`,
        );
        return stored.data.items.map((i) => i.fileName);
      })
      .toContain('clerk-door.jpg');
  });
});
