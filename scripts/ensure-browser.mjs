// Before the browser tests: make sure some Chromium exists, installing Playwright's own on first use.
import { execSync } from 'node:child_process';
import { chromiumExecutable } from './chromium.mjs';
import { chromium } from 'playwright';
import { existsSync } from 'node:fs';

const explicit = chromiumExecutable();
if (explicit) {
  if (!existsSync(explicit)) {
    console.error(`CHROMIUM_PATH points at ${explicit}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(chromium.executablePath())) {
  console.log("No Chromium found: installing Playwright's own (npx playwright install chromium).");
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
