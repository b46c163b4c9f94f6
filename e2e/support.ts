// Shared e2e parts: the widths under test, the demo password, and a page that never reaches the internet.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { AnswerRecorder, loadApiContract, type ApiContract } from './api-contract';

export const WIDTHS = [400, 640, 900, 1280] as const;
export const E2E_DEMO_PASSWORD = 'e2e-Demo-Pass-2026';
/**
 * How long a session lasts on the second (short-session) server: long enough to sign in and look, short enough
 * to outwait in a test. CI's slower machine needs longer to sign in and reach a page before it runs out.
 */
export const SHORT_SESSION_SECONDS = process.env.CI ? 21.6 : 7.2;
/** Long enough for a short session, untouched since its last call, to have run out. */
export const SHORT_SESSION_OUTWAIT_MS = SHORT_SESSION_SECONDS * 1000 + 800;
const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="550"><rect width="100%" height="100%" fill="#cfe0f5"/><text x="20" y="40" font-size="24">stub image</text></svg>`;

/**
 * Keeps a browser context off the internet: radar and TFR images live on other hosts and are answered
 * locally, anything else elsewhere is refused. (The listings frame shows the site's own /listings; the
 * forecast icons are drawn in the page.)
 */
export function keepOffline(context: BrowserContext) {
  return context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      if (route.request().resourceType() === 'image')
        return route.fulfill({ contentType: 'image/svg+xml', body: IMAGE });
      return route.abort();
    },
  );
}

export const test = base.extend<
  { blockInternet: void; apiAnswers: AnswerRecorder },
  { apiContract: ApiContract }
>({
  apiContract: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      await use(await loadApiContract(String(workerInfo.project.use.baseURL)));
    },
    { scope: 'worker' },
  ],
  // Every API answer a test sees must be one the OpenAPI document describes: the test fails otherwise.
  apiAnswers: [
    async ({ apiContract, browser }, use) => {
      const recorder = new AnswerRecorder();
      const restore = recorder.watchBrowser(browser);
      await use(recorder);
      restore();
      const problems = (await recorder.answers()).map((a) => apiContract.problem(a)).filter(Boolean);
      expect(problems, 'API answers the OpenAPI document does not describe').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, apiAnswers }, use) => {
    apiAnswers.watchContext(context);
    await use(context);
    // Bodies still being read are read before the context closes.
    await apiAnswers.answers();
  },
  request: async ({ request, apiAnswers }, use) => {
    await use(apiAnswers.wrapRequest(request));
  },
  blockInternet: [
    async ({ context }, use) => {
      await keepOffline(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a site page and waits until React has taken it over (`data-mounted` on the root): `/` and `/weather`
 * arrive pre-rendered and show everything before their script runs, but a click or key that early is lost.
 */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('#root[data-mounted]')).toHaveCount(1);
  return response;
}

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

/** The key under which the site keeps its session in localStorage. */
export const SESSION_KEY = 'hangar.session';

/** Signs in through the login page (coming back to `returnUrl`, if given) and waits until it gives way. */
export async function signIn(page: Page, userName: string, returnUrl?: string) {
  await page.goto(returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login');
  await page.getByPlaceholder('Username').fill(userName);
  await page.getByPlaceholder('Password').fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signed in once the login page has given way (to the management home or the return address).
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The id of the company whose card on the management home starts with `name` (the user must see it). */
export async function companyId(page: Page, name: 'Alpha' | 'Bravo'): Promise<number> {
  await page.goto('/manage');
  const href = await page
    .getByTestId('company-list')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .getAttribute('href');
  return Number(/\/MgmtCoAdmin\/(\d+)/.exec(href ?? '')![1]);
}

/** The management face's side navigation (a wide window). */
export const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Management' });

/** The toasts that say `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-slot="toast"]').filter({ hasText: text });

/**
 * The toast that says `text` shows; it is then dismissed (unless it went by itself), so a later toast with
 * the same words is a new one.
 */
export async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await toast(page, text)
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast(page, text)).toHaveCount(0);
}

/** Alpha's id, read from the link of its card on the management home. */
export const alphaId = (page: Page) => companyId(page, 'Alpha');

/** What the API answered: its status and its `{ success, data, error }` body. */
export type ApiAnswer<T> = { status: number; success: boolean; data: T; error?: string };
/** Calls the API as one user: `await api<Contact>('GET', '/api/Contact/7')`. */
export type Api = <T = unknown>(method: string, path: string, data?: unknown) => Promise<ApiAnswer<T>>;

async function call<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: string,
  path: string,
  data?: unknown,
): Promise<ApiAnswer<T>> {
  const answer = await request.fetch(path, { method, headers, data });
  const body = (await answer.json().catch(() => ({}))) as Omit<ApiAnswer<T>, 'status'>;
  return { ...body, status: answer.status() };
}

/**
 * The API with the session of the user signed in on `page` (its bearer token and XSRF cookie), for the
 * set-up and checks a test is not about.
 */
export function apiOf(page: Page): Api {
  return async (method, path, data) => {
    const token = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token,
      SESSION_KEY,
    );
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
    return call(page.request, headers, method, path, data);
  };
}

/** The API as `userName`, signed in through the API itself (no page): `request` keeps the XSRF cookie. */
export async function apiSignIn(
  request: APIRequestContext,
  userName: string,
  password = E2E_DEMO_PASSWORD,
): Promise<Api> {
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const auth = await call<{ token: string }>(request, headers, 'POST', '/api/authenticate', {
    userName,
    password,
  });
  expect(auth.success, `${userName} signs in to the API`).toBe(true);
  const signedIn = { ...headers, Authorization: `Bearer ${auth.data.token}` };
  return (method, path, data) => call(request, signedIn, method, path, data);
}

/** A suffix that tells this run's records apart from every other test's and run's. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
