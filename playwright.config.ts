// End-to-end tests in a real Chromium against the built site served by the API in weather replay mode.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DEMO_PASSWORD, SHORT_SESSION_SECONDS } from './e2e/support';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second server of the same build whose sessions last seconds, for the expired-session flow. */
export const SHORT_SESSION_PORT = PORT + 1;
// Workers re-read this file: the folder is made once and handed down through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hangar-e2e-'));
process.env.E2E_SHORT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hangar-e2e-short-'));
process.env.E2E_SHORT_SESSION_URL = `http://127.0.0.1:${SHORT_SESSION_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two CPU cores are shared with everything else on this machine.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI's machine is slower than a developer's (an axe pass there takes 20-30 s): the limits are for hangs,
  // not for speed, so a slow but correct run passes.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace costs every test (snapshots at each action; a fifth of the run): only the retry of a
    // failed test records one (CI retries once). By hand: `npx playwright test <file> --trace on`.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command:
        'npx turbo run build --filter=@hangar/site --filter=@hangar/api --output-logs=errors-only && node apps/api/dist/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEATHER_SOURCE: 'replay',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        SEED_DEMO: 'true',
        // Every test signs in from 127.0.0.1: the per-address limits are for strangers, not this suite.
        RATE_LIMIT_SCALE: '20',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
    },
    {
      // Started after the first (Playwright sets servers up in order), so the build is there.
      command: 'node apps/api/dist/main.js',
      url: `http://127.0.0.1:${SHORT_SESSION_PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(SHORT_SESSION_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEATHER_SOURCE: 'replay',
        DATA_DIR: process.env.E2E_SHORT_DATA_DIR,
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        SEED_DEMO: 'true',
        // Every test signs in from 127.0.0.1: the per-address limits are for strangers, not this suite.
        RATE_LIMIT_SCALE: '20',
        SESSION_HOURS: String(SHORT_SESSION_SECONDS / 3600),
      },
    },
  ],
});
