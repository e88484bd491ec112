// A soak at a steady load (npm run bench:soak; issue 17): is the server's
// memory flat, and does it answer as well at the end as at the start?
//
// Starts the production server (scripts/serve.mjs, of a build: .next, or NEXT_DIST_DIR) on a
// temporary embedded database (or BENCH_DATABASE_URL), signs the demo
// customer in, and sends BENCH_RATE requests a second (default 50) for
// BENCH_SECONDS (default 600: ten minutes) over 8 connections, each cycling
// through what a day's traffic is made of: the home page, a public tracking
// call, the customer's profile and shipment history through the BFF, and the
// dashboard page. Every 10 s it reads the resident memory (RSS) of the
// server's process tree. Prints memory after the warm-up (the baseline), at
// the end and at its peak, the end as a ratio of the baseline, the slope over
// the last two thirds of the run (MB a minute), and the run's latency and
// errors. Results: bench/results/soak-*.json.
import fs from 'node:fs';
import { DEMO_TRACKING } from '../courier-api/db/seed';
import { builtServerExit, descendants, envInt, failures, log, machineBusy, machineInfo, runBenchmark, runLoad, startBuiltServer, table, writeResults, type BenchServer } from './lib';
import { signIn } from './lighthouse-pages';

const PORT = envInt('BENCH_PORT', 3297, 1, 65535);
const SECONDS = envInt('BENCH_SECONDS', 600, 30, 24 * 3600);
const RATE = envInt('BENCH_RATE', 50, 1, 10_000);
const SAMPLE_MS = 10_000;

let server: BenchServer | undefined;
let dataDir: string | undefined;

/** Resident memory of a process and all its descendants, in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main() {
  const startedAt = new Date();
  log(`machine: ${JSON.stringify(machineInfo())}`);
  const busy = await machineBusy(2000);
  const database = process.env.BENCH_DATABASE_URL?.trim();
  const started = await startBuiltServer('soak', PORT, { DATABASE_URL: database ?? '', SEED_DEMO: database ? '1' : '', LOGIN_ATTEMPTS_PER_IP: '10000' });
  ({ server, dataDir } = started);
  const { origin } = started;
  const cookie = await signIn(origin);
  log(`server healthy at ${origin}, signed in; ${RATE} requests a second for ${SECONDS} s`);

  const json = { 'content-type': 'application/json' };
  const requests = [
    { method: 'GET', path: '/' },
    { method: 'POST', path: '/api/courier/Tracking', headers: json, body: JSON.stringify({ TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.created }] }) },
    { method: 'GET', path: '/api/courier/auth/profile', headers: { cookie } },
    { method: 'POST', path: '/api/courier/ShipmentHistory', headers: { ...json, cookie }, body: '{}' },
    { method: 'GET', path: '/dashboard', headers: { cookie } },
  ];

  // Warm-up: a minute at the same rate, so the baseline is a server that has compiled and cached what it will.
  const warm = await runLoad({ url: origin, connections: 8, duration: 60, overallRate: RATE, requests });
  const warmFailed = failures(warm);
  if (warmFailed) throw new Error(`warm-up: ${warmFailed}`);
  const pid = server.pid!;
  const baseline = treeRssMb(pid);
  log(`after the warm-up: RSS ${baseline.toFixed(1)} MB`);

  const samples: { s: number; rssMb: number }[] = [{ s: 0, rssMb: baseline }];
  const t0 = Date.now();
  const timer = setInterval(() => {
    const s = Math.round((Date.now() - t0) / 1000);
    const rssMb = treeRssMb(pid);
    samples.push({ s, rssMb });
    if (s % 60 < 10) log(`${s} s: RSS ${rssMb.toFixed(1)} MB`);
  }, SAMPLE_MS);
  const run = await runLoad({ url: origin, connections: 8, duration: SECONDS, overallRate: RATE, requests });
  clearInterval(timer);
  const end = treeRssMb(pid);
  samples.push({ s: SECONDS, rssMb: end });

  const late = samples.filter((p) => p.s >= SECONDS / 3).map((p) => ({ x: p.s / 60, y: p.rssMb }));
  const perMinute = slope(late);
  const peak = Math.max(...samples.map((p) => p.rssMb));
  const failed = failures(run);
  console.log(`\nSoak: ${RATE} requests a second for ${SECONDS} s (${(run.requests.total ?? 0).toLocaleString('en')} requests), 8 connections`);
  console.log(
    table(
      ['memory (RSS of the server)', 'MB', '× baseline'],
      [
        ['after the warm-up (baseline)', baseline.toFixed(1), '1.00'],
        ['at the end', end.toFixed(1), (end / baseline).toFixed(2)],
        ['peak', peak.toFixed(1), (peak / baseline).toFixed(2)],
      ],
    ),
  );
  console.log(`slope over the last two thirds: ${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(2)} MB a minute`);
  console.log(`latency p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, max ${run.latency.max} ms; ${failed ?? 'every response 2xx'}`);

  const file = writeResults('soak', startedAt, { machine: machineInfo(), loadBefore: busy, rate: RATE, seconds: SECONDS, requests: run.requests.total, baselineMb: baseline, endMb: end, peakMb: peak, slopeMbPerMinute: perMinute, latency: run.latency, errors: run.errors, non2xx: run.non2xx, samples });
  log(`results: ${file}`);
}

runBenchmark('soak', main, builtServerExit(() => ({ server, dataDir })));
