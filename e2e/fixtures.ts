// Shared Playwright fixtures: the demo logins and tracking numbers (straight
// from the seed, so the tests follow it) and a `login(page, who)` helper that
// signs in through the real /login form, as a visitor would.
//
// Importing the seed module is safe here: its only native dependency,
// @node-rs/argon2, loads fine in Node, and the database drivers (PGlite, pg)
// are imported lazily inside functions the tests never call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_TRACKING, DEMO_USERS } from '../courier-api/db/seed';
import { DEMO_STAFF } from '../courier-api/db/seed-courier';
import { renderWholePage } from './render-whole-page';
import { startWithSplashSeen } from './splash-seen';
import { e2ePort } from './server-settings.mjs';

export { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USERS };
export type DemoUserKey = keyof typeof DEMO_USERS;
/** Everyone the tests sign in as: the demo users and the courier day's staff (Ops, couriers). */
export type LoginKey = DemoUserKey | keyof typeof DEMO_STAFF;
const LOGINS: Record<LoginKey, { email: string; fullName: string }> = { ...DEMO_USERS, ...DEMO_STAFF };
/** Where each role lands after signing in. */
const LANDING: Partial<Record<LoginKey, string>> = { ops: '/Dispatch', courier: '/courier', courier2: '/courier' };
export const DEMO_USER_KEYS = Object.keys(DEMO_USERS) as DemoUserKey[];

/** The name of the session cookie over plain http (see lib/session-cookie.ts). */
export const SESSION_COOKIE = 'saqr.session';
/** The browser's device cookie over plain http ("remember this device", lib/session-cookie.ts). */
export const DEVICE_COOKIE = 'saqr.device';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Staff sign in with a second step (issue 17); the demo's share one authenticator secret (seed.ts). */
const STAFF_LOGINS: ReadonlySet<LoginKey> = new Set<LoginKey>(['admin', 'ops', 'courier', 'courier2']);
/** The current code of the demo staff's authenticator app. */
export const demoCode = () => generate({ secret: DEMO_TOTP_SECRET });

const WRONG_CODE = 'This code is not right. Please check your authenticator app and try again.';

/**
 * Fills the sign-in's code step with the demo authenticator's code and
 * submits it. A code works once: when this login already used the current
 * one (another test of this worker, in another browser), the code of the
 * next 30-second step is typed once it comes, as a person would.
 */
export async function enterDemoCode(page: Page, { remember = false }: { remember?: boolean } = {}) {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  if (remember) await page.getByLabel('Remember this device for 30 days').check();
  const url = page.url();
  for (let attempt = 0; ; attempt++) {
    await field.fill(await demoCode());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const refused = page.getByRole('alert').filter({ hasText: WRONG_CODE });
    const outcome = await Promise.race([
      page.waitForURL((u) => u.href !== url, { timeout: 15_000 }).then(() => 'in' as const),
      refused.waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in' || attempt === 1) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}

/**
 * The browser each staff login was remembered on ("remember this device"),
 * per server: a code works once per 30-second step, so a person signing in
 * again from the same browser is not asked again, and neither are the tests.
 * Kept in a file per server port, so a worker Playwright restarts after a
 * failure (on the same server) remembers too; a stale entry (a server started
 * again since) only means the code is asked for and typed.
 */
type Device = Cookies[number];
const devicesFile = (page: Page) => path.join(os.tmpdir(), `saqr-e2e-devices-${new URL(page.url()).port}.json`);
function rememberedDevice(page: Page, who: LoginKey): Device | undefined {
  try {
    return (JSON.parse(fs.readFileSync(devicesFile(page), 'utf8')) as Partial<Record<LoginKey, Device>>)[who];
  } catch {
    return undefined;
  }
}
function rememberDevice(page: Page, who: LoginKey, device: Device) {
  let all: Partial<Record<LoginKey, Device>> = {};
  try {
    all = JSON.parse(fs.readFileSync(devicesFile(page), 'utf8'));
  } catch {
    // none yet
  }
  fs.writeFileSync(devicesFile(page), JSON.stringify({ ...all, [who]: device }));
}

/** Signs `who` in through the /login form (with the code step for staff) and waits for their landing page. */
export async function loginAs(page: Page, who: LoginKey) {
  const user = LOGINS[who];
  const landing = LANDING[who] ?? '/dashboard';
  await openLoginForm(page);
  const staff = STAFF_LOGINS.has(who);
  const remembered = staff ? rememberedDevice(page, who) : undefined;
  if (remembered) await page.context().addCookies([remembered]);
  await submitLoginForm(page, user.email, DEMO_PASSWORD);
  if (staff) {
    // Straight in from a remembered browser; otherwise the code step.
    const codeStep = page.getByLabel('Authentication code');
    const step = await Promise.race([
      page.waitForURL((url) => url.pathname === landing).then(() => 'in' as const),
      codeStep.waitFor().then(() => 'code' as const),
    ]);
    if (step === 'code') {
      await enterDemoCode(page, { remember: true });
      await page.waitForURL((url) => url.pathname === landing);
      const device = (await page.context().cookies()).find((c) => c.name === DEVICE_COOKIE);
      if (device) rememberDevice(page, who, device);
    }
  }
  await page.waitForURL((url) => url.pathname === landing);
  if (!LANDING[who]) await expect(page.getByText(`Welcome, ${user.fullName}`, { exact: true })).toBeVisible();
}

/** One commit of React as markHydration records it. */
type HydrationCommit = { run: number; waiting: boolean };
/** One request to the courier API (/api/courier/…) as markHydration records it. */
type CourierRequest = { run: number; path: string };

/**
 * Marks `window.__e2eHydrated` at the first commit of React that leaves no part
 * of the page waiting to hydrate. React hydrates a streamed page a Suspense
 * boundary at a time, in slices: the first commit is the shell's, and a
 * portal page's own part (streamed after it) hydrates in later ones. A
 * boundary still waiting holds its server HTML as `dehydrated` state (Suspense
 * is fiber tag 13, Activity 31). It listens through the hook React DevTools
 * use, which production builds of React DOM call too, and keeps every commit
 * in `window.__e2eCommits` (see hydratedAtOnce), and every request to the
 * courier API in `window.__e2eRequests` (see requestsInCommits).
 */
export function markHydration() {
  const w = window as unknown as Record<string, unknown>;
  if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  type Fiber = { tag: number; memoizedState: { dehydrated?: unknown } | null; child: Fiber | null; sibling: Fiber | null };
  const waiting = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length) {
      const f = stack.pop()!;
      if ((f.tag === 13 || f.tag === 31) && f.memoizedState?.dehydrated) return true;
      if (f.child) stack.push(f.child);
      if (f.sibling) stack.push(f.sibling);
    }
    return false;
  };
  // Each commit, with whether a part still waits and which run of script it came in: commits in one
  // run (before the microtasks queued by the first of them) were made in one task, without a yield.
  const commits: HydrationCommit[] = [];
  w.__e2eCommits = commits;
  let runs = 0;
  let run = 0;
  const runNow = () => {
    if (!run) {
      run = ++runs;
      queueMicrotask(() => {
        run = 0;
      });
    }
    return run;
  };
  const requests: CourierRequest[] = [];
  w.__e2eRequests = requests;
  const fetchFirst = window.fetch;
  window.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.startsWith('/api/courier/')) requests.push({ run: runNow(), path: url.pathname.slice('/api/courier/'.length) });
    return fetchFirst.call(this, input, init);
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      const wait = waiting(root.current);
      commits.push({ run: runNow(), waiting: wait });
      if (!w.__e2eHydrated && !wait) w.__e2eHydrated = true;
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}
const probed = new WeakSet<Page>();

/**
 * Opens a page and waits until React has hydrated it and run its first
 * effects: then a click goes through React's handlers, never a native form
 * post. (Public and auth pages no longer load next-auth's client, so a fetch
 * of /api/auth/session is no signal; nor is 'networkidle': the router's
 * prefetch of a missing page can stay open indefinitely.)
 */
export async function gotoHydrated(page: Page, path: string) {
  if (!probed.has(page)) {
    probed.add(page);
    await page.addInitScript(markHydration);
  }
  const response = await page.goto(path);
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__e2eHydrated === true);
  // Effects run after the commit, in a task of React's scheduler.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return response;
}

/**
 * The commits of the page open in `page` (loaded with gotoHydrated) that finished hydrating a part
 * in the same task as an earlier commit that had left it waiting: an update reached a part still
 * waiting to hydrate, and React hydrated it at that update's priority, at once and in one piece,
 * rather than in slices a task at a time. Empty is what a page should give.
 */
export async function hydratedAtOnce(page: Page): Promise<number[]> {
  const commits = await page.evaluate(() => (window as unknown as { __e2eCommits: HydrationCommit[] }).__e2eCommits);
  return commits.flatMap((c, i) => (i > 0 && commits[i - 1]!.waiting && !c.waiting && commits[i - 1]!.run === c.run ? [i] : []));
}

/**
 * The courier API requests of the page open in `page` (loaded with gotoHydrated) that were started
 * in the same task as a commit of React: inside the commit (SWR asks in a layout effect), where the
 * request's own cost lengthens the commit's task. lib/later.ts fetchLater starts them in a task of
 * their own.
 */
export async function requestsInCommits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __e2eCommits: HydrationCommit[]; __e2eRequests: CourierRequest[] };
    const runs = new Set(w.__e2eCommits.map((c) => c.run));
    return w.__e2eRequests.filter((r) => runs.has(r.run)).map((r) => r.path);
  });
}

/** Waits until the page open in `page` (loaded with gotoHydrated) has asked the courier API for something and has stopped asking (no new request for half a second). */
export async function courierReadsSettled(page: Page) {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => (window as unknown as { __e2eRequests: CourierRequest[] }).__e2eRequests.length);
        const settled = now > 0 && now === before;
        before = now;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

/** Opens the login form, ready to be filled. */
export async function openLoginForm(page: Page, path = '/login') {
  await gotoHydrated(page, path);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
}

/** Fills and submits the login form; does not wait for the outcome. */
export async function submitLoginForm(page: Page, emailOrUsername: string, password: string) {
  await page.getByLabel('Email ID or Username').fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

type LoginFixtures = {
  /**
   * Show the start-up splash on the test's first page, as a visitor arriving
   * sees it. Off by default: the splash is the same 2-second bar on
   * every page, and with it each axe scan waited for its animation to end
   * (axeViolations) on every test's first page. The specs about the splash and
   * the pages it is checked on (home, Arabic public) turn it on.
   */
  showSplash: boolean;
  /** Signs `who` in through the /login form and waits for the dashboard. */
  login: (page: Page, who: LoginKey) => Promise<void>;
  /**
   * Signs `who` in through the form once per spec file; later calls in that
   * file reuse the session's cookie (signing out only drops a context's
   * cookie, so it stays valid). Does not navigate when the cookie is reused.
   * Per file, not per worker: another spec may end a session on purpose (a
   * password or permission change), which would fail the next spec's reuse.
   */
  signIn: (who: LoginKey, page?: Page) => Promise<void>;
};

const sessions = new Map<string, Cookies>();

/**
 * Frames sandboxed without scripts (the email preview on /NotificationSettings):
 * axe runs as a script inside each frame, and there it never starts, so the
 * scan would wait until the test's time ran out. What such a frame shows is
 * checked on its own page instead (e2e/notification-settings.spec.ts).
 */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * An axe scan of the page, in axe's "legacy" mode: `axe.run` in the page, which
 * reaches same-origin frames with axe's own messages. The default mode runs
 * `axe.runPartial` in each frame, then opens a blank page, loads axe's 1.3 MB
 * into it and calls `axe.finishRun` there, on every scan: twice the time for the
 * same rules (/Managingshipping 3.4 → 1.7 s, /Dashboard 1.8 → 1.1 s on two slow
 * cores), and the E2E suite makes about 160 scans. Findings are the same: a faint
 * text, a nameless button, a frame without a title and images without alt, in the
 * page and in a same-origin frame, were found by both (docs/decisions.md, "CI
 * time, session 22"). A cross-origin frame would go unscanned: no page has one
 * when it is scanned (the home page's map loads on a click).
 */
export function axeBuilder(page: Page, { wholePage = true }: { wholePage?: boolean } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (!wholePage) return builder;
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await renderWholePage(page);
    return analyze();
  };
  return builder;
}

/**
 * axe's violations as readable lines (`rule: selectors`), so a failure says what
 * to fix. It first lets running transitions end (a toast fading in is, for an
 * instant, grey on grey): only finite ones, never a spinner's, and 2 s at most.
 */
export async function axeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const { violations } = await axeBuilder(page).exclude(SCRIPTLESS_FRAMES).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What Chromium prints when the Content Security Policy blocks something. */
const CSP_REFUSAL = /Content Security Policy/;
/** What next-intl logs when a screen reads a message its provider does not hold (each portal page has its own: lib/i18n/namespaces.ts). */
const MISSING_MESSAGE = /MISSING_MESSAGE|INSUFFICIENT_PATH/;

export const test = base.extend<LoginFixtures>({
  // Every test's page fails its test when the Content Security Policy blocks anything on it
  // (issue 17): all the suite passes under the strict policy, not just beside it.
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash }, use) => {
    // The splash's own line (lib/csp.ts START_SCRIPT) still runs; the page starts as if the
    // splash had been seen: the class it would add goes on <html> as soon as there is one.
    if (!showSplash) await page.addInitScript(startWithSplashSeen);
    const refused: string[] = [];
    const missing: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error') return;
      if (CSP_REFUSAL.test(text)) refused.push(`${page.url()}: ${text}`);
      if (MISSING_MESSAGE.test(text)) missing.push(`${page.url()}: ${text.slice(0, 300)}`);
    });
    await use(page);
    expect(refused, 'Content Security Policy violations').toEqual([]);
    expect(missing, 'messages a screen read that its provider does not hold').toEqual([]);
  },
  // Each worker has a server of its own, on its own fresh database (playwright.config.ts):
  // every page, context (browser.newContext() too) and request of a test goes to its
  // worker's server. Specs import `test` from here so that none talks to another's.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${e2ePort(testInfo.parallelIndex)}`);
  },
  // eslint-disable-next-line no-empty-pattern
  login: async ({}, use) => {
    await use(loginAs);
  },
  signIn: async ({ page, login }, use, testInfo) => {
    await use(async (who, target = page) => {
      const key = `${testInfo.file}:${who}`;
      const saved = sessions.get(key);
      if (saved) await target.context().addCookies(saved);
      else {
        await login(target, who);
        sessions.set(key, await target.context().cookies());
      }
    });
  },
});

export { expect };

/** Clicks a print button; the PDF comes back through the BFF (200, a PDF) and opens in a new tab. */
export async function printsPdf(page: Page, button: string, layout: 'A4' | 'Label4x6') {
  const pdf = page.waitForResponse((r) => r.url().endsWith('/api/courier/AirwayBillPDFFormat') && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const res = await pdf;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(JSON.parse(res.request().postData()!).Layout).toBe(layout);
  await (await popup).close();
}
