/**
 * The one helper file of the end-to-end tests: a page that waits until it is live and records console errors, axe,
 * the words of the site read from its catalogues, keyboard steps, API shortcuts and fresh accounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import PO from 'pofile';

export { expect };

export type Lang = 'zh' | 'en';
export const LANGS = ['zh', 'en'] as const;
/** The browser locale of a visitor reading each language. */
export const BROWSER_LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };
/** The `lang` attribute the site puts on `<html>` in each language. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

export const DEMO = { phone: '13800138000', email: 'demo@kankan-space.test', password: 'Demo2026' } as const;
/** The second demo account (user name wangfang, no membership). */
export const DEMO_SECOND = { phone: '13900139000', userName: 'wangfang', password: DEMO.password } as const;
/** Serial number of a Pro camera bound to the demo account (server seed). */
export const DEMO_CAMERA_SN = 'A1B2C3D4';

interface Fixtures {
  /** Console errors and uncaught page errors seen so far on `page`. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // A prerendered page shows before its script has taken it over (its forms are disabled until then): every
  // navigation and reload waits until the page is live, as a person waits for the page to respond.
  page: async ({ page }, use) => {
    const whenLive = () => page.locator('html:not([data-prerendered])').waitFor({ state: 'attached' });
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

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Violations only: gathering every passed and inapplicable node costs time and is never read here. Legacy mode runs
  // axe in the page itself instead of finishing each run in a new blank page, but does not look inside frames: a page
  // with one fails here, so that the check is changed rather than silently narrowed.
  expect(page.frames().length, `a frame on ${page.url()}, which axe's legacy mode does not check`).toBe(1);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

// The site's words, from the Lingui catalogues (source language English: a message's id is its English text).
const LOCALES = path.resolve(import.meta.dirname, '../packages/i18n/src/locales');
const catalogues = new Map<Lang, Map<string, string>>();

function catalogue(lang: Lang): Map<string, string> {
  let messages = catalogues.get(lang);
  if (!messages) {
    messages = new Map();
    const dir = path.join(LOCALES, lang);
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.po'))) {
      for (const item of PO.parse(fs.readFileSync(path.join(dir, file), 'utf8')).items) {
        messages.set(item.msgid, item.msgstr[0] || item.msgid);
      }
    }
    catalogues.set(lang, messages);
  }
  return messages;
}

type Values = Record<string, string | number>;

/** Fills a message's `{name}` and `{count, plural, one {…} other {…}}` (with `#`) arguments. */
function format(message: string, values: Values, lang: Lang): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    out += message.slice(i, open);
    let depth = 0;
    let close = open;
    for (; close < message.length; close += 1) {
      if (message[close] === '{') depth += 1;
      if (message[close] === '}' && --depth === 0) break;
    }
    const body = message.slice(open + 1, close);
    const [name = '', kind, ...rest] = body.split(',').map((part) => part.trim());
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in "${message}"`);
    if (kind === 'plural') {
      const count = Number(value);
      const forms = Object.fromEntries(
        [...rest.join(',').matchAll(/(=\d+|\w+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => [m[1], m[2] ?? '']),
      );
      const form = forms[`=${count}`] ?? (lang === 'en' && count === 1 ? forms['one'] : undefined) ?? forms['other'];
      out += format((form ?? '').replace(/#/g, String(count)), values, lang);
    } else {
      out += String(value);
    }
    i = close + 1;
  }
  return out + message.slice(i);
}

/**
 * The site's words in `lang`: `t('Save')` is the catalogue's translation of the English message, with `{name}`
 * arguments filled from `values`. A message no catalogue holds fails, so a renamed label shows at once.
 */
export function words(lang: Lang): (source: string, values?: Values) => string {
  const messages = catalogue(lang);
  return (source, values = {}) => {
    const message = messages.get(source);
    if (message === undefined) throw new Error(`no message "${source}" in the ${lang} catalogues`);
    return format(message, values, lang);
  };
}

/** Presses Tab until `target` holds the focus (at most `max` times); fails when it never does. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Province, city and district as a region picker names them in each language (English above the Chinese). */
const SHENZHEN_NANSHAN: Record<Lang, [string, string, string]> = {
  zh: ['广东省', '深圳市', '南山区'],
  en: ['Guangdong', 'Shenzhen', 'Nanshan District'],
};

/** Chooses Guangdong, Shenzhen, Nanshan in a region picker inside `scope`; the English options name the Chinese too. */
export async function pickRegion(page: Page, scope: Locator, lang: Lang): Promise<void> {
  const t = words(lang);
  const names = SHENZHEN_NANSHAN[lang];
  for (const [index, label] of [t('Province'), t('City'), t('District')].entries()) {
    const trigger = scope.getByRole('button', { name: new RegExp(label) });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    const name = names[index] ?? '';
    await page
      .getByRole('option', {
        name: lang === 'en' ? new RegExp(`^${name}\\s*${SHENZHEN_NANSHAN.zh[index]}$`) : name,
        exact: true,
      })
      .click();
    await expect(trigger).toHaveText(name);
  }
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

/** Logs an account in through the API and returns its token. */
export async function loginToken(request: APIRequestContext, phoneNum: string, password: string): Promise<string> {
  const answer = await api<{ token: string }>(request, '/sso/user/login', { phoneNum, areaNum: '86', password });
  expect(answer.code, `login of ${phoneNum}`).toBe(0);
  return answer.data.token;
}

/** Logs the demo account in through the API and returns its token. */
export function demoToken(request: APIRequestContext): Promise<string> {
  return loginToken(request, DEMO.phone, DEMO.password);
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

export interface FreshAccount {
  email: string;
  userName: string;
  password: string;
  token: string;
}

/**
 * Registers a new e-mail account through the API and the demo mailbox, and logs it in: each journey changes only
 * its own account, so journeys run in parallel on one server. The e2e server runs with RATE_LIMITS=off (its
 * customers all come from one address).
 */
export async function freshAccount(request: APIRequestContext, prefix: string): Promise<FreshAccount> {
  // Unique across parallel workers and runs: time and randomness, in letters and digits.
  const stamp = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  const email = `${prefix}-${stamp}@example.com`;
  const userName = `${prefix.slice(0, 3)}${stamp}`.slice(0, 11);
  const password = 'Account2026';
  expect((await api(request, '/sso/user/getEmailAuthCode', { email })).code, 'code sent').toBe(0);
  const code = await latestCode(request, email);
  const registered = await api(request, '/sso/user/register', {
    phoneNum: email,
    code,
    userName,
    password,
    confirmPassword: password,
    agreement: true,
  });
  expect(registered.code, 'registration').toBe(0);
  const login = await api<{ token: string }>(request, '/sso/user/login', { phoneNum: email, password });
  expect(login.code, 'login').toBe(0);
  return { email, userName, password, token: login.data.token };
}

/** Opens a page of the site logged in as `account` (the token in the address is stored and removed). */
export async function openAs(page: Page, account: FreshAccount | string, address: string): Promise<void> {
  const token = typeof account === 'string' ? account : account.token;
  const join = address.includes('?') ? '&' : '?';
  await page.goto(`${address}${join}token=${token}`);
}

/**
 * Logs in on the login page by the camera-login QR code, which the demo's stand-in for the camera app confirms for
 * the demo camera `serial`; ends on the camera's scene screen.
 */
export async function cameraLogin(page: Page, request: APIRequestContext, lang: Lang, serial = DEMO_CAMERA_SN) {
  await page.goto(`/login/login?lang=${lang}`);
  const ticketAnswer = page.waitForResponse((r) => r.url().includes('/api/sso/camera/qrCode'));
  await page.getByRole('tab', { name: words(lang)('Camera login') }).click();
  const { data } = (await (await ticketAnswer).json()) as { data: { ticket: string } };
  expect((await request.get(`/dev/camera-login/${data.ticket}?sn=${serial}`)).ok()).toBe(true);
  await expect(page).toHaveURL(/\/manage\/scene$/, { timeout: 20_000 });
}

/** The wallet page encoded in the QR code the pop-up shows (read from the pay call's answer). */
export async function walletPageOf(answer: Promise<Response>): Promise<string> {
  const body = (await (await answer).json()) as { code: number; data: { codeUrl: string } };
  expect(body.code).toBe(0);
  return body.data.codeUrl;
}

/** The next answer of the domestic wallet's pay call (its QR code). */
export function wechatPayAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes('/api/order/pay/wechatPay'));
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

/** A 1 × 1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
