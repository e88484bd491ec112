// What the Content Security Policy costs (npm run bench:csp; issue 17).
//
// Two ways to allow a page's inline scripts without 'unsafe-inline' (lib/csp.ts):
// hashes for a prerendered page, a per-request nonce for a page rendered on
// request. A nonce needs the page rendered per request, so "nonces
// everywhere" would turn every public page dynamic. This measures both ways
// on the pair of pages that differ in nothing else: /Thankyou (prerendered,
// hashes) and /Thankyou/{id} (the same shell and confirmation, rendered per
// request, nonce), against the floor of the same server (GET /api/ping, a
// route handler the gate does not see), all in one run:
//
// 1. Time to first byte, sequentially (one request at a time, BENCH_REQUESTS
//    each, after a warm-up): p50 / p95, and each as a ratio of the floor.
// 2. Throughput at 8 connections for BENCH_SECONDS each (autocannon).
// 3. In process, the gate's own work per request: the cached hash policy
//    against a fresh nonce and its policy, against a constant header (what
//    next.config's static header cost before).
//
// Needs a production build (.next, or NEXT_DIST_DIR); starts the production server (scripts/serve.mjs) on
// a temporary embedded database. Results: bench/results/csp-*.json.
import { newNonce, pagePolicy } from '../lib/csp';
import { prerenderedScriptHashes } from '../lib/csp-pages';
import { builtServerExit, envInt, failures, log, machineBusy, machineInfo, runBenchmark, runLoad, startBuiltServer, table, writeResults, type BenchServer } from './lib';

const DIST_DIR = process.env.NEXT_DIST_DIR?.trim() || '.next';
const PORT = envInt('BENCH_PORT', 3296, 1, 65535);
const REQUESTS = envInt('BENCH_REQUESTS', 400, 20, 100_000);
const SECONDS = envInt('BENCH_SECONDS', 10, 1, 600);
const MICRO = 200_000;

const SCENARIOS = [
  { name: 'floor: GET /api/ping (no gate, no page)', path: '/api/ping' },
  { name: 'prerendered page, hashes: /Thankyou', path: '/Thankyou' },
  { name: 'per-request page, nonce: /Thankyou/{id}', path: '/Thankyou/BK-20261125-0001' },
] as const;

let server: BenchServer | undefined;
let dataDir: string | undefined;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Milliseconds from sending a request to its headers (fetch resolves then), the body read after. */
async function ttfb(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { redirect: 'manual' });
  const t = performance.now() - start;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
  return t;
}

function micro(label: string, fn: () => string): { label: string; nsPerCall: number } {
  let sink = 0;
  for (let i = 0; i < 10_000; i++) sink += fn().length;
  const start = process.hrtime.bigint();
  for (let i = 0; i < MICRO; i++) sink += fn().length;
  const ns = Number(process.hrtime.bigint() - start) / MICRO;
  if (sink === 0) throw new Error('nothing computed');
  return { label, nsPerCall: ns };
}

async function main() {
  const startedAt = new Date();
  log(`machine: ${JSON.stringify(machineInfo())}`);
  const busy = await machineBusy(2000);
  if (busy !== undefined) log(`machine load before the run: ${busy.toFixed(2)}`);
  const started = await startBuiltServer('csp', PORT);
  ({ server, dataDir } = started);
  const { origin } = started;
  log(`server healthy at ${origin}`);

  const ttfbRows: { name: string; p50: number; p95: number; cspKind: string }[] = [];
  for (const s of SCENARIOS) {
    const url = origin + s.path;
    const head = await fetch(url, { redirect: 'manual' });
    const policy = head.headers.get('content-security-policy') ?? '';
    await head.arrayBuffer();
    const cspKind = policy.includes("'nonce-") ? 'nonce' : policy.includes("'sha256-") ? 'hashes' : "no inline scripts (script-src 'self')";
    for (let i = 0; i < 30; i++) await ttfb(url); // warm-up
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await ttfb(url));
    times.sort((a, b) => a - b);
    ttfbRows.push({ name: s.name, p50: quantile(times, 0.5), p95: quantile(times, 0.95), cspKind });
    log(`${s.name}: TTFB p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (${cspKind})`);
  }

  const loadRows: { name: string; reqPerSec: number; p50: number; p99: number }[] = [];
  for (const s of SCENARIOS) {
    const r = await runLoad({ url: origin + s.path, connections: 8, duration: SECONDS });
    const failed = failures(r);
    if (failed) throw new Error(`${s.path}: ${failed}`);
    loadRows.push({ name: s.name, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    log(`${s.name}: ${r.requests.average.toFixed(0)} req/s at 8 connections, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  }

  // In process: what the gate adds to a request, against the constant header of before.
  process.env.NEXT_DIST_DIR = DIST_DIR;
  const hashes = prerenderedScriptHashes('/en/thankyou');
  if (!hashes) throw new Error(`no prerendered /en/thankyou in ${DIST_DIR}`);
  const constant = "default-src 'self'; script-src 'self' 'unsafe-inline'";
  const microRows = [
    micro('constant header (before: next.config, unsafe-inline)', () => constant),
    micro('prerendered page: cached hashes → policy', () => pagePolicy({ hashes: prerenderedScriptHashes('/en/thankyou')! })),
    micro('per-request page: new nonce → policy', () => pagePolicy({ nonce: newNonce() })),
  ];

  const floor = ttfbRows[0]!;
  const [, staticRow, dynamicRow] = ttfbRows;
  console.log('\nTime to first byte, one request at a time');
  console.log(
    table(
      ['page', 'policy', 'p50', 'p95', 'p50 × floor', 'p95 × floor'],
      ttfbRows.map((r) => [r.name, r.cspKind, ms(r.p50), ms(r.p95), (r.p50 / floor.p50).toFixed(2), (r.p95 / floor.p95).toFixed(2)]),
    ),
  );
  console.log(`per-request (nonce) ÷ prerendered (hashes): p50 × ${(dynamicRow!.p50 / staticRow!.p50).toFixed(2)}, p95 × ${(dynamicRow!.p95 / staticRow!.p95).toFixed(2)}`);
  console.log(`\nThroughput at 8 connections, ${SECONDS} s each`);
  console.log(
    table(
      ['page', 'req/s', '× floor', 'p50', 'p99'],
      loadRows.map((r) => [r.name, r.reqPerSec.toFixed(0), (r.reqPerSec / loadRows[0]!.reqPerSec).toFixed(2), `${r.p50} ms`, `${r.p99} ms`]),
    ),
  );
  console.log(`\nThe gate's policy work per request, in process (${MICRO.toLocaleString('en')} calls each)`);
  console.log(table(['what', 'ns per call', '× constant'], microRows.map((r) => [r.label, r.nsPerCall.toFixed(0), (r.nsPerCall / microRows[0]!.nsPerCall).toFixed(1)])));

  const file = writeResults('csp', startedAt, { machine: machineInfo(), loadBefore: busy, requests: REQUESTS, seconds: SECONDS, ttfb: ttfbRows, load: loadRows, micro: microRows });
  log(`results: ${file}`);
}

runBenchmark('csp', main, builtServerExit(() => ({ server, dataDir })));
