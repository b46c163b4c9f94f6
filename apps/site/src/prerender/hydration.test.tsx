// The pre-rendered airport pages hydrate in the browser without a mismatch: same data, same clock, any time zone.
import type { PrerenderData } from '@hangar/contracts';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import data from '../../../../packages/weather-widgets/src/fixtures/weather-data.json';
import { windHistoryFixture } from '../../../../packages/weather-widgets/src/fixtures/wind-history-fixture';
import { pageData, render } from '../entry-server';
import { mountSite } from '../mount-site';

/** The weather API's answers for each URL a page asks, from the recorded fixtures. */
function answersFor(path: string, fetchedAt: string): PrerenderData['weather'] {
  const meta = { stale: false, fetchedAt, ageSeconds: 0, replay: true };
  const pick = (url: string): unknown => {
    if (url.includes('/NoaaCrosswindMetar')) return data.crosswind.kafw;
    if (url.includes('/NoaaDecodedMetar/KAFW')) return data.decodedMetar.kafw;
    if (url.includes('/NoaaDecodedMetar/KFTW')) return data.decodedMetar.kftw;
    if (url.includes('/NoaaTaf/')) return { ...data.taf.none, station: 'KAFW' };
    if (url.includes('/forecast/')) return data.forecast.winter;
    if (url.includes('/NoaaWindHistory/KAFW/')) return windHistoryFixture();
    throw new Error(`no fixture for ${url}`);
  };
  const urls = pageData(path)?.weather ?? [];
  return Object.fromEntries(urls.map((url) => [url, { success: true, data: pick(url), meta }]));
}

const REPORT_TIME = Date.parse(data.crosswind.kafw.time);
const zone = process.env.TZ;
let root: Root | undefined;
let problems: string[];
const reported = (event: ErrorEvent) => {
  problems.push(event.message);
  event.preventDefault();
};

beforeEach(() => {
  problems = [];
  // A visitor: no session left behind by another file in this worker (a signed-in header drops Login).
  localStorage.clear();
  // Hydration mismatches are written to the console (React's development build) or reported as errors.
  window.addEventListener('error', reported);
  for (const method of ['error', 'warn'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      problems.push(args.map(String).join(' '));
    });
  // The widgets refresh after hydration: no API here, so every refresh simply fails.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  window.removeEventListener('error', reported);
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  process.env.TZ = zone;
  window.history.replaceState(null, '', '/');
});

/** The server's answer for `path` rendered at `renderedAt`, then hydrated at `hydratedAt`. */
async function serveThenHydrate(path: string, renderedAt: number, hydratedAt: number) {
  const prerendered: PrerenderData = {
    renderedAt,
    weather: answersFor(path, new Date(renderedAt - 60_000).toISOString()),
  };
  process.env.TZ = 'UTC';
  vi.useFakeTimers({ now: renderedAt, toFake: ['Date'] });
  const { root: html } = await render(path, prerendered);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const serverNodes = [...container.querySelectorAll('[data-slot]')];
  const serverText = (slot: string) => container.querySelector(`[data-slot="${slot}"]`)?.textContent;
  const source = serverText('current-conditions-source');
  // The server's page does not claim to answer yet: only React's first commit marks it.
  expect(container.hasAttribute('data-mounted')).toBe(false);

  // The browser: another time zone, a clock that has moved on.
  process.env.TZ = 'America/Chicago';
  vi.setSystemTime(hydratedAt);
  window.history.replaceState(null, '', path);
  await act(async () => {
    root = await mountSite(container, JSON.parse(JSON.stringify(prerendered)) as PrerenderData);
  });
  return { container, serverNodes, source };
}

describe('a pre-rendered airport page in the browser', () => {
  for (const path of ['/', '/weather']) {
    it(`${path}: every widget has its data in the server's HTML`, async () => {
      const renderedAt = REPORT_TIME + 12 * 60_000;
      const { root: html } = await render(path, {
        renderedAt,
        weather: answersFor(path, new Date().toISOString()),
      });
      expect(html).not.toContain('data-state="loading"');
      // The policy refuses style attributes in HTML: the page must not need any.
      expect(html).not.toMatch(/\sstyle="/);
    });

    it(`${path}: hydrates the server's HTML as it is, minutes later and in another time zone`, async () => {
      const renderedAt = REPORT_TIME + 12 * 60_000 + 59_000;
      const { container, serverNodes } = await serveThenHydrate(path, renderedAt, renderedAt + 3 * 60_000);
      expect(problems).toEqual([]);
      // The server's elements are the ones on screen: adopted by React, not replaced. (The header's title,
      // hidden by CSS on wide windows while the window was unknown, goes once it is measured as wide.)
      for (const node of serverNodes) {
        const slot = node.getAttribute('data-slot');
        if (slot !== 'nav-title') expect(node.isConnected, slot ?? '').toBe(true);
      }
      expect(container.querySelector('[data-slot="app-shell"]')).toBe(serverNodes[0]);
      // Hydrated: the page says it now answers clicks and keys (what the end-to-end tests wait for).
      expect(container.hasAttribute('data-mounted')).toBe(true);
    });
  }

  it('shows the wind line the server wrote, then ages by the browser clock', async () => {
    const renderedAt = REPORT_TIME + 12 * 60_000;
    const { container, source } = await serveThenHydrate('/', renderedAt, renderedAt + 5 * 60_000);
    expect(source).toBe('KAFW, observed 12m ago');
    const line = container.querySelector('[data-slot="current-conditions-line"]');
    expect(line?.textContent).toBe('68°F, 120° 7KT, 3 KT crosswind');
    expect(container.querySelector('[data-slot="current-conditions-source"]')?.textContent).toContain(
      'observed 17m ago',
    );
    expect(problems).toEqual([]);
  });

  it("shows the server's verdict against the default minimums, then the pilot's own, in the same place", async () => {
    const renderedAt = REPORT_TIME + 12 * 60_000;
    window.localStorage.setItem(
      'hangar.personal-minimums',
      JSON.stringify({ maxCrosswindKt: 2, maxGustKt: 20, minCategory: 'MVFR' }),
    );
    try {
      const { serverNodes } = await serveThenHydrate('/', renderedAt, renderedAt + 60_000);
      const verdict = serverNodes.find((n) => n.getAttribute('data-slot') === 'minimums-verdict');
      // The server cannot know the pilot's minimums: its page said the defaults (KAFW is MVFR, below VFR).
      expect(verdict?.isConnected).toBe(true);
      expect(verdict?.textContent).toContain('Yours:crosswind 2 kt');
      expect(verdict?.querySelector('[data-slot="minimums-verdict-text"]')?.textContent).toBe(
        'Outside your minimums: crosswind 3 kt (max 2)',
      );
      expect(problems).toEqual([]);
    } finally {
      window.localStorage.removeItem('hangar.personal-minimums');
    }
  });
});
