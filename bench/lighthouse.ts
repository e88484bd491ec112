// Lighthouse benchmark of the public pages, two portal pages and the floor
// (npm run bench:lighthouse).
//
// 1. Needs a production build (it builds nothing): .next, or NEXT_DIST_DIR.
// 2. Starts the built server (scripts/serve.mjs, as npm start) on a free port with a fresh
//    temporary embedded database, as e2e/server.mjs does, signs a demo user
//    in for the portal pages, and checks that every page answers 200 itself.
// 3. Measures each page's first-load JavaScript: the JS files its HTML loads
//    (the prerendered file of the build, or what the server sends for a page
//    rendered on request), gzip- and brotli-compressed, and the same for the
//    floor: /bench-floor, a page of the same build that renders nothing but
//    the root layout.
// 4. Puts the HTTPS front in front of the server (bench/https-front.ts: TLS
//    and HTTP/2, as the deployed site is served), unless BENCH_FRONT=direct.
// 5. Runs Lighthouse (mobile, default simulated throttling) BENCH_RUNS times
//    on every page, in rounds (portal pages and the floor: performance only;
//    the portal pages signed in through a Cookie header); keeps each page's
//    run with the median performance score, and prints scores, metrics,
//    first-load JS above the floor, the audits that fail, and PASS/MISS
//    against every target.
//
// Missing a target is a result, not an error: the exit code is 0 then, and 1
// only when the benchmark could not run. See bench/README.md.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolvePath } from '../lib/routes';
import { startHttpsFront, type HttpsFront } from './https-front';
import { firstLoadJs, firstLoadJsOfHtml, prerenderedHtml, type FirstLoadJs } from './first-load-js';
import { splitLocale } from '../lib/i18n/locales';
import { BenchServer, envInt, fetchRetrying, formatDuration, log, machineBusy, RESULTS_DIR, ROOT, runBenchmark, writeResults } from './lib';
import { benchPages, categoriesOf, PORTAL_USER, signIn, TARGETS, type BenchPage } from './lighthouse-pages';
import { report, type PageResult } from './lighthouse-report';
import { CATEGORIES, chromePath, killChrome, runLighthouse, type RunResult } from './lighthouse-run';

const DIST_DIR = path.resolve(ROOT, process.env.NEXT_DIST_DIR?.trim() || '.next');
/** The issue's targets are medians of 5 runs. */
const RUNS = envInt('BENCH_RUNS', 5, 1, 15);
const PAGES = benchPages(process.env.BENCH_PAGES);
/** https (the default): through TLS and HTTP/2, as readers get the site; direct: next start's own HTTP/1.1. */
const FRONT = (process.env.BENCH_FRONT?.trim() || 'https').toLowerCase();
if (FRONT !== 'https' && FRONT !== 'direct') throw new Error(`BENCH_FRONT must be https or direct, not ${process.env.BENCH_FRONT}`);

const OUT_DIR = path.join(RESULTS_DIR, 'lighthouse');
const SERVER_LOG = path.join(OUT_DIR, 'server.log');
let server: BenchServer | undefined;
let front: HttpsFront | undefined;
let dataDir: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<BenchServer> {
  const port = process.env.BENCH_PORT?.trim() ? envInt('BENCH_PORT', 0, 1, 65535) : await freePort();
  // localhost, not 127.0.0.1: see ServerOptions.host (a rewritten page would cost a second request).
  const origin = `http://localhost:${port}`;
  // A folder of this run's own, deleted at the end: a fresh database seeded at boot.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saqr-lighthouse-'));
  const s = new BenchServer({
    port,
    host: 'localhost',
    logFile: SERVER_LOG,
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: path.relative(ROOT, DIST_DIR),
      DATA_DIR: dataDir,
      NEXTAUTH_SECRET: 'lighthouse-secret-at-least-32-characters!',
      NEXTAUTH_URL: origin,
      SITE_URL: origin,
      NEXT_TELEMETRY_DISABLED: '1',
      // Behind the HTTPS front, as behind any proxy of a deployment: its X-Forwarded headers are believed.
      TRUST_PROXY: FRONT === 'https' ? '1' : '',
      // Always the built-in API on the embedded database, whatever the shell has set.
      DATABASE_URL: '',
      COURIER_API_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '',
      COURIER_TOKEN_SECRET: '',
      AUTH_SECRET: '',
    },
  });
  server = s;
  s.start();
  log(`server starting (scripts/serve.mjs, pid ${s.pid}, ${origin}, data in ${dataDir})`);
  await s.waitHealthy(180_000);
  log('server healthy (GET /api/health → 200)');
  return s;
}

const headersOf = (page: BenchPage, cookie: string | undefined) => (page.kind === 'portal' && cookie ? { cookie } : undefined);

/**
 * Every page must answer 200 itself (a redirect would be measured as a
 * different page; a portal page without a valid session goes to /login).
 * Returns each page's HTML as the server sent it.
 */
async function checkPages(base: string, cookie: string | undefined): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  for (const p of PAGES) {
    for (let i = 0; i < 2; i++) {
      const res = await fetchRetrying(base + encodeURI(p.path), { redirect: 'manual', headers: headersOf(p, cookie) });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${p.path}${p.kind === 'portal' ? ' (signed in)' : ''} answered ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''}`);
      served.set(p.path, body);
    }
  }
  log(`all ${PAGES.length} pages answer 200 (each fetched twice to warm the server)`);
  return served;
}

/** A page's first-load JS: from its prerendered HTML in the build when there is one, else from the HTML the server sent. */
function pageJs(page: BenchPage, served: Map<string, string>): FirstLoadJs {
  // Every page is built under its language's folder: / → en.html, /ar/about-us → ar/about-us.html.
  const { locale, path: routePath } = splitLocale(page.path.split('?')[0]!);
  const r = resolvePath(routePath);
  if (r.kind === 'page') {
    const built = decodeURIComponent(`/${locale}${r.pathname === '/' ? '' : r.pathname}`);
    const file = prerenderedHtml(DIST_DIR, built);
    if (fs.existsSync(file)) return { ...firstLoadJs(DIST_DIR, built), html: path.relative(ROOT, file) };
  }
  return firstLoadJsOfHtml(DIST_DIR, served.get(page.path)!, `GET ${page.path} (rendered on request)`);
}

/** A run Lighthouse itself gives up on (a lost trace, NO_NAVSTART, NO_FCP) is tried again, twice at most. */
async function runWithRetry(url: string, page: BenchPage, cookie: string | undefined): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await runLighthouse(url, { categories: categoriesOf(page.kind), extraHeaders: headersOf(page, cookie), acceptAnyCertificate: !!front });
      // The page Lighthouse ended on must be the one asked for (not /login, not /).
      const landed = new URL(r.lhr.finalDisplayedUrl).pathname;
      if (landed.toLowerCase() !== new URL(url).pathname.toLowerCase()) throw new Error(`Lighthouse measured ${landed} instead of ${page.path}`);
      return r;
    } catch (err) {
      if (attempt >= 3 || /instead of/.test((err as Error).message)) throw err;
      log(`  run failed (${(err as Error).message.slice(0, 160)}); trying again`);
    }
  }
}

function median(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.metrics.lcp - b.metrics.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const ms = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(1)} s` : 'n/a');

async function main() {
  const startedAt = new Date();
  if (!fs.existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`no production build in ${path.relative(ROOT, DIST_DIR)}/ (BUILD_ID missing): run \`${process.env.NEXT_DIST_DIR ? `NEXT_DIST_DIR=${process.env.NEXT_DIST_DIR} ` : ''}npm run build\` first`);
  }
  chromePath();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(SERVER_LOG, '');
  log(`build ${path.relative(ROOT, DIST_DIR)}/ (${fs.readFileSync(path.join(DIST_DIR, 'BUILD_ID'), 'utf8').trim()}), ${RUNS} run(s) on ${PAGES.length} pages (floor included)`);

  const s = await startServer();
  const cookie = PAGES.some((p) => p.kind === 'portal') ? await signIn(s.baseUrl) : undefined;
  if (cookie) log(`signed in as ${PORTAL_USER.email} for the portal pages`);
  const served = await checkPages(s.baseUrl, cookie);
  const js = new Map(PAGES.map((p) => [p.path, pageJs(p, served)]));
  log(`first-load JS measured for ${js.size} pages`);
  if (FRONT === 'https') {
    front = await startHttpsFront(Number(new URL(s.baseUrl).port));
    log(`Lighthouse loads the pages through ${front.origin} (TLS and HTTP/2, bench/https-front.ts; BENCH_FRONT=direct to measure next start alone)`);
  }
  const base = front?.origin ?? s.baseUrl;
  const frontLabel = front ? 'through an HTTPS front with HTTP/2' : "next start's own HTTP/1.1, no front";
  const busy = await machineBusy(2000);
  if (busy !== undefined) {
    const pct = Math.round(busy * 100);
    log(busy > 0.15 ? `warning: the machine is ${pct}% busy (other processes): performance scores will be lower than on a quiet machine` : `machine ${pct}% busy before the runs`);
  }

  // Rounds: every page once per round, the floor first, so a burst of load from
  // elsewhere lands on one run of every page rather than on all runs of one.
  const lighthouseStarted = Date.now();
  const runs = new Map<BenchPage, RunResult[]>(PAGES.map((p) => [p, []]));
  const spent = new Map<BenchPage, number>(PAGES.map((p) => [p, 0]));
  const order = [...PAGES.filter((p) => p.kind === 'floor'), ...PAGES.filter((p) => p.kind !== 'floor')];
  for (let i = 1; i <= RUNS; i++) {
    for (const page of order) {
      const t = Date.now();
      const r = await runWithRetry(base + encodeURI(page.path), page, cookie);
      runs.get(page)!.push(r);
      spent.set(page, spent.get(page)! + Date.now() - t);
      const sc = CATEGORIES.filter((c) => Number.isFinite(r.scores[c])).map((c) => `${c} ${r.scores[c]}`).join(', ');
      const without = r.unscoredMetrics.length ? ` (performance computed without ${r.unscoredMetrics.map((m) => m.id).join(', ')})` : '';
      log(`${page.path} run ${i}/${RUNS}: ${sc}${without}; LCP ${ms(r.metrics.lcp)}, TBT ${Math.round(r.metrics.tbt)} ms; benchmarkIndex ${Math.round(r.benchmarkIndex)} (${formatDuration(Date.now() - t)})`);
      for (const w of r.warnings) log(`  lighthouse warning: ${w}`);
    }
  }
  const results: PageResult[] = PAGES.map((page) => {
    const med = median(runs.get(page)!);
    const name = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/[^\w-]+/g, '_').slice(0, 80);
    fs.writeFileSync(path.join(OUT_DIR, `${name}.lhr.json`), JSON.stringify(med.lhr));
    return { page, runs: runs.get(page)!, med, js: js.get(page.path)!, durationMs: spent.get(page)! };
  });
  const lighthouseMs = Date.now() - lighthouseStarted;
  await stopServer();

  const verdicts = report(results, RUNS, frontLabel);
  const totalMs = Date.now() - startedAt.getTime();
  const floor = results.find((r) => r.page.kind === 'floor')!;
  const file = writeResults('lighthouse', startedAt, {
    distDir: path.relative(ROOT, DIST_DIR),
    runs: RUNS,
    front: FRONT,
    durationMs: { total: totalMs, lighthouse: lighthouseMs },
    targets: TARGETS,
    verdicts,
    pages: results.map(({ page, runs, med, js: j, durationMs }) => ({
      page: page.path,
      kind: page.kind,
      durationMs,
      median: { scores: med.scores, metrics: med.metrics, failing: med.failing, unscoredMetrics: med.unscoredMetrics },
      runs: runs.map((r) => ({ scores: r.scores, metrics: r.metrics, benchmarkIndex: r.benchmarkIndex, unscoredMetrics: r.unscoredMetrics })),
      firstLoadJs: {
        ...j,
        aboveFloor: { raw: j.raw - floor.js.raw, gzip: j.gzip - floor.js.gzip, brotli: j.brotli - floor.js.brotli },
        allowanceGzip: page.jsAllowance ?? null,
      },
    })),
  });
  console.log(`Results written to ${file}; median Lighthouse reports (LHR JSON) in ${path.relative(ROOT, OUT_DIR)}/`);
  console.log(`Total time: ${formatDuration(totalMs)} (Lighthouse ${formatDuration(lighthouseMs)} for ${PAGES.length} pages × ${RUNS} run(s); ${formatDuration(lighthouseMs / (PAGES.length * RUNS))} a run)`);
}

async function stopServer() {
  await killChrome().catch(() => undefined);
  await front?.close();
  front = undefined;
  await server?.stop();
  server = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

runBenchmark('lighthouse', main, {
  cleanUp: stopServer,
  serverTail: () => server?.tail(),
  interrupted: 'interrupted: stopping the server and the browser',
});
