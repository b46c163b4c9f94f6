// The embed example page renders every custom element in Chromium, fed by the API in replay mode.
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './support';

const example = readFileSync('packages/weather-widgets/examples/embed.html', 'utf8');
const bundle = readFileSync('packages/weather-widgets/dist/embed.js', 'utf8');

test('the example page shows the widgets from one script tag', async ({ page }) => {
  // Serve the example from the API's origin, as an airport's own page would be, so api-base="/api" reaches it.
  await page.route('**/examples/embed.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: example }),
  );
  await page.route('**/dist/embed.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/widgets/examples/embed.html');

  await expect(
    page.locator('hangar-current-conditions').getByText('68°F, 120° 7KT, 3 KT crosswind'),
  ).toBeVisible();
  await expect(
    page.locator('hangar-crosswinds').getByText('Runway 14: 3 KT crosswind from the left, 6 KT headwind'),
  ).toBeVisible();
  await expect(page.locator('hangar-crosswinds').getByText('1,765 ft')).toBeVisible();
  await expect(page.locator('hangar-metar').getByText(/^KFTW 020953Z/)).toBeVisible();
  await expect(page.locator('hangar-taf').getByText('KAFW has no current terminal forecast.')).toBeVisible();
  // The picture elements: the category, the runway diagram with its verdict, the TAF time line.
  await expect(page.locator('hangar-flight-category [data-slot="flight-category"]')).toHaveText(
    'Flight category MVFR',
  );
  const diagram = page.locator('hangar-runway-wind').getByRole('img');
  await expect(diagram).toHaveAccessibleName(
    /Runway 14: 6 knots headwind, 3 knots crosswind from the left\./,
  );
  await expect(page.locator('hangar-runway-wind [data-slot="minimums-verdict-text"]')).toHaveText(
    'Outside your minimums: MVFR (min VFR)',
  );
  await expect(
    page.locator('hangar-taf-timeline').getByText('KAFW has no current terminal forecast.'),
  ).toBeVisible();
  const cells = page.locator('hangar-forecast [data-slot="forecast-cell"]');
  await expect(cells.first()).toBeVisible();
  // Styles reach inside the shadow roots: cells have their 156 × 180 size.
  const box = (await cells.first().boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([156, 180]);
  await cells.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Each element says once, above its widgets, that its weather is recorded, and where and when.
  for (const tag of [
    'current-conditions',
    'crosswinds',
    'metar',
    'taf',
    'forecast',
    'flight-category',
    'runway-wind',
    'taf-timeline',
  ])
    await expect(page.locator(`hangar-${tag} [data-slot="replay-notice"]`), tag).toHaveCount(1);
  await expect(page.locator('hangar-forecast [data-slot="replay-notice"]')).toContainText(
    'recorded for Rochester, New York',
  );
  await expect(page.locator('[data-slot="weather-status-replay"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('an element with a bad attribute says what is wrong', async ({ page }) => {
  await page.route('**/dist/embed.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.route('**/bad.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>bad</title><script src="/dist/embed.js" defer></script></head><body><main><hangar-crosswinds station="KAFW" runways="140"></hangar-crosswinds></main></body></html>',
    }),
  );
  await page.goto('/widgets/bad.html');
  await expect(page.locator('hangar-crosswinds').getByRole('alert')).toContainText(
    'runways must be two magnetic headings',
  );
});

test('every element renders in a plain HTML page, the TAF time line with a recorded TAF', async ({
  page,
}) => {
  await page.route('**/dist/embed.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  const elements = [
    '<hangar-current-conditions station="KAFW" runways="140,320"></hangar-current-conditions>',
    '<hangar-crosswinds station="KAFW" runways="140,320"></hangar-crosswinds>',
    '<hangar-metar station="KFTW"></hangar-metar>',
    '<hangar-taf station="KBOS"></hangar-taf>',
    '<hangar-forecast lat="32.9312" lon="-97.4117"></hangar-forecast>',
    '<hangar-flight-category station="KFTW"></hangar-flight-category>',
    '<hangar-runway-wind station="KAFW" runways="170,350,130,310" mag-var="3" minimums="off"></hangar-runway-wind>',
    '<hangar-taf-timeline station="KBOS"></hangar-taf-timeline>',
  ];
  await page.route('**/plain.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>plain</title><script src="/dist/embed.js" defer></script></head><body><main><h1>Plain page</h1>${elements.map((e) => `<section><h2>${e.slice(1, e.indexOf(' '))}</h2>${e}</section>`).join('')}</main></body></html>`,
    }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/widgets/plain.html');
  for (const tag of [
    'current-conditions',
    'crosswinds',
    'metar',
    'taf',
    'forecast',
    'flight-category',
    'runway-wind',
    'taf-timeline',
  ])
    await expect(page.locator(`hangar-${tag} [data-state="ready"]`).first(), tag).toBeVisible();
  await expect(page.locator('hangar-flight-category [data-slot="flight-category"]')).toHaveText(
    'Flight category IFR',
  );
  // Another airport's two runways: two strips, four ends, no verdict.
  await expect(page.locator('hangar-runway-wind [data-slot="runway-strip"]')).toHaveCount(2);
  await expect(page.locator('hangar-runway-wind [data-slot="runway-wind-end"]')).toHaveCount(4);
  await expect(page.locator('hangar-runway-wind [data-slot="minimums-verdict"]')).toHaveCount(0);
  // KBOS's recorded TAF on its time line: prevailing FM blocks and the PROB30 group.
  const timeline = page.locator('hangar-taf-timeline');
  await expect(timeline.getByRole('img')).toHaveAccessibleName(/^KBOS forecast on a time line\. From /);
  await expect(timeline.locator('[data-slot="taf-segment"][data-kind="FM"]').first()).toBeVisible();
  await expect(timeline.locator('[data-slot="taf-segment"][data-kind="PROB"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
