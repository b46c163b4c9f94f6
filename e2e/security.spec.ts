// The Content-Security-Policy in a real Chromium: no airport page (nor Swagger UI) does anything it forbids,
// and the site ships no source maps.
import type { Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD, expect, gotoInteractive, test } from './support';

const ROUTES = [
  { path: '/', heading: 'Welcome to Hicks Airfield' },
  { path: '/weather', heading: 'Hicks Airfield weather' },
  { path: '/radar', heading: 'Radar' },
  { path: '/tfr', heading: 'TFR' },
  { path: '/about', heading: 'Information' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/login', heading: 'Login' },
];

/**
 * Everything the policy blocks on the page, in any of its documents and across navigations: the
 * securitypolicyviolation events and Chromium's console reports, plus page errors. An image another host
 * fails to send is none of these; a blocked one is.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => reported.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(v: string): void }).reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(`page error: ${error.message}`));
  return reported;
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const route of ROUTES) {
  test(`${route.path} runs under the policy without a violation`, async ({ page }) => {
    const violations = await watchPolicy(page);
    const response = await page.goto(route.path);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    // The listings frame (820 px and wider, the site's own /listings) is on the page.
    await expect(page.locator('iframe[title="Hicks Airfield hangar listings"]')).toBeVisible();
    await expect(page.locator('[data-slot="weather-status"][data-state="loading"]')).toHaveCount(0);
    // The logo menu (a portalled, focus-trapping layer) opens and closes.
    await page.getByRole('button', { name: 'Click for menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('/listings, as a page and in the side frame, runs under the policy with its card images', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Hangars for rent' })).toBeVisible();
  const images = page.locator('[data-slot="listing-card-image"]');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goto('/');
  await expect(
    page.frameLocator('iframe[title="Hicks Airfield hangar listings"]').getByRole('article').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the forecast dialog, the forecast icons, the radar and a refused sign-in stay within the policy', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  const response = await gotoInteractive(page, '/weather');
  expect(response!.headers()['content-security-policy']).toContain(
    "img-src 'self' data: blob: https://radar.weather.gov;",
  );
  const cells = page.locator('[data-slot="forecast-cell"]');
  await expect(cells.first()).toBeVisible();
  // The forecast icons are drawn from the bundled set: every cell has one, and no other host is asked.
  await expect(cells.locator('svg[data-slot="forecast-icon"]')).toHaveCount(await cells.count());
  await expect(cells.first().locator('[data-slot="forecast-icon"]')).toHaveAttribute('data-icon', 'snow');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  await cells.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/radar');
  const radar = page.locator('img[src^="https://radar.weather.gov/"]').first();
  await expect.poll(() => radar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/login');
  await page.getByPlaceholder('Username').fill('alpha.admin');
  await page.getByPlaceholder('Password').fill(`${E2E_DEMO_PASSWORD}-wrong`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid user name or password')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the scripts and styles carry no source map reference, and no map is served', async ({ page }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response.url());
  });
  await page.goto('/weather');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(1);
  for (const url of assets) {
    expect(await (await page.request.get(url)).text(), url).not.toContain('sourceMappingURL');
    const map = await page.request.get(`${url}.map`);
    expect(map.status(), `${url}.map`).toBe(404);
  }
});

test('Swagger UI at /api/docs renders under its policy', async ({ page }) => {
  // A document of well over a hundred operations: rendering and scrolling it takes a while on a busy machine.
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  const response = await page.goto('/api/docs');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
  // Swagger UI renders the whole OpenAPI document (well over a hundred routes) before its title shows.
  await expect(page.getByRole('heading', { name: /Hangar API/ })).toBeVisible({ timeout: 30_000 });
  // Swagger UI renders the operations as they scroll into view: scroll down to the weather ones.
  const metarPath = page.locator('.opblock-summary-path[data-path*="NoaaMetar"]');
  for (let i = 0; i < 200 && (await metarPath.count()) === 0; i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(50);
  }
  await page
    .getByRole('button', { name: /NoaaMetar/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('on the pre-rendered pages, an injected inline script or a style without the nonce is refused; the page keeps its own', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  for (const path of ['/', '/weather']) {
    // Twice: the second answer is the reused page (the same nonce and bytes), and must hold as well.
    for (const visit of [1, 2]) {
      const before = violations.length;
      await gotoInteractive(page, path);
      await expect(page.locator('[data-slot="weather-status"][data-state="loading"]')).toHaveCount(0);
      const outcome = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        const style = document.createElement('style');
        style.textContent = 'body { outline: 7px solid rgb(255, 0, 0); }';
        document.head.append(style);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return {
          ran: (window as { __injected?: boolean }).__injected === true,
          styled: getComputedStyle(document.body).outlineWidth === '7px',
          // The page's own inlined stylesheet applies (its nonce is the policy's).
          ownStyles: [...document.querySelectorAll('style')].some((s) => s.nonce !== ''),
        };
      });
      expect(outcome, `${path} (visit ${visit})`).toEqual({ ran: false, styled: false, ownStyles: true });
      await expect
        .poll(() => violations.slice(before).filter((v) => /script-src|style-src/.test(v)).length)
        .toBeGreaterThanOrEqual(2);
      // The theme from the inlined stylesheet is in effect: the page is styled.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe('');
    }
  }
});
