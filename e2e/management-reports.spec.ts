// The money reports in Chromium against the API and the demo ledger: Alpha's administrator opens the rent roll
// from the side navigation (every unit, vacant ones too, and the totals), downloads its CSV, and reads the
// receivables and this month's collections; Bravo's administrator cannot open Alpha's reports.
import { alphaId, companyId, expect, expectNoAxeViolations, sideNav, signIn, test } from './support';

test.describe('money reports', () => {
  test('the rent roll and the receivables of the demo ledger, with their CSV', async ({ page }) => {
    await signIn(page, 'alpha.admin');
    const alpha = await alphaId(page);
    await page.goto('/manage');
    await sideNav(page).getByRole('link', { name: 'Rent roll' }).click();
    await expect(page).toHaveURL(new RegExp(`/rentroll/${alpha}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Rent roll' })).toBeVisible();
    const total = page.getByRole('row', { name: /^Total/ });
    await expect(total).toContainText(/\d+ of \d+ units leased/);
    await expect(page.getByRole('row', { name: /Vacant/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rent-roll-\d{4}-\d{2}-\d{2}\.csv$/);

    await sideNav(page).getByRole('link', { name: 'Receivables' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
    const aging = page.getByRole('region', { name: 'Receivables' });
    await expect(aging.getByRole('row', { name: /^Total/ })).toBeVisible();
    const collections = page.getByRole('region', { name: 'Collections' });
    await expect(collections.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("another company's reports are not authorized", async ({ page }) => {
    await signIn(page, 'bravo.admin');
    const bravo = await companyId(page, 'Bravo');
    await page.goto(`/rentroll/${bravo === 1 ? 2 : 1}`);
    await expect(page).toHaveURL(/\/notauthorized$/);
  });
});
