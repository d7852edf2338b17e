/** Shared pieces of the end-to-end tests: a page that records console errors, axe, and API shortcuts. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { phone: '13800138000', email: 'demo@kankan-space.test', password: 'Demo2026' } as const;
/** Serial number of a Pro camera bound to the demo account (server seed). */
export const DEMO_CAMERA_SN = 'A1B2C3D4';

interface Fixtures {
  /** Console errors and uncaught page errors seen so far on `page`. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // A prerendered page (or an account screen the server drew for the session) shows before its script has taken it
  // over (its forms are disabled until then): every navigation and reload waits until the page is live, as a person
  // waits for the page to respond.
  page: async ({ page }, use) => {
    const whenLive = () =>
      page.locator('html:not([data-prerendered]):not([data-signed-in])').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await whenLive();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await whenLive();
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await use(errors);
  },
});
export { expect };

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // React Aria's live announcer briefly keeps a node labelled by an element that is already gone (after a table
  // selection, for example); it is a screen-reader message queue, not page content.
  const results = await new AxeBuilder({ page }).exclude('[role="log"][aria-live]').analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** POSTs to /api and returns the envelope, failing on HTTP errors. */
export async function api<T>(request: APIRequestContext, path: string, body?: unknown, token?: string) {
  const response = await request.post(`/api${path}`, {
    data: body ?? {},
    headers: token ? { token } : {},
  });
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true);
  return (await response.json()) as Envelope<T>;
}

/** Logs the demo account in through the API and returns its token. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const answer = await api<{ token: string }>(request, '/sso/user/login', {
    phoneNum: DEMO.phone,
    areaNum: '86',
    password: DEMO.password,
  });
  expect(answer.code).toBe(0);
  return answer.data.token;
}

/** The newest verification code the development mailbox shows for `account`. */
export async function latestCode(request: APIRequestContext, account: string): Promise<string> {
  const html = await (await request.get('/dev/mailbox')).text();
  const rows = [...html.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td>[^<]*<\/td><td><strong>(\d+)<\/strong>/g)];
  const codes = rows.filter((row) => row[1] === account).map((row) => row[2]);
  const code = codes[0]; // the mailbox lists the newest first
  expect(code, `a code sent to ${account}`).toBeTruthy();
  return code ?? '';
}

/**
 * Waits until a screen has settled: its requests answered (the archiving forecast beside the capacity meter arrives
 * with its own and pushes the list down when it shows) and none of its parts still arriving (apps/site/src/app/
 * screenPart.tsx), so a click lands where the element was found.
 */
export async function settledScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-screen-part-pending]')).toHaveCount(0);
}
