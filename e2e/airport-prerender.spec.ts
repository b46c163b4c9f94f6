// The pre-rendered airport pages in Chromium: the weather is in the first HTML answer, React adopts that HTML
// without a mismatch (browser in the airport's time zone, server in its own) and the page works by keyboard;
// without JavaScript the weather is there all the same.
import { expect, test } from './support';

// Replay data: KAFW 12007KT 20/18, runways 14/32, variation 3° E.
const WIND = '68°F, 120° 7KT, 3 KT crosswind';
const line = '[data-slot="current-conditions-line"]';

// The API renders from its weather cache and never waits on upstream: a first visitor's browser fills it.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: true });
  for (const path of ['/', '/weather']) {
    await page.goto(path);
    await expect(page.locator('[data-slot="weather-status"][data-state="loading"]')).toHaveCount(0);
  }
  await page.close();
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/Chicago' });

  test('the first answer shows the weather, and React takes it over without a mismatch', async ({ page }) => {
    const answer = await (await page.request.get('/')).text();
    expect(answer).toContain(WIND);
    expect(answer).toContain('<script type="application/json" id="hangar-prerender">');

    // In the page itself (not the listings frame): what React and the page write to the console or report,
    // and the wind line element as the HTML parser made it, before any script ran.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const seen = window as unknown as { problems: string[]; serverLine?: Element };
      seen.problems = [];
      for (const method of ['error', 'warn'] as const) {
        const original = console[method].bind(console);
        console[method] = (...args: unknown[]) => {
          seen.problems.push(args.map(String).join(' '));
          original(...args);
        };
      }
      window.addEventListener('error', (event) => seen.problems.push(event.message));
      new MutationObserver((_records, observer) => {
        const element = document.querySelector('[data-slot="current-conditions-line"]');
        if (element) {
          seen.serverLine = element;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');

    // React has adopted the server's element (its fiber is on it) rather than drawing a new one.
    await expect
      .poll(() =>
        page.evaluate((selector) => {
          const element = document.querySelector(selector);
          const seen = window as unknown as { serverLine?: Element };
          return (
            element !== null &&
            element === seen.serverLine &&
            Object.keys(element).some((key) => key.startsWith('__reactFiber'))
          );
        }, line),
      )
      .toBe(true);
    await expect(page.locator(line)).toHaveText(WIND);
    await expect(page.locator('[data-slot="forecast-period"]')).toHaveCount(2);

    // Interactive by keyboard: the logo menu opens from the keyboard, and a link navigates in the page
    // (no new document: what the page kept in memory is still there).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Click for menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Weather' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/weather$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hicks Airfield weather');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    const problems = await page.evaluate(() => (window as unknown as { problems: string[] }).problems);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('/weather arrives with its METARs and 7-day grid, and hydrates the same way', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const answer = await (await page.request.get('/weather')).text();
    expect(answer).toMatch(/data-slot="metar-raw"[^>]*>KAFW 021016Z 12007KT/);
    // The 24-hour chart too, from the history the API answered last (the warm-up above asked for it).
    expect(answer).toMatch(/data-slot="wind-history" data-count="25"/);
    await page.goto('/weather');
    const cell = page.locator('[data-slot="forecast-cell"]').first();
    await expect
      .poll(() =>
        cell.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone, 400 px wide', () => {
  test.use({ viewport: { width: 400, height: 900 }, timezoneId: 'America/Chicago' });

  test("home's first answer has the category, the runway diagram and the minimums verdict; hydrating moves nothing", async ({
    page,
  }) => {
    const answer = await (await page.request.get('/')).text();
    // In the server's HTML: KAFW is MVFR; runway 14 favoured; the verdict against the default minimums.
    expect(answer).toMatch(/data-slot="flight-category" data-category="MVFR"/);
    expect(answer).toContain('data-slot="runway-wind-svg"');
    expect(answer).toMatch(/Runway 14: 6 knots headwind, 3 knots crosswind from the left\./);
    expect(answer).toContain('Outside your minimums: MVFR (min VFR)');

    // A pilot's own minimums are in this browser: the verdict changes in its reserved place, nothing below moves.
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'hangar.personal-minimums',
        JSON.stringify({ maxCrosswindKt: 15, maxGustKt: 25, minCategory: 'MVFR' }),
      );
      const seen = window as unknown as { shifts: string[]; before?: number };
      seen.shifts = [];
      type Shift = PerformanceEntry & { value: number; sources: Array<{ node?: Node }> };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          for (const source of entry.sources)
            seen.shifts.push(
              `${entry.value.toFixed(5)} ${(source.node instanceof Element ? source.node : source.node?.parentElement)?.outerHTML.slice(0, 300)} ${source.node?.textContent}`,
            );
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_records, observer) => {
        const below = document.querySelector('[data-slot="forecast-periods"], [data-slot="forecast-period"]');
        if (below) {
          seen.before = below.getBoundingClientRect().top;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.locator('[data-mounted]')).toHaveCount(1);
    const verdict = page.locator('[data-slot="minimums-verdict-text"]');
    await expect(verdict).toHaveText('Within your minimums');
    await expect(page.locator('[data-slot="current-conditions"] [data-slot="flight-category"]')).toHaveText(
      'Flight category MVFR',
    );
    await expect(page.locator('[data-slot="runway-wind-svg"]')).toBeVisible();
    const { shifts, before, after } = await page.evaluate(() => {
      const seen = window as unknown as { shifts: string[]; before?: number };
      const below = document.querySelector('[data-slot="forecast-periods"], [data-slot="forecast-period"]');
      return { shifts: seen.shifts, before: seen.before, after: below?.getBoundingClientRect().top };
    });
    expect(after).toBe(before);
    expect(shifts).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 400, height: 800 } });

  test('the home page still shows the wind line and the forecast', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(line)).toHaveText(WIND);
    await expect(page.locator(line)).toBeVisible();
    await expect(page.locator('[data-slot="forecast-period"]')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hicks Airfield');
    // The header as on a phone, from CSS alone: the title instead of the button row.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText('Hicks Airfield (T67)', { exact: true })).toBeVisible();
  });
});
