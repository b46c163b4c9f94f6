// Every management page passes axe (WCAG A/AA and best practice) in a phone-wide and a desktop-wide
// window, once its data has arrived, and runs under the Content-Security-Policy without a refusal.
import type { Page } from '@playwright/test';
import { alphaId, apiOf, expect, expectNoAxeViolations, signIn, test } from './support';

type Ids = { alpha: number; user: number; group: number; individual: number; company: number };

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
  };
}

/** Each page: its address and what shows once it has loaded. */
const PAGES: Array<{ name: string; path: (ids: Ids) => string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: () => '/manage',
    ready: (page) => expect(page.getByTestId('company-list')).toContainText('Alpha'),
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
];

/** Nothing on the page is still loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-state="loading"], [data-state="refreshing"]')).toHaveCount(0);
}

test.describe('management pages pass axe at 400 and 1280 px', () => {
  for (const target of PAGES) {
    test(target.name, async ({ page }) => {
      test.slow();
      // The page also runs under the site's Content-Security-Policy without a refusal.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'alpha.admin');
      const ids = await alphaIds(page);
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
