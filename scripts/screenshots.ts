#!/usr/bin/env tsx
// `npm run screenshots`: a full-page screenshot of every public page (signed
// out) and of every portal screen each demo user may open (Admin, postpaid,
// prepaid, sub-user), at 390 × 844 and 1440 × 900, plus an index.html contact
// sheet. For designers and for eyeballing a change; not part of `npm test`.
//
// The page lists come from the code: lib/routes.ts (PAGES, the dynamic
// prefixes, service and blog slugs), the demo logins and tracking numbers from
// the seed, who may open what from lib/portal-nav.ts (canOpen on the user's own
// profile), and a page's tabs from the page itself (every [role=tab] that puts
// ?tab= in the address gets its own shot). A new page or tab shows up by itself.
//
// Server: by default a production build in its own folder (NEXT_DIST_DIR,
// default .next-shots; rebuilt only when the sources changed) served by
// `node e2e/server.mjs` on a fresh embedded database with the demo data.
//
// Settings (all optional):
//   SCREENSHOTS_URL=http://localhost:3000  use a running server (with the demo data) instead
//   SCREENSHOTS_ONLY=<substring>           only routes whose path contains it (any letter case)
//   SCREENSHOTS_USERS=admin,oasis          only these users (usernames or seed keys; `guest` = signed out)
//   SCREENSHOTS_WIDTHS=390,1440            viewport widths (heights: 844 below 1000 px, else 900)
//   SCREENSHOTS_OUT=.screenshots           output folder (ignored by git)
//   SCREENSHOTS_PORT=3251                  port of the server this script starts
//   SCREENSHOTS_CONCURRENCY=2              pages shot at once
//   SCREENSHOTS_SCALE=1                    device scale factor (2 for retina-sized files)
//   SCREENSHOTS_BUILD=1                    build even if the sources did not change
//   SCREENSHOTS_PUBLIC_FOR_USERS=1         also shoot every public page for each signed-in user
//   NEXT_DIST_DIR=.next-shots              build folder of the server this script starts
//   CHROMIUM_PATH=/usr/bin/chromium        the browser (Playwright never downloads one)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TRACKING, DEMO_USERS } from '../courier-api/db/seed';
import { BLOG_SLUGS, SERVICE_SLUGS } from '../lib/content/slugs';
import { canOpen, type PortalUser } from '../lib/portal-nav';
import { blogPath, DYNAMIC_PREFIXES, PAGES, servicePath, type Gate } from '../lib/routes';
import { renderWholePage } from '../e2e/render-whole-page';
import { startWithSplashSeen } from '../e2e/splash-seen';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const OUT = path.resolve(ROOT, env.SCREENSHOTS_OUT?.trim() || '.screenshots');
const PORT = Number(env.SCREENSHOTS_PORT ?? 3251);
const DIST_DIR = env.NEXT_DIST_DIR?.trim() || '.next-shots';
const CONCURRENCY = Math.max(1, Number(env.SCREENSHOTS_CONCURRENCY ?? 2));
const SCALE = Number(env.SCREENSHOTS_SCALE ?? 1);
const ONLY = env.SCREENSHOTS_ONLY?.trim().toLowerCase() || '';
const WIDTHS = (env.SCREENSHOTS_WIDTHS?.trim() || '390,1440').split(',').map((w) => Number(w.trim())).filter((w) => w > 0);
const PUBLIC_FOR_USERS = !!env.SCREENSHOTS_PUBLIC_FOR_USERS && env.SCREENSHOTS_PUBLIC_FOR_USERS !== '0';
const NOT_AUTHORIZED = 'You are not authorized to access this page.'; // components/portal/gated-page.tsx

const started = Date.now();
const log = (msg: string) => console.log(`[shots ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${msg}`);

// ------------------------------------------------------------------ who ----

interface Who {
  /** Folder name: the demo username, or `guest` when signed out. */
  id: string;
  label: string;
  /** The seed's key (admin, postpaid, prepaid, subUser). */
  key?: string;
  login?: { username: string; fullName: string };
}

const USER_LABELS: Record<keyof typeof DEMO_USERS, string> = {
  admin: 'Admin',
  postpaid: 'Postpaid customer',
  prepaid: 'Prepaid customer',
  subUser: 'Sub-user',
};

const ALL_WHO: Who[] = [
  { id: 'guest', label: 'Signed out' },
  ...(Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>).map((key) => ({
    id: DEMO_USERS[key].username,
    label: `${USER_LABELS[key] ?? key} (${DEMO_USERS[key].username})`,
    login: { username: DEMO_USERS[key].username, fullName: DEMO_USERS[key].fullName },
    key,
  })),
];

function selectedWho(): Who[] {
  const wanted = env.SCREENSHOTS_USERS?.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (!wanted?.length) return ALL_WHO;
  const is = (w: Who, x: string) => x === w.id.toLowerCase() || x === w.key?.toLowerCase() || (x === 'signed-out' && w.id === 'guest');
  const picked = ALL_WHO.filter((w) => wanted.some((x) => is(w, x)));
  const unknown = wanted.filter((x) => !ALL_WHO.some((w) => is(w, x)));
  if (unknown.length) log(`unknown users in SCREENSHOTS_USERS ignored: ${unknown.join(', ')} (known: ${ALL_WHO.map((w) => w.id).join(', ')})`);
  return picked;
}

// --------------------------------------------------------------- routes ----

interface Shot {
  /** Path and query to open. */
  url: string;
  title: string;
  /** For a portal page: its gate (checked against the user's profile). */
  gate?: Gate;
  portal?: boolean;
  /** A tab's shot: the tab's key (not searched for tabs again). */
  tab?: string;
  /** File name (without .png) when the path is not stable from run to run. */
  slug?: string;
  /** A deliberately unknown number or id: the API's 4xx answers are the point, not a problem. */
  expect4xx?: boolean;
}

/** Portal pages that need a session without being in the portal area (proxy.ts gates /ChangePassword too). */
const SESSION_ONLY = new Set(['/changepassword']);

function publicShots(extra: { bookingId?: string }): Shot[] {
  const shots: Shot[] = [];
  for (const p of PAGES) {
    if (p.area === 'portal' || SESSION_ONLY.has(p.path.toLowerCase())) continue;
    shots.push({ url: p.path, title: p.title });
  }
  // Tracking results (README's demo numbers): one, several, by reference, by booking.
  shots.push(
    { url: `/?track=${DEMO_TRACKING.deliveredInternational}`, title: 'Tracking: one airway bill' },
    { url: `/?track=${DEMO_TRACKING.created},${DEMO_TRACKING.deliveredInternational}`, title: 'Tracking: multiple airway bills' },
    { url: `/?track=${DEMO_TRACKING.reference}&type=Reference`, title: 'Tracking: by customer reference' },
    { url: `/?track=${DEMO_TRACKING.booking}&by=Booking`, title: 'Tracking: by pickup booking' },
    { url: '/?track=00000000000', title: 'Tracking: unknown number', expect4xx: true },
  );
  for (const slug of SERVICE_SLUGS) shots.push({ url: servicePath(slug), title: `Service: ${slug}` });
  for (const slug of BLOG_SLUGS) shots.push({ url: blogPath(slug), title: `Article: ${slug}` });
  // Pages with an id (a booking confirmation): a real booking when one could be found, and an unknown one.
  for (const d of DYNAMIC_PREFIXES) {
    if (extra.bookingId) shots.push({ url: `${d.prefix}/${extra.bookingId}`, title: `${d.prefix.slice(1)}: a booking`, slug: `${slugOf(d.prefix)}--booking` });
    shots.push({ url: `${d.prefix}/not-a-booking`, title: `${d.prefix.slice(1)}: unknown booking`, expect4xx: true });
  }
  return shots;
}

function portalShots(): Shot[] {
  const shots: Shot[] = [{ url: '/', title: 'Home (signed in)' }];
  for (const p of PAGES) {
    if (p.area === 'portal') shots.push({ url: p.path, title: p.title, gate: p.gate, portal: true });
    else if (SESSION_ONLY.has(p.path.toLowerCase())) shots.push({ url: p.path, title: p.title });
  }
  return shots;
}

const matchesOnly = (s: Shot) => !ONLY || s.url.toLowerCase().includes(ONLY) || s.title.toLowerCase().includes(ONLY);

/** A file name for a path: /Managingshipping?tab=history → managingshipping--tab-history. */
function slugOf(url: string): string {
  const [p, q = ''] = url.split('?');
  const base = decodeURIComponent(p!).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'home';
  const query = q.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const slug = query ? `${base}--${query}` : base;
  return slug.length > 120 ? `${slug.slice(0, 110)}-${createHash('sha1').update(url).digest('hex').slice(0, 8)}` : slug;
}

// --------------------------------------------------------------- server ----

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['app', 'components', 'lib', 'courier-api', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];

/** Like scripts/start.mjs: a fingerprint of the sources, to build only when they changed. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.endsWith('.test.ts')) walk(path.join(p, name));
    } else if (path.basename(p) === 'tsconfig.json') hash.update(fs.readFileSync(p));
    // tsconfig.json by content: the build touches it (see restoreTsconfig) without changing it.
    else hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
  };
  for (const s of SOURCES) walk(path.join(ROOT, s));
  hash.update(`SITE_URL=${env.SITE_URL ?? ''}`);
  return hash.digest('hex');
}

/**
 * `next build` into DIST_DIR. Next adds `<distDir>/types/**` to tsconfig.json's
 * include for a build folder it has not seen; that edit is put back, so a
 * screenshot run leaves no change to the repository.
 */
function build() {
  const stampFile = path.join(ROOT, DIST_DIR, 'source-stamp');
  const stamp = fingerprint();
  const fresh = fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (fresh && !env.SCREENSHOTS_BUILD) {
    log(`using the existing build in ${DIST_DIR}/ (sources unchanged; SCREENSHOTS_BUILD=1 rebuilds)`);
    return;
  }
  log(`next build into ${DIST_DIR}/ …`);
  const tsconfigPath = path.join(ROOT, 'tsconfig.json');
  const tsconfigBefore = fs.readFileSync(tsconfigPath, 'utf8');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
  });
  restoreTsconfig(tsconfigPath, tsconfigBefore);
  if (r.status !== 0) throw new Error(`next build failed (exit code ${r.status})`);
  fs.writeFileSync(stampFile, stamp);
  log(`next build done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

function restoreTsconfig(file: string, before: string) {
  const after = fs.readFileSync(file, 'utf8');
  if (after === before) return;
  try {
    const a = JSON.parse(after) as { include?: string[] };
    const b = JSON.parse(before) as { include?: string[] };
    const strip = (inc: string[] | undefined) => (inc ?? []).filter((e) => !e.startsWith(`${DIST_DIR}/`));
    const same = JSON.stringify({ ...a, include: strip(a.include) }) === JSON.stringify({ ...b, include: strip(b.include) });
    if (same) fs.writeFileSync(file, before);
    else log('tsconfig.json changed during the build beyond the build folder\'s types entry (someone else edited it?): left as it is');
  } catch {
    log('tsconfig.json changed during the build and could not be compared: left as it is');
  }
}

async function waitForHealth(base: string, child: ChildProcess | null, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

async function startServer(): Promise<{ base: string; own: boolean; stop: () => Promise<void> }> {
  const given = env.SCREENSHOTS_URL?.trim();
  if (given) {
    const base = given.replace(/\/+$/, '');
    log(`using the running server at ${base}`);
    await waitForHealth(base, null, 30_000);
    return { base, own: false, stop: async () => undefined };
  }
  const base = `http://localhost:${PORT}`;
  try {
    await fetch(`${base}/api/health`);
    throw new Error(`port ${PORT} is already in use: set SCREENSHOTS_PORT, or SCREENSHOTS_URL=${base} to use that server`);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('port ')) throw e;
  }
  build();
  log(`starting node e2e/server.mjs on ${base} (fresh embedded database with the demo data)`);
  const child = spawn(process.execPath, [path.join(ROOT, 'e2e', 'server.mjs')], {
    cwd: ROOT,
    env: { ...env, E2E_PORT: String(PORT), NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverLog: string[] = [];
  const logFile = fs.createWriteStream(path.join(OUT, 'server.log'), { flags: 'w' });
  const keep = (buf: Buffer) => {
    logFile.write(buf);
    serverLog.push(buf.toString());
    if (serverLog.length > 200) serverLog.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    logFile.end();
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      void stop().finally(() => process.exit(130));
    });
  }
  try {
    await waitForHealth(base, child, 180_000);
  } catch (e) {
    console.error(serverLog.join(''));
    await stop();
    throw e;
  }
  log('server ready');
  return { base, own: true, stop };
}

// -------------------------------------------------------------- browser ----

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function newContext(browser: Browser, base: string, width: number, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const mobile = width < 1000;
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: mobile ? 844 : 900 },
    deviceScaleFactor: SCALE,
    isMobile: mobile,
    hasTouch: mobile,
    reducedMotion: 'reduce',
    storageState,
  });
  // tsx compiles this file with esbuild's keepNames, which wraps named functions inside
  // page.evaluate callbacks in __name(); the page has no such helper, so give it one.
  await context.addInitScript({ content: 'window.__name = window.__name || ((f) => f);' });
  // The cookie notice (components/shell/cookie-notice.tsx) stays away once answered; the
  // splash (components/shell/splash.tsx) is skipped, as on a page reached from another of the site.
  await context.addInitScript(startWithSplashSeen);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('cookieAccepted', 'true');
      // Arabic pages as a returning reader sees them, in the site's Arabic face (lib/csp.ts).
      window.localStorage.setItem('arabicFace', '1');
    } catch {
      /* storage unavailable */
    }
  });
  return context;
}

/** Opens a page and waits until next-auth's session call shows React has hydrated (as e2e/fixtures.ts does). */
async function gotoHydrated(page: Page, url: string) {
  const session = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/session', { timeout: 20_000 }).catch(() => null);
  const response = await page.goto(url, { waitUntil: 'load', timeout: 45_000 });
  await session;
  return response;
}

/** Signs in through the real /login form; returns the session and the user's profile. */
async function signIn(browser: Browser, base: string, who: Who) {
  const context = await newContext(browser, base, 1440);
  const page = await context.newPage();
  try {
    await gotoHydrated(page, '/login');
    const button = page.getByRole('button', { name: 'Login', exact: true });
    await button.waitFor({ state: 'visible' });
    await page.getByLabel('Email ID or Username').fill(who.login!.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await button.click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/dashboard', { timeout: 30_000 });
    await page.getByText(`Welcome, ${who.login!.fullName}`, { exact: true }).waitFor({ timeout: 20_000 });
    const profile = await page.evaluate(async () => {
      const res = await fetch('/api/courier/auth/profile');
      return res.ok ? ((await res.json()) as { data: unknown }) : null;
    });
    return { state: await context.storageState(), profile: (profile?.data ?? null) as PortalUser | null, page, context };
  } catch (e) {
    await context.close();
    throw e;
  }
}

/**
 * A real booking for the confirmation pages (/Thankyou/{id}, /PickupRequest/{id}): the
 * demo pickups have none, so a guest books one through the /Bookshipment form, the
 * way e2e/booking.spec.ts does. Only on the fresh database of the server this script
 * started (SCREENSHOTS_BOOK=1 allows it on SCREENSHOTS_URL too). Best effort: on any
 * failure the confirmation is shot for an unknown booking only.
 */
async function bookAsGuest(browser: Browser, base: string): Promise<string | undefined> {
  const context = await newContext(browser, base, 1440);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await gotoHydrated(page, '/Bookshipment');
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const first = async (select: ReturnType<Page['getByLabel']>) => {
      await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await select.selectOption(values[0]!);
    };
    await page.getByRole('button', { name: 'Book pickup' }).waitFor();
    const sender = group('Sender');
    await sender.getByLabel('Name', { exact: true }).fill('Aisha Rahman');
    await sender.getByLabel('Mobile number', { exact: true }).fill('50 123 4567');
    await sender.getByLabel('Email (optional)').fill('aisha@example.ae');
    const pickupAddress = group('Pickup address');
    await pickupAddress.getByLabel('Address Line 1').fill('Office 12, Al Fahidi Street');
    await pickupAddress.getByLabel('City').selectOption({ label: 'Dubai' });
    const receiver = group('Receiver');
    await receiver.getByLabel('Name', { exact: true }).fill('Omar Khalid');
    await receiver.getByLabel('Phone number', { exact: true }).fill('52 987 6543');
    await receiver.getByLabel('City').selectOption({ label: 'Abu Dhabi' });
    await receiver.getByLabel('Address Line 1').fill('Villa 8, Khalifa City');
    const pickup = group('Pickup');
    await first(pickup.getByLabel('Pickup date'));
    await first(pickup.getByLabel('From'));
    await pickup.getByLabel('Until').selectOption('18:00');
    const piece = group('Piece 1');
    await piece.getByLabel('Weight (kg)').fill('2.5');
    await piece.getByLabel('Length (cm)').fill('30');
    await piece.getByLabel('Width (cm)').fill('20');
    await piece.getByLabel('Height (cm)').fill('15');
    await page.getByLabel('Contents').fill('Documents');
    const service = group('Service');
    await service.getByRole('radio', { disabled: false }).first().check({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Book pickup' }).click();
    await page.waitForURL((u) => /^\/Thankyou\/[^/]+$/i.test(u.pathname), { timeout: 30_000 });
    return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  } catch (e) {
    log(`could not book a shipment for the confirmation pages (${(e as Error).message.split('\n')[0]}): shooting an unknown booking only`);
    return undefined;
  } finally {
    await context.close();
  }
}

// ----------------------------------------------------------------- shots ----

interface Result {
  who: string;
  width: number;
  url: string;
  /** The file name's stem: one screen's identity across runs. */
  slug: string;
  title: string;
  file?: string;
  /** Why no shot was made (not an error): the user may not open it, or it sent them elsewhere. */
  skipped?: string;
  problems: string[];
  /** Layout findings, not errors: e.g. the page is wider than the viewport. */
  warnings?: string[];
  ms: number;
}

/** Waits for the page to settle: network idle, no busy regions or skeletons, fonts and images loaded. */
/** Down the page a screen at a time, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const busy = await page
    .waitForFunction(
      () => {
        const visible = (el: Element) => !!(el as HTMLElement).offsetParent || (el as HTMLElement).getClientRects().length > 0;
        const busyEls = [...document.querySelectorAll('[aria-busy="true"]')].filter((el) => visible(el) && el.tagName !== 'BUTTON');
        const skeletons = [...document.querySelectorAll('.animate-pulse')].filter(visible);
        return busyEls.length === 0 && skeletons.length === 0;
      },
      undefined,
      { timeout: 15_000, polling: 200 },
    )
    .then(() => false)
    .catch(() => true);
  // Lazy images below the fold would be blank in a full-page shot: load them now.
  await page
    .evaluate(async () => {
      for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
      await document.fonts.ready;
      await Promise.race([
        Promise.all(
          [...document.images]
            .filter((i) => !i.complete)
            .map(
              (i) =>
                new Promise((r) => {
                  i.addEventListener('load', r, { once: true });
                  i.addEventListener('error', r, { once: true });
                }),
            ),
        ),
        new Promise((r) => setTimeout(r, 5_000)),
      ]);
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // A page that scrolled itself (tracking results) is shot from the top, with sticky bars where they start.
  await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
  await page.waitForTimeout(300);
  return busy;
}

/**
 * Wider than the viewport: the widest elements sticking out of it (not clipped by
 * a scroller), e.g. an absolutely positioned label inside a table whose scroller
 * is not its containing block, or a form field whose min-content is too wide.
 */
async function overflowOf(page: Page, width: number): Promise<string | undefined> {
  return page
    .evaluate((vw) => {
      const sw = document.documentElement.scrollWidth;
      if (sw <= vw + 1) return undefined;
      const clippedBy = (el: Element) => {
        // Clipped by an ancestor scroller only if that scroller is (or contains) the element's containing block.
        let positioned = getComputedStyle(el).position === 'absolute' || getComputedStyle(el).position === 'fixed';
        for (let a = el.parentElement; a; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (!positioned && cs.overflowX !== 'visible') return true;
          if (positioned && cs.position !== 'static') {
            positioned = cs.position === 'absolute' || cs.position === 'fixed';
            if (cs.overflowX !== 'visible') return true;
          }
        }
        return false;
      };
      const describe = (el: Element) => {
        const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 4).join('.') : '';
        const label = (el.getAttribute('aria-label') || el.id || (el.textContent ?? '').trim().slice(0, 30)).replace(/\s+/g, ' ');
        return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}>${label ? ` "${label}"` : ''}`;
      };
      const sticking = new Set<Element>();
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > vw + 1 && !clippedBy(el)) sticking.add(el);
      }
      const culprits: string[] = [];
      for (const el of sticking) {
        let inner = false; // report the outermost ones
        for (let a = el.parentElement; a && !inner; a = a.parentElement) inner = sticking.has(a);
        if (inner) continue;
        culprits.push(`${describe(el)} to ${Math.round(el.getBoundingClientRect().right + window.scrollX)} px`);
        if (culprits.length >= 3) break;
      }
      return `page is ${sw} px wide at ${vw} px (horizontal scroll)${culprits.length ? `: ${culprits.join('; ')}` : ''}`;
    }, width)
    .catch(() => undefined);
}

const samePath = (a: string, b: string) => {
  const norm = (s: string) => {
    try {
      return decodeURIComponent(s).toLowerCase().replace(/\/+$/, '') || '/';
    } catch {
      return s.toLowerCase();
    }
  };
  return norm(a) === norm(b);
};

async function shoot(context: BrowserContext, base: string, who: Who, width: number, shot: Shot, discoverTabs: boolean): Promise<{ result: Result; tabs: string[] }> {
  const t0 = Date.now();
  const page = await context.newPage();
  const problems = new Set<string>();
  const origin = new URL(base).origin;
  const expected = (status: number, url: URL) => !!shot.expect4xx && status >= 400 && status < 500 && url.origin === origin && url.pathname.startsWith('/api/courier/');
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (shot.expect4xx && /^Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) return;
    problems.add(`console: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.add(`page error: ${e.message.slice(0, 300)}`));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const u = new URL(res.url());
    if (expected(res.status(), u)) return;
    problems.add(`HTTP ${res.status()} ${res.request().method()} ${u.origin === origin ? '' : u.origin}${u.pathname}${u.search.slice(0, 80)}`);
  });
  const result: Result = { who: who.id, width, url: shot.url, slug: shot.slug ?? slugOf(shot.url), title: shot.title, problems: [], ms: 0 };
  let tabs: string[] = [];
  try {
    const response = await gotoHydrated(page, shot.url);
    const wantedPath = shot.url.split('?')[0]!;
    const landed = new URL(page.url());
    if (response && response.status() >= 400) problems.add(`HTTP ${response.status()} for the page itself`);
    if (!samePath(landed.pathname, wantedPath)) {
      if (landed.pathname.toLowerCase() === '/login') {
        if (who.login) problems.add(`redirected to ${landed.pathname}${landed.search}`);
        else result.skipped = 'needs sign-in (redirected to /login)';
      } else result.skipped = `redirected to ${landed.pathname}`;
    }
    if (!result.skipped) {
      // Portal pages render under the layout once the profile is in; wait for the page's heading.
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => problems.add('no visible h1 within 15 s'));
      if (shot.portal && (await page.getByText(NOT_AUTHORIZED, { exact: true }).isVisible().catch(() => false))) {
        result.skipped = 'not authorized for this user';
      }
    }
    if (!result.skipped) {
      // Scroll through the page as a reader would, so what draws when it comes near the screen
      // (components/ui/when-visible.tsx: the dashboard's charts) is drawn in the full-page shot.
      await scrollThrough(page);
      const stillBusy = await settle(page);
      if (stillBusy) problems.add('still loading after 15 s (aria-busy or skeleton visible)');
      // The parts a public page renders only near the screen (render-near-view) are measured and drawn too.
      await renderWholePage(page);
      const overflow = await overflowOf(page, width);
      if (overflow) result.warnings = [overflow];
      if (discoverTabs) tabs = await findTabs(page);
      const dir = path.join(OUT, who.id, String(width));
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${result.slug}.png`);
      // After finding tabs the page may show another tab: reopen it as it was.
      if (tabs.length) {
        await gotoHydrated(page, shot.url);
        await scrollThrough(page);
        await settle(page);
        await renderWholePage(page);
      }
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide', timeout: 60_000 });
      result.file = path.relative(OUT, file);
    }
  } catch (e) {
    problems.add(`failed: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    await page.close().catch(() => undefined);
  }
  result.problems = [...problems];
  result.ms = Date.now() - t0;
  return { result, tabs };
}

/**
 * The page's tabs that keep their key in the address (components/ui/tabs.tsx,
 * components/shipping/manage-shipping.tsx): click each and read ?tab=. The one
 * selected on arrival is the page's own shot, so it is left out.
 */
async function findTabs(page: Page): Promise<string[]> {
  const tabs = page.locator('[role="tablist"] [role="tab"]');
  const count = await tabs.count();
  if (count < 2) return [];
  const ids = await tabs.evaluateAll((els) => els.map((el) => ({ id: el.id, selected: el.getAttribute('aria-selected') === 'true' })));
  const keys: string[] = [];
  for (const [i, t] of ids.entries()) {
    if (t.selected) continue;
    const tab = tabs.nth(i);
    if (!(await tab.isVisible().catch(() => false))) continue;
    await tab.click({ timeout: 5_000 }).catch(() => undefined);
    const key = await page.evaluate(() => new URL(window.location.href).searchParams.get('tab'));
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

// ---------------------------------------------------------- contact sheet ----

interface Manifest {
  generated: string;
  results: Result[];
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function writeIndex(all: Result[], whoOrder: Who[]) {
  const byWho = new Map<string, Result[]>();
  for (const r of all) byWho.set(r.who, [...(byWho.get(r.who) ?? []), r]);
  const order = [...ALL_WHO.map((w) => w.id), ...[...byWho.keys()].filter((k) => !ALL_WHO.some((w) => w.id === k))];
  const labelOf = (id: string) => whoOrder.find((w) => w.id === id)?.label ?? ALL_WHO.find((w) => w.id === id)?.label ?? id;
  const shots = all.filter((r) => r.file).length;
  const withProblems = all.filter((r) => r.problems.length).length;
  const withWarnings = all.filter((r) => r.warnings?.length).length;
  const sections = order
    .filter((id) => byWho.has(id))
    .map((id) => {
      const rs = byWho.get(id)!;
      const slugs = [...new Set(rs.map((r) => r.slug))];
      const cards = slugs
        .map((slug) => {
          const group = rs.filter((r) => r.slug === slug).sort((a, b) => a.width - b.width);
          const url = group[0]!.url;
          if (!group.some((r) => r.file || r.problems.length)) return '';
          const problems = [...new Set(group.flatMap((r) => r.problems.map((p) => `${r.width}: ${p}`)))];
          const warnings = [...new Set(group.flatMap((r) => (r.warnings ?? []).map((w) => `${r.width}: ${w}`)))];
          const imgs = group
            .map((r) =>
              r.file
                ? `<a class="shot w${r.width < 1000 ? 'm' : 'd'}" href="${esc(r.file)}" title="${r.width} px — open full size"><img loading="lazy" src="${esc(r.file)}" alt="${esc(`${r.title}, ${r.width} px wide`)}"><span>${r.width}</span></a>`
                : `<div class="shot missing">${r.width}: ${esc(r.skipped ?? 'no shot')}</div>`,
            )
            .join('');
          return `<figure class="card${problems.length ? ' bad' : warnings.length ? ' warn' : ''}" id="${esc(`${id}-${slug}`)}"><div class="imgs">${imgs}</div><figcaption><b>${esc(group[0]!.title)}</b><code>${esc(url)}</code>${
            problems.length ? `<ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : ''
          }${warnings.length ? `<ul class="w">${warnings.map((w) => `<li>${esc(w)}</li>`).join('')}</ul>` : ''}</figcaption></figure>`;
        })
        .join('\n');
      const skipped = [...new Set(rs.filter((r) => r.skipped).map((r) => `${r.url} (${r.skipped})`))];
      return `<section id="${esc(id)}"><h2>${esc(labelOf(id))}</h2>${skipped.length ? `<p class="skipped">Not shot: ${skipped.map(esc).join(' · ')}</p>` : ''}<div class="grid">${cards}</div></section>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Saqr Express — screenshots</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  header { position: sticky; top: 0; z-index: 1; background: #0f172a; color: #fff; padding: 10px 20px; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: baseline; }
  header a { color: #fde68a; }
  h1 { font-size: 18px; margin: 0; }
  h2 { margin: 28px 20px 8px; }
  .skipped { margin: 0 20px 8px; color: #475569; font-size: 12px; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(460px, 1fr)); gap: 16px; padding: 0 20px 20px; }
  .card { margin: 0; background: #fff; border: 1px solid #cbd5e1; border-radius: 8px; padding: 10px; display: flex; flex-direction: column; gap: 8px; }
  .card.bad { border-color: #dc2626; box-shadow: 0 0 0 2px #fecaca; }
  .imgs { display: flex; gap: 10px; align-items: flex-start; }
  .shot { position: relative; display: block; max-height: 520px; overflow: hidden; border: 1px solid #e2e8f0; background: #f8fafc; }
  .shot.wm { flex: 0 0 112px; } .shot.wd { flex: 1 1 auto; min-width: 0; }
  .shot img { display: block; width: 100%; height: auto; }
  .shot span { position: absolute; right: 0; top: 0; background: #0f172acc; color: #fff; font-size: 11px; padding: 1px 5px; }
  .shot.missing { flex: 0 0 112px; padding: 6px; font-size: 12px; color: #64748b; }
  figcaption b { display: block; } figcaption code { font-size: 12px; color: #475569; word-break: break-all; }
  figcaption ul { margin: 6px 0 0; padding-left: 18px; color: #b91c1c; font-size: 12px; word-break: break-word; }
  figcaption ul.w { color: #92400e; }
  .card.warn { border-color: #d97706; }
</style></head><body>
<header><h1>Saqr Express — ${shots} screenshots</h1><span>${esc(new Date().toISOString().replace('T', ' ').slice(0, 16))} UTC</span>${
    withProblems ? `<span>${withProblems} with errors (red)</span>` : ''
  }${withWarnings ? `<span>${withWarnings} wider than the viewport (amber)</span>` : ''}<nav>${order
    .filter((id) => byWho.has(id))
    .map((id) => `<a href="#${esc(id)}">${esc(labelOf(id))}</a>`)
    .join(' · ')}</nav></header>
${sections}
</body></html>
`;
  fs.writeFileSync(path.join(OUT, 'index.html'), html);
}

// ------------------------------------------------------------------ main ----

async function main() {
  const whos = selectedWho();
  if (!whos.length) throw new Error('no user selected (SCREENSHOTS_USERS)');
  if (!WIDTHS.length) throw new Error('no width (SCREENSHOTS_WIDTHS)');
  const filtered = !!ONLY || !!env.SCREENSHOTS_USERS || !!env.SCREENSHOTS_WIDTHS;
  // A full run starts from an empty folder; a filtered one replaces only its own shots.
  if (!filtered) fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });

  const server = await startServer();
  const executablePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const results: Result[] = [];
  let bookingId: string | undefined;
  try {
    // A real booking for the confirmation pages, when they are to be shot.
    const wantsConfirmation = (whos.some((w) => !w.login) || PUBLIC_FOR_USERS) && publicShots({ bookingId: '@booking@' }).some((sh) => sh.url.endsWith('/@booking@') && matchesOnly(sh));
    if (wantsConfirmation && (server.own || env.SCREENSHOTS_BOOK === '1')) {
      bookingId = await bookAsGuest(browser, server.base);
      if (bookingId) log(`booked a shipment as a guest for the confirmation pages (${bookingId})`);
    }
    for (const who of whos) {
      const t0 = Date.now();
      let state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
      let profile: PortalUser | null = null;
      if (who.login) {
        try {
          const s = await signIn(browser, server.base, who);
          state = s.state;
          profile = s.profile;
          await s.context.close();
        } catch (e) {
          log(`✗ ${who.id}: sign-in failed: ${(e as Error).message.split('\n')[0]}`);
          results.push({ who: who.id, width: 0, url: '/login', slug: 'sign-in', title: 'Sign in', problems: [`sign-in failed: ${(e as Error).message.split('\n')[0]}`], ms: 0 });
          continue;
        }
      }

      let shots = who.login ? [...portalShots(), ...(PUBLIC_FOR_USERS ? publicShots({ bookingId }) : [])] : publicShots({ bookingId });
      const denied = who.login ? shots.filter((s) => s.gate !== undefined && profile && !canOpen(s.gate, profile)) : [];
      for (const s of denied) results.push(...WIDTHS.map((width) => ({ who: who.id, width, url: s.url, slug: slugOf(s.url), title: s.title, skipped: 'not open to this user (lib/portal-nav canOpen)', problems: [], ms: 0 })));
      shots = shots.filter((s) => !denied.includes(s)).filter(matchesOnly);
      if (!shots.length) continue;
      log(`${who.label}: ${shots.length} pages × ${WIDTHS.length} widths${denied.length ? ` (${denied.length} not open to this user)` : ''}`);

      const contexts = new Map<number, BrowserContext>();
      for (const width of WIDTHS) contexts.set(width, await newContext(browser, server.base, width, state));
      // One job = one page at every width; the first width also finds the page's tabs, which become jobs of their own.
      const jobs: Shot[] = [...shots];
      let done = 0;
      const worker = async () => {
        for (let shot = jobs.shift(); shot !== undefined; shot = jobs.shift()) {
          for (const [i, width] of [...WIDTHS].sort((a, b) => b - a).entries()) {
            const { result, tabs } = await shoot(contexts.get(width)!, server.base, who, width, shot, i === 0 && !shot.tab);
            results.push(result);
            done++;
            const mark = result.skipped ? '–' : result.problems.length ? '✗' : '✓';
            log(`${mark} ${who.id} ${String(width).padStart(4)} ${shot.url}${result.skipped ? ` (${result.skipped})` : ''}${result.problems.length ? ` — ${result.problems.length} problem(s)` : ''} ${(result.ms / 1000).toFixed(1)}s`);
            if (result.skipped) break;
            for (const key of tabs) {
              const sep = shot.url.includes('?') ? '&' : '?';
              jobs.push({ ...shot, url: `${shot.url}${sep}tab=${encodeURIComponent(key)}`, title: `${shot.title} — tab ${key}`, tab: key });
            }
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      for (const c of contexts.values()) await c.close();
      log(`${who.label}: ${done} pages done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }

  // Keep the other users' and routes' shots of earlier runs when this one was filtered.
  const manifestFile = path.join(OUT, 'manifest.json');
  let previous: Result[] = [];
  if (filtered && fs.existsSync(manifestFile)) {
    try {
      previous = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest).results;
    } catch {
      previous = [];
    }
  }
  const key = (r: Result) => `${r.who} ${r.width} ${r.slug}`;
  const fresh = new Set(results.map(key));
  const merged = [...previous.filter((r) => !fresh.has(key(r)) && (!r.file || fs.existsSync(path.join(OUT, r.file)))), ...results];
  fs.writeFileSync(manifestFile, JSON.stringify({ generated: new Date().toISOString(), results: merged } satisfies Manifest, null, 2));
  writeIndex(merged, whos);

  // ---- summary
  const shots = results.filter((r) => r.file);
  const bad = results.filter((r) => r.problems.length);
  const secs = (Date.now() - started) / 1000;
  console.log('\n──────── screenshots ────────');
  console.log(`${shots.length} screenshots of ${new Set(shots.map((r) => `${r.who} ${r.url}`)).size} screens in ${Math.floor(secs / 60)} min ${Math.round(secs % 60)} s`);
  for (const who of whos) {
    const mine = results.filter((r) => r.who === who.id);
    if (mine.length) console.log(`  ${who.label.padEnd(36)} ${mine.filter((r) => r.file).length} shots, ${new Set(mine.filter((r) => r.skipped).map((r) => r.url)).size} pages skipped`);
  }
  if (bad.length) {
    console.log(`\n${bad.length} shot(s) with problems:`);
    for (const r of bad) {
      console.log(`  ✗ ${r.who} ${r.width || ''} ${r.url}`);
      for (const p of r.problems) console.log(`      ${p}`);
    }
  } else console.log('no page errored');
  const wide = results.filter((r) => r.warnings?.length);
  if (wide.length) {
    console.log(`\n${wide.length} shot(s) with layout warnings:`);
    for (const r of wide) console.log(`  ! ${r.who} ${r.width} ${r.url}\n      ${r.warnings!.join('\n      ')}`);
  }
  console.log(`\ncontact sheet: ${path.relative(ROOT, path.join(OUT, 'index.html'))}${server.own ? ` · server log: ${path.relative(ROOT, path.join(OUT, 'server.log'))}` : ''}`);
  if (!shots.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(`\n✗ screenshots: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
