// Shared Playwright fixtures: signed-in states per role, saved once and reused (STYLE.md), and renewed
// before the 15-minute access token runs out so that no test ever depends on a refresh racing another.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export { expect };

export type Role = 'admin' | 'user' | 'anonymous';

export const ADMIN = {
  username: 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass',
};
export const PLAIN_USER = { username: 'e2e-user', password: 'e2e-user-pass', fullName: 'E2E Plain User' };

const STATE_DIR = path.join(__dirname, '.auth');
/** Access tokens live 15 minutes: a saved state older than this is signed in again. */
const STATE_MAX_AGE_MS = 10 * 60 * 1000;

/** The session is written to IndexedDB (localforage, key app-storage) after the login resolves. */
export async function waitForStoredSession(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('localforage');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve(false);
          const read = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get('app-storage');
          read.onsuccess = () => resolve(String(read.result ?? '').includes('"isAuthenticated":true'));
          read.onerror = () => resolve(false);
        };
      }),
    undefined,
    { polling: 100 },
  );
}

export async function signInThroughUi(
  page: Page,
  credentials: { username: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/app$/);
  await waitForStoredSession(page);
}

/** An admin bearer token from the API itself, for arranging data. */
export async function adminToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

/** Calls the API as admin (arranging data for a test); throws on a non-2xx answer unless allowed. */
export async function apiAsAdmin<T = unknown>(
  baseURL: string,
  method: string,
  url: string,
  body?: unknown,
  allow: number[] = [],
): Promise<{ status: number; body: T }> {
  const token = await adminToken(baseURL);
  const response = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok && !allow.includes(response.status)) {
    throw new Error(`${method} ${url} → ${response.status} ${text}`);
  }
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The plain `user` account the read-only tests sign in with (created once through the API). */
async function ensurePlainUser(baseURL: string): Promise<void> {
  await apiAsAdmin(
    baseURL,
    'POST',
    '/users',
    { ...PLAIN_USER, role: 'user' },
    [400, 409], // already there from an earlier test in this run
  );
}

class SessionStates {
  private readonly states = new Map<Role, { file: string; savedAt: number }>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async fileFor(role: Exclude<Role, 'anonymous'>): Promise<string> {
    const saved = this.states.get(role);
    if (saved && Date.now() - saved.savedAt < STATE_MAX_AGE_MS) return saved.file;
    if (role === 'user') await ensurePlainUser(this.baseURL);
    mkdirSync(STATE_DIR, { recursive: true });
    const file = path.join(STATE_DIR, `${role}.json`);
    const context = await this.browser.newContext({ baseURL: this.baseURL });
    try {
      const page = await context.newPage();
      await signInThroughUi(page, role === 'admin' ? ADMIN : PLAIN_USER);
      await context.storageState({ path: file, indexedDB: true });
    } finally {
      await context.close();
    }
    this.states.set(role, { file, savedAt: Date.now() });
    return file;
  }
}

export const test = base.extend<{ role: Role }, { sessionStates: SessionStates }>({
  role: ['admin', { option: true }],
  sessionStates: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      await use(new SessionStates(browser, baseURL));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ role, sessionStates }, use) => {
    await use(role === 'anonymous' ? undefined : await sessionStates.fileFor(role));
  },
});

/** Screenshots for people to look at (not compared): e2e/screenshots/<name>.png, ignored by git. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(__dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

/** Client-side navigation inside the console (no document load), as a link would do it. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

export function headerTitle(page: Page) {
  return page.getByRole('banner').getByRole('heading', { level: 1 });
}
