// Every management page passes axe (WCAG A/AA and best practice) in a phone-wide and a desktop-wide
// window, once its data has arrived, and runs under the Content-Security-Policy without a refusal.
// Each worker signs in once per user and reads the records' ids once; every test still opens its pages in
// a fresh browser context that starts from that signed-in state.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { alphaId, apiOf, expect, expectNoAxeViolations, keepOffline, signIn, test as base } from './support';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type SignedIn<T> = { state: StorageState; ids: T };
type User = 'alpha.admin' | 'sysadmin';

/** Signs `user` in once in a context of its own, reads what the tests need, and keeps the signed-in state. */
async function signInOnce<T>(
  browser: Browser,
  baseURL: string | undefined,
  user: User,
  read: (page: Page) => Promise<T>,
): Promise<SignedIn<T>> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    await keepOffline(context);
    const page = await context.newPage();
    await signIn(page, user);
    const ids = await read(page);
    return { state: await context.storageState(), ids };
  } finally {
    await context.close();
  }
}

const test = base.extend<
  { signedInAs: User | undefined; signedIn: SignedIn<unknown> },
  { sessions: Map<User, Promise<SignedIn<unknown>>> }
>({
  signedInAs: [undefined, { option: true }],
  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(new Map()),
    { scope: 'worker' },
  ],
  signedIn: async ({ signedInAs, sessions, browser, baseURL }, use) => {
    if (!signedInAs) throw new Error('the test names the user it signs in as (test.use({ signedInAs }))');
    let session = sessions.get(signedInAs);
    if (!session) {
      const read = signedInAs === 'sysadmin' ? systemIds : alphaIds;
      session = signInOnce<unknown>(browser, baseURL, signedInAs, read);
      sessions.set(signedInAs, session);
    }
    await use(await session);
  },
  storageState: async ({ signedIn }, use) => use(signedIn.state),
});

type Ids = {
  alpha: number;
  user: number;
  group: number;
  individual: number;
  company: number;
  vendorCompany: number;
  vendorIndividual: number;
  lease: { id: number; unitID: number; propertyID: number };
};

/** The ids of Alpha and one of each of its records, read through the API as the signed-in user. */
async function alphaIds(page: Page): Promise<Ids> {
  const alpha = await alphaId(page);
  const api = apiOf(page);
  const first = async (path: string) => {
    const answer = await api<{ items: Array<{ id: number }> }>('GET', path);
    expect(answer.data.items.length, path).toBeGreaterThan(0);
    return answer.data.items[0]!.id;
  };
  const company = `managementCompanyID=${alpha}&pageSize=1`;
  return {
    alpha,
    user: await first(`/api/SystemUserSearch?${company}&q=alpha.admin`),
    group: await first(`/api/MgmtCoSecurityGroupSearch?${company}&q=Administrators`),
    individual: await first(`/api/ContactSearch?${company}&kind=individual`),
    company: await first(`/api/ContactSearch?${company}&kind=company`),
    vendorCompany: await vendorOf(api, alpha, 'company'),
    vendorIndividual: await vendorOf(api, alpha, 'individual'),
    lease: await leaseOf(api, alpha),
  };
}

/** One of Alpha's running leases (the demo has several). */
async function leaseOf(api: ReturnType<typeof apiOf>, alpha: number) {
  const found = await api<{ items: Array<{ id: number; unitID: number; propertyID: number }> }>(
    'GET',
    `/api/RentalUnitLeaseSearch?managementCompanyID=${alpha}&status=active&pageSize=1`,
  );
  expect(found.data.items.length, 'a running lease of Alpha').toBeGreaterThan(0);
  const { id, unitID, propertyID } = found.data.items[0]!;
  return { id, unitID, propertyID };
}

/** A lease's form with its schedule, documents and images read. */
async function leaseReady(page: Page) {
  await expect(page.locator('form[data-slot="lease-form"]')).toBeVisible();
  await expect(page.locator('[data-slot="rent-schedule-preview"]')).toBeVisible();
  await expect(page.getByText(/^Loading (documents|images)…$/)).toHaveCount(0);
}

/** A vendor of Alpha of `kind`: the first there is, else one made for the check (with a valid certificate). */
async function vendorOf(api: ReturnType<typeof apiOf>, alpha: number, kind: 'company' | 'individual') {
  const found = await api<{ items: Array<{ id: number }> }>(
    'GET',
    `/api/VendorSearch?managementCompanyID=${alpha}&kind=${kind}&pageSize=1`,
  );
  if (found.data.items[0]) return found.data.items[0].id;
  const expiry = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const made = await api<{ id: number }>('POST', '/api/MgmtCoVendor', {
    kind,
    managementCompanyID: alpha,
    ...(kind === 'company' ? { companyName: 'Axe Check Vendors' } : { firstName: 'Axe', lastName: 'Check' }),
    categories: ['cleaning'],
    insurance: [{ type: 'general-liability', expiryDate: expiry }],
  });
  expect(made.status, `a ${kind} vendor for the check`).toBe(200);
  return made.data.id;
}

/** Each page: its address and what shows once it has loaded. */
const PAGES: Array<{ name: string; path: (ids: Ids) => string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: () => '/manage',
    ready: async (page) => {
      await expect(page.getByTestId('company-list')).toContainText('Alpha');
      // The rent figures and charts of Alpha (its administrator holds Lease ledger View).
      await expect(page.locator('[data-slot="ledger-summary"]').first()).toHaveAttribute(
        'data-state',
        'loaded',
      );
    },
  },
  {
    name: 'company profile',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}`,
    ready: (page) => expect(page.locator('form[data-slot="company-profile-form"]')).toBeVisible(),
  },
  {
    name: 'users',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/User`,
    ready: (page) =>
      expect(page.locator('[data-slot="user-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'user edit',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/User/Edit/${ids.user}`,
    ready: async (page) => {
      await expect(page.locator('form[data-slot="user-form-form"]')).toBeVisible();
      await expect(page.locator('[data-slot="effective-access-table"]')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Administrators' })).toBeVisible();
    },
  },
  {
    name: 'user invite',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/User/Edit/new`,
    ready: (page) => expect(page.getByRole('checkbox', { name: 'Administrators' })).toBeVisible(),
  },
  {
    name: 'security groups',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/SecurityGroup`,
    ready: (page) =>
      expect(page.locator('[data-slot="security-group-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'security group edit',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/SecurityGroup/Edit/${ids.group}`,
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Access of this group' })).toBeVisible();
      await expect(page.locator('[data-slot="security-group-form-preview-table"]')).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Administrator, Alpha' })).toBeVisible();
    },
  },
  {
    name: 'contacts',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/Contacts`,
    ready: (page) =>
      expect(page.locator('[data-slot="contact-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'individual',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/Contacts/Individual/${ids.individual}`,
    ready: (page) =>
      expect(page.locator('form[data-slot="contact-form"][data-kind="individual"]')).toBeVisible(),
  },
  {
    name: 'company contact',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/Contacts/Company/${ids.company}`,
    ready: (page) =>
      expect(page.locator('form[data-slot="contact-form"][data-kind="company"]')).toBeVisible(),
  },
  {
    name: 'vendors',
    path: (ids) => `/vendors/${ids.alpha}`,
    ready: (page) =>
      expect(page.locator('[data-slot="vendor-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'company vendor',
    path: (ids) => `/vendors/${ids.alpha}/editc/${ids.vendorCompany}`,
    ready: (page) => expect(page.locator('form[data-slot="vendor-form"][data-kind="company"]')).toBeVisible(),
  },
  {
    name: 'individual vendor',
    path: (ids) => `/vendorediti/${ids.vendorIndividual}`,
    ready: (page) =>
      expect(page.locator('form[data-slot="vendor-form"][data-kind="individual"]')).toBeVisible(),
  },
  {
    name: 'new company vendor',
    path: (ids) => `/vendors/${ids.alpha}/editc/new`,
    ready: (page) => expect(page.getByText(/Save the vendor first/).first()).toBeVisible(),
  },
  {
    name: 'company units, vacant',
    path: (ids) => `/MgmtCoAdmin/${ids.alpha}/Units?status=vacant`,
    ready: (page) =>
      expect(page.locator('[data-slot="rental-unit-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'rent roll',
    path: (ids) => `/rentroll/${ids.alpha}`,
    ready: (page) => expect(page.getByRole('table').first()).toContainText('Total'),
  },
  {
    name: 'receivables',
    path: (ids) => `/receivables/${ids.alpha}`,
    ready: (page) => expect(page.getByRole('table').first()).toContainText('Total'),
  },
  {
    name: 'waiting list',
    path: (ids) => `/waitlist/${ids.alpha}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Waiting list' })).toBeVisible(),
  },
  {
    name: 'hangar use',
    path: (ids) => `/hangaruse/${ids.alpha}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Hangar use' })).toBeVisible(),
  },
  {
    name: 'work orders',
    path: (ids) => `/workorders/${ids.alpha}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible(),
  },
  {
    name: 'new work order',
    path: (ids) => `/workorders/${ids.alpha}/new`,
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'New work order' })).toBeVisible(),
  },
  { name: 'lease', path: (ids) => `/lease/${ids.lease.id}`, ready: leaseReady },
  {
    name: 'lease ledger',
    path: (ids) => `/lease/${ids.lease.id}/ledger`,
    ready: (page) => expect(page.locator('[data-slot="lease-ledger-summary"]')).toBeVisible(),
  },
  {
    name: 'company leases',
    path: (ids) => `/leases/${ids.alpha}`,
    ready: (page) =>
      expect(page.locator('[data-slot="company-lease-list"] [data-slot="data-table"]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
  },
  {
    name: 'new lease',
    path: (ids) => `/lease/new?unit=${ids.lease.unitID}`,
    ready: (page) => expect(page.getByText(/Save the lease first/)).toBeVisible(),
  },
  {
    name: 'lease beside the units',
    path: (ids) => `/manageunitsfor/${ids.lease.propertyID}/rental/${ids.lease.unitID}/lease/${ids.lease.id}`,
    ready: leaseReady,
  },
  {
    name: 'rental unit with its lease',
    path: (ids) => `/rentalunit/${ids.lease.unitID}`,
    ready: (page) => expect(page.locator('[data-slot="unit-lease-summary-current"]')).toBeVisible(),
  },
];

/** Nothing on the page is still loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-state="loading"], [data-state="refreshing"]')).toHaveCount(0);
}

test.describe('management pages pass axe at 400 and 1280 px', () => {
  test.use({ signedInAs: 'alpha.admin' });
  for (const target of PAGES) {
    test(target.name, async ({ page, signedIn }) => {
      test.slow();
      // The page also runs under the site's Content-Security-Policy without a refusal.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      const ids = signedIn.ids as Ids;
      for (const width of [400, 1280]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(target.path(ids));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await target.ready(page);
          // The narrow window folds the navigation into a menu button; the wide one shows it at the side.
          if (width === 400)
            await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
          else await expect(page.getByRole('navigation', { name: 'Management' })).toBeVisible();
          await settled(page);
          await expectNoAxeViolations(page);
        });
      }
      expect(refused).toEqual([]);
    });
  }
});

type SystemIds = { user: number; group: number; error: number };

/** A Bravo user, a system group (made if there is none) and an error entry, as the system administrator. */
async function systemIds(page: Page): Promise<SystemIds> {
  const api = apiOf(page);
  const users = await api<{ items: Array<{ id: number }> }>('GET', '/api/SystemUserSearch?q=bravo.viewer');
  let groups = await api<Array<{ id: number }>>('GET', '/api/SystemSecurityGroups');
  if (groups.data.length === 0) {
    await api('POST', '/api/SystemSecurityGroup', { name: 'Axe auditors', description: 'Reads the logs.' });
    groups = await api<Array<{ id: number }>>('GET', '/api/SystemSecurityGroups');
  }
  const error = await api<{ id: number }>('POST', '/api/errorlog', {
    message: 'Axe check: an error to show',
    detail: 'Error: axe\n    at check (axe.ts:1:1)',
  });
  return { user: users.data.items[0]!.id, group: groups.data[0]!.id, error: error.data.id };
}

/** The system administration pages, as the system administrator, with a system group and a Bravo user. */
const SYSTEM_PAGES: Array<{
  name: string;
  path: (ids: SystemIds) => string;
  ready: (page: Page) => Promise<void>;
}> = [
  {
    name: 'system overview',
    path: () => '/systemadmin',
    ready: (page) => expect(page.locator('[data-slot="system-overview-count"]').first()).toBeVisible(),
  },
  {
    name: 'system users',
    path: () => '/systemadmin/systemusers',
    ready: (page) => expect(page.locator('[data-slot="user-list"] tbody tr').first()).toBeVisible(),
  },
  {
    name: 'system user',
    path: (ids) => `/systemadmin/systemusers/edit?id=${ids.user}`,
    ready: (page) => expect(page.getByRole('checkbox', { name: 'Viewers' })).toBeVisible(),
  },
  {
    name: 'system security groups',
    path: () => '/systemadmin/systemsecuritygroups',
    ready: (page) => expect(page.locator('[data-slot="system-group-list"] tbody tr').first()).toBeVisible(),
  },
  {
    name: 'system security group',
    path: (ids) => `/systemadmin/systemsecuritygroups/edit?id=${ids.group}`,
    ready: (page) => expect(page.getByRole('table', { name: 'Access of this group' })).toBeVisible(),
  },
  {
    name: 'system values',
    path: () => '/systemadmin/systemvalues',
    ready: (page) => expect(page.getByRole('switch', { name: /New registration available/ })).toBeVisible(),
  },
  {
    name: 'error log',
    path: () => '/systemadmin/errorlog',
    ready: (page) => expect(page.locator('[data-slot="error-log"] tbody tr').first()).toBeVisible(),
  },
  {
    name: 'error log entry',
    path: (ids) => `/systemadmin/errorlog/${ids.error}`,
    ready: (page) => expect(page.locator('[data-slot="error-log-entry"]')).toBeVisible(),
  },
  {
    name: 'background work',
    path: () => '/systemadmin/actions',
    ready: async (page) => {
      await expect(page.locator('[data-slot="job"]').first()).toBeVisible();
      await expect(page.locator('[data-slot="outbox"], [data-slot="outbox-empty"]').first()).toBeVisible();
    },
  },
  {
    name: 'about',
    path: () => '/systemadmin/about',
    ready: (page) => expect(page.locator('[data-slot="about-health"]')).toContainText('Answering'),
  },
  {
    name: 'listing approvals',
    path: () => '/systemadmin/publishing',
    // The counts show once the lists have loaded.
    ready: (page) => expect(page.getByRole('heading', { name: /^Approved \(\d+\)$/ })).toBeVisible(),
  },
  {
    name: 'self-test',
    path: () => '/test',
    ready: (page) => expect(page.locator('[data-slot="self-test-check"]')).toHaveCount(4),
  },
  ...(['system', 'managementcompany', 'rentalproperty', 'rentalunit'] as const).map((level) => ({
    name: `${level} features`,
    path: () => `/systemadmin/${level}securityfeatures`,
    ready: (page: Page) => expect(page.locator('[data-slot="feature-catalog"]')).toBeVisible(),
  })),
];

test.describe('system administration pages pass axe at 400 and 1280 px', () => {
  test.use({ signedInAs: 'sysadmin' });
  for (const target of SYSTEM_PAGES) {
    test(target.name, async ({ page, signedIn }) => {
      test.slow();
      const ids = signedIn.ids as SystemIds;
      for (const width of [400, 1280]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(target.path(ids));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await target.ready(page);
          await settled(page);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
