// Every test project: unit (jsdom), node (server and pure packages), browser (real Chromium), storybook.
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
};
// The API's tests load their dependencies as Node does in production: without the bundlers' `module`
// condition, which Vitest also hands to Node for external packages (the AWS SDK's `module` builds are not
// loadable by Node itself).
const nodeSsr = {
  resolve: {
    conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')],
    externalConditions: ['source'],
  },
};

// A fresh object per project: Vitest writes each instance's name into it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

const reactPackages = '{packages/ui,packages/weather-widgets,packages/management-forms,apps/site}';

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        // A unit test may run in the node environment (a real local HTTP server): it resolves as on a server.
        ssr,
        test: {
          name: 'unit',
          // One module graph and one jsdom per worker instead of per file (8× faster here); each test leaves
          // nothing behind (the setup file unmounts and clears what a test rendered).
          isolate: false,
          environment: 'jsdom',
          include: [`${reactPackages}/src/**/*.test.{ts,tsx}`],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.unit.ts'],
        },
      },
      {
        resolve,
        ssr: nodeSsr,
        test: {
          name: 'node',
          // Files share a worker's loaded modules instead of importing the server afresh each; every test
          // builds its own app, database and folders, so no state crosses files.
          isolate: false,
          environment: 'node',
          include: [
            'packages/{aviation-weather,contracts}/src/**/*.test.ts',
            'apps/api/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve,
        test: {
          name: 'browser',
          include: [`${reactPackages}/src/**/*.browser.test.{ts,tsx}`],
          setupFiles: ['./vitest.setup.browser.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: `${here}.storybook` })],
        resolve,
        test: {
          name: 'storybook',
          // Stories share one page's loaded modules per worker instead of a fresh iframe per file.
          isolate: false,
          // A play function that reads the security group's whole grid by role takes 15 s on a busy 2-core
          // machine (the grid grew with the waiting-list, portal and work-order features).
          testTimeout: 40_000,
          browser: browser(),
        },
      },
    ],
  },
});
