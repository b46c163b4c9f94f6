// The airport face at four widths: header breakpoints, menu, side frame, pages, login rules, redirects, axe.
import { readFileSync } from 'node:fs';
import { E2E_DEMO_PASSWORD, expect, expectNoAxeViolations, gotoInteractive, test, WIDTHS } from './support';

const ROUTES = [
  { path: '/', heading: 'Welcome to Hicks Airfield' },
  { path: '/about', heading: 'Information' },
  { path: '/weather', heading: 'Hicks Airfield weather' },
  { path: '/radar', heading: 'Radar' },
  { path: '/tfr', heading: 'TFR' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/login', heading: 'Login' },
  { path: '/listings', heading: 'Hangars for rent' },
];
const MENU = [
  'Home',
  'Information',
  'Weather',
  'Radar',
  'Flight Restrictions',
  'Login',
  'Terms and Conditions',
];

/** The built chunks of the management face, from Vite's manifest: airport visitors must never load any. */
function managementChunks(): string[] {
  const manifest = JSON.parse(readFileSync('apps/site/dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const files = Object.entries(manifest)
    .filter(([source]) => source.startsWith('src/management/'))
    .map(([, entry]) => entry.file);
  if (!manifest['src/management/account/pages.ts'] || files.length < 2) {
    throw new Error('No management chunks in the manifest');
  }
  return files;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('header follows the breakpoints and the side frame appears from 820 px', async ({ page }) => {
      await page.goto('/');
      const header = page.locator('[data-slot="responsive-nav"]');
      await expect(page.getByRole('button', { name: 'Click for menu' })).toBeVisible();
      const row = page.getByRole('navigation', { name: 'Main' });
      const title = page.getByText('Hicks Airfield (T67)', { exact: true });
      // On a phone the logo is the way to every page: a menu icon beside it says so.
      const menuIcon = page.locator('[data-slot="logo-menu-icon"]');
      if (width <= 650) await expect(menuIcon).toBeVisible();
      else await expect(menuIcon).toBeHidden();
      // Nothing scrolls sideways (1 px did at 1280).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width <= 650) {
        await expect(row).toBeHidden();
        await expect(title).toBeVisible();
      } else {
        await expect(row).toBeVisible();
        await expect(title).toBeHidden();
        await expect(row.getByRole('link')).toHaveCount(7);
        // Text labels only above 1150 px; below, icons with the label as accessible name.
        const label = row.getByText('Flight Restrictions', { exact: true });
        if (width > 1150) await expect(label).toBeVisible();
        else await expect(row.getByRole('link', { name: 'Flight Restrictions' })).toBeVisible();
      }
      if (width <= 500) await expect(header).toHaveAttribute('data-stacked', 'true');
      else await expect(header).not.toHaveAttribute('data-stacked');
      if (width <= 500) {
        const logoBox = (await page.getByRole('button', { name: 'Click for menu' }).boundingBox())!;
        const titleBox = (await title.boundingBox())!;
        expect(titleBox.y).toBeGreaterThanOrEqual(logoBox.y + logoBox.height - 1);
      }
      const frame = page.locator('iframe[title="Hicks Airfield hangar listings"]');
      if (width >= 820) {
        await expect(frame).toBeVisible();
        expect((await frame.boundingBox())!.width).toBe(390);
      } else {
        await expect(frame).toHaveCount(0);
      }
      // The work area is at least 100 px tall.
      const main = (await page.locator('[data-slot="site-main"]').boundingBox())!;
      expect(main.height).toBeGreaterThanOrEqual(100);
    });

    test('the logo menu lists the seven pages and navigates', async ({ page }) => {
      await gotoInteractive(page, '/');
      await page.getByRole('button', { name: 'Click for menu' }).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveText(MENU);
      await page.getByRole('menuitem', { name: 'Weather' }).click();
      await expect(page).toHaveURL(/\/weather$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hicks Airfield weather');
    });

    for (const route of ROUTES) {
      test(`${route.path} renders with no axe violations and no management code`, async ({ page }) => {
        const management = managementChunks();
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        if (route.path === '/' || route.path === '/weather')
          await expect(page.locator('[data-slot="weather-status"][data-state="loading"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        expect(scripts.filter((s) => management.some((file) => s.endsWith(file)))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home shows the conditions line, two forecast periods and the radar linked to its page', async ({
    page,
  }) => {
    await gotoInteractive(page, '/');
    // Replay data: KAFW 12007KT 20/18, runways 14/32, variation 3° E.
    await expect(page.locator('[data-slot="current-conditions-line"]')).toHaveText(
      '68°F, 120° 7KT, 3 KT crosswind',
    );
    await expect(page.locator('[data-slot="current-conditions-source"]')).toContainText('KAFW');
    await expect(page.locator('[data-slot="forecast-period"]')).toHaveCount(2);
    const radar = page.locator('[data-slot="home-radar"]');
    await expect(radar).toHaveAttribute('href', '/radar');
    expect((await radar.boundingBox())!.height).toBeGreaterThanOrEqual(490);
    await page.locator('[data-slot="home-weather"]').focus();
    await expect(page.getByRole('tooltip')).toContainText('KAFW');
  });

  test('weather shows the 7-day grid and one block per station', async ({ page }) => {
    await gotoInteractive(page, '/weather');
    await expect(page.getByRole('heading', { name: '7 Day Forecast' })).toBeVisible();
    const cells = page.locator('[data-slot="forecast-cell"]');
    await expect(cells.first()).toBeVisible();
    const box = (await cells.first().boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([156, 180]);
    const grid = (await page.locator('[data-slot="forecast-grid-cells"]').boundingBox())!;
    expect(grid.height).toBeLessThanOrEqual(185);
    await cells.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(
      page.getByRole('heading', { name: 'Nearby Aviation Weather and Terminal Forecast' }),
    ).toBeVisible();
    const kafw = page.locator('[data-slot="station-block"][data-station="KAFW"]');
    await expect(kafw.locator('[data-slot="metar-raw"]')).toHaveText(/^KAFW 021016Z 12007KT/);
    await expect(kafw.getByText('Runway 14: 3 KT crosswind from the left, 6 KT headwind')).toBeVisible();
    await expect(kafw.locator('[data-slot="density-altitude-value"]')).toContainText('1,765 ft');
    await expect(kafw.getByRole('region', { name: /TAF KAFW/ })).toBeVisible();
    // The last 24 hours: the replayed day of KAFW reports as a chart, and the same numbers as a table.
    const day = kafw.getByRole('region', { name: 'Wind, last 24 hours at KAFW' });
    await expect(day.getByRole('img')).toHaveAccessibleName(
      /^Wind over the last 24 hours, 25 observations: wind up to 17 knots, gusts up to 22 knots, crosswind on runway 14\/32 up to 7 knots/,
    );
    await day.getByText('The 25 observations as a table').click();
    await expect(
      day.getByRole('row', { name: /^02 10:16Z 120° 7 kt 3 kt from the left, 6 kt headwind/ }),
    ).toBeVisible();
    const kftw = page.locator('[data-slot="station-block"][data-station="KFTW"]');
    await expect(kftw.locator('[data-slot="metar-raw"]')).toHaveText(/^KFTW 020953Z/);
    await expect(kftw.locator('[data-slot="crosswind-table"]')).toHaveCount(0);
  });

  test('replayed weather: one notice per page names each recording, where and when', async ({ page }) => {
    for (const path of ['/', '/weather']) {
      await page.goto(path);
      await expect(page.locator('[data-slot="forecast-icon"]').first()).toBeVisible();
      const notice = page.getByRole('note', { name: 'Recorded weather' });
      await expect(notice).toHaveCount(1);
      // The forecast is another city's: said plainly, never passed off as this airport's.
      await expect(notice).toContainText(
        'The NWS 7-day forecast: recorded for Rochester, New York, issued 5 January 2025',
      );
      await expect(notice).toContainText('it is not the forecast for this place');
      await expect(notice).toContainText(
        'METARs of 47 north-Texas stations: recorded around Fort Worth, Texas',
      );
      if (path === '/weather') {
        await expect(notice).toContainText('None was recorded for KAFW');
        // The day behind the wind history is said to be built, not recorded as such.
        await expect(notice).toContainText('25 METARs of KAFW over the day before its recorded report');
        await expect(notice).toContainText('each hour carries the wind of another station');
      }
      // No card repeats it.
      await expect(page.locator('[data-slot="weather-status-replay"]')).toHaveCount(0);
    }
  });

  test('TFR is headed LOCAL MAPS with two tiles linking to the FAA', async ({ page }) => {
    await page.goto('/tfr');
    await expect(page.getByRole('heading', { name: 'LOCAL MAPS' })).toBeVisible();
    await expect(page.locator('[data-slot="tfr-tile"]')).toHaveCount(2);
    for (const link of await page.locator('[data-slot="tfr-tile"] a').all())
      await expect(link).toHaveAttribute('href', /^https:\/\/tfr\.faa\.gov/);
  });

  test('about names the contact address; terms are dated and name the operator', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'info@hicksairfield.com' })).toHaveAttribute(
      'href',
      'mailto:info@hicksairfield.com',
    );
    await page.goto('/terms');
    await expect(page.getByText('Effective September 15, 2019')).toBeVisible();
    for (const section of [
      'Privacy',
      'Electronic communications',
      'Children',
      'Links to third-party sites',
      'Prohibited use',
      'Indemnification',
      'Arbitration',
      'Class action waiver',
      'Limitation of liability',
      'Termination',
      'Changes to these terms',
      'Contact us',
    ]) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
  });

  test('the logo menu opens from the keyboard on the first press, keeping focus', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    await page.keyboard.press('Tab');
    const logo = page.getByRole('button', { name: 'Click for menu' });
    await expect(logo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(MENU);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Click for menu' })).toBeFocused();
  });

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hicks Airfield');
  });

  test('messages are heard only from the listings frame', async ({ page }) => {
    await page.goto('/about');
    // The page itself (the same origin as the listings, but not the frame's window) asks to navigate: ignored.
    await page.evaluate(() => window.postMessage({ type: 'navigate', path: '/weather' }, '*'));
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);
    const frame = page.frameLocator('iframe[title="Hicks Airfield hangar listings"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Hangars for rent' })).toBeVisible();
    // A path outside the allowed ones is ignored; a known one is followed.
    const listings = page.frame({ url: /\/listings$/ })!;
    await listings.evaluate(() => parent.postMessage({ type: 'navigate', path: '/manage' }, '*'));
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);
    await listings.evaluate(() => parent.postMessage({ type: 'navigate', path: '/weather' }, '*'));
    await expect(page).toHaveURL(/\/weather$/);
  });

  test('the side frame lists the demo hangars, bare, with images, and opens the full page', async ({
    page,
  }) => {
    await page.goto('/about');
    const frame = page.frameLocator('iframe[title="Hicks Airfield hangar listings"]');
    const card = frame.getByRole('article', { name: 'H-3 · Hicks Airfield Hangars' });
    await expect(card).toBeVisible();
    await expect(frame.getByRole('article')).toHaveCount(9);
    // No airport header inside the frame.
    await expect(frame.getByRole('button', { name: 'Click for menu' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Call (817) 555-0140' })).toHaveAttribute(
      'href',
      'tel:+18175550140',
    );
    const image = card.getByRole('img', { name: /H-3/ });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Cards fit the 390 px frame: nothing scrolls sideways.
    const listings = page.frame({ url: /\/listings$/ })!;
    expect(await listings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await frame.getByRole('button', { name: 'Open the full page' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hangars for rent' })).toBeVisible();
    // The page itself has no side frame beside it.
    await expect(page.locator('iframe[title="Hicks Airfield hangar listings"]')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(9);
  });
});

test.describe('login', () => {
  test.use({ viewport: { width: 900, height: 900 } });

  test('validates, shows server errors, and signs in to the returnUrl', async ({ page }) => {
    await page.goto('/login?returnUrl=%2Fmanage');
    const username = page.getByPlaceholder('Username');
    const password = page.getByPlaceholder('Password');
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    // Enter with one character each does nothing; with two each it submits and reports the short username.
    await username.fill('a');
    await password.fill('b');
    await password.press('Enter');
    await expect(page.getByText('Username must be 3 to 25 characters')).toHaveCount(0);
    await username.fill('ab');
    await password.fill('bc');
    await password.press('Enter');
    await expect(page.getByText('Username must be 3 to 25 characters')).toBeVisible();
    await username.fill('');
    await expect(page.getByText('Username is required')).toBeVisible();
    await password.fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
    // Whitespace passes the field rules but not the trimmed check.
    await username.fill('   ');
    await password.fill('secret');
    await login.click();
    await expect(page.getByText('Missing username or password')).toBeVisible();
    await username.fill('alpha.admin');
    await password.fill('wrong-password');
    await login.click();
    await expect(page.getByText('Invalid user name or password')).toBeVisible();
    await username.fill(' alpha.admin ');
    await password.fill(E2E_DEMO_PASSWORD);
    await login.click();
    await expect(page).toHaveURL(/\/manage$/);
  });
});
