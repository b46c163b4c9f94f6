// Shared e2e parts: the widths under test, the demo password, and a page that never reaches the internet.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const WIDTHS = [400, 640, 900, 1280] as const;
export const E2E_DEMO_PASSWORD = 'e2e-Demo-Pass-2026';
/** The listings frame's URL in the build (apps/site/src/config.ts default). */
export const LISTINGS_ORIGIN = 'https://listings.hicksairfield.com';

const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="550"><rect width="100%" height="100%" fill="#cfe0f5"/><text x="20" y="40" font-size="24">stub image</text></svg>`;

/** The stand-in listings page: it can ask the site to navigate, as the real one may. */
const LISTINGS = `<!doctype html><html lang="en"><head><title>Listings</title></head><body>
<h1>Hangar listings (test page)</h1>
<button id="go" onclick="parent.postMessage({ type: 'navigate', path: '/weather' }, '*')">Show weather</button>
</body></html>`;

export const test = base.extend<{ blockInternet: void }>({
  blockInternet: [
    async ({ context }, use) => {
      // Radar, TFR and NWS icon images and the listings page live on other hosts: answer them locally.
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          const url = new URL(route.request().url());
          if (url.origin === LISTINGS_ORIGIN)
            return route.fulfill({ contentType: 'text/html', body: LISTINGS });
          if (route.request().resourceType() === 'image')
            return route.fulfill({ contentType: 'image/svg+xml', body: IMAGE });
          return route.abort();
        },
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Zero axe violations (WCAG A/AA rules) on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude('iframe')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
