// Where the tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium executable to launch, or undefined to let Playwright use its own download. */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
