// The hot public calls in one process, without HTTP (npm run bench:calls):
// what the website's own code costs a call, measured where a shared machine's
// noise is smallest (bench/README.md, "Calls benchmark").
//
// 1. When bench:tracking has loaded its 1,000,000 shipments (courier_bench),
//    samples 2,000 of them and writes bench:rates' card there too; else it
//    writes the card into courier_bench_rates and skips tracking.
// 2. Boots the built-in courier API in this process on that database, as the
//    server does, and calls the BFF's own handler (lib/courier-route.ts) with
//    a NextRequest, 20 calls at a time: RateFinder (domestic, 3 pieces), and
//    tracking with 1 and 50 numbers. The baseline, measured in the same run:
//    a handler that reads the same body and answers {"ok":true} (the POST
//    floor of the HTTP benchmarks). Each call runs inside nine
//    AsyncLocalStorage scopes, as Next 16 holds them while it answers
//    (BENCH_STORES): on Node 20 every promise made then costs their hooks.
// 3. Prints, per scenario, CPU µs a call (the median of BENCH_ROUNDS rounds
//    of BENCH_CALLS calls, taking turns), its excess over the baseline, and
//    the promises a call makes (counted with an async hook, in a pass of its
//    own).
//
// With BENCH_INSTRUCTIONS=1, instructions instead of time, which a busy
// machine does not change: each scenario runs twice under valgrind's
// callgrind (300 and 1,300 calls, side by side; about four minutes a
// scenario on 2 cores) and the difference is divided by 1,000, so start-up
// and compilation cancel out.
// Settings: BENCH_CALLS, BENCH_ROUNDS, BENCH_STORES, BENCH_ONLY (a scenario's
// key: floor, rates, tracking, tracking50), BENCH_INSTRUCTIONS,
// BENCH_RATES_DATABASE_URL, BENCH_TRACKING_DATABASE_URL.
import './calls-preload';
import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { envInt, log, median, RESULTS_DIR, runBenchmark, table, writeResults } from './lib';
import { buildRateCard, quoteBodies } from './rates-data';
import { sampleAwbNumbers, trackingBodies } from './tracking-sample';

const RATES_DB = process.env.BENCH_RATES_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/courier_bench_rates';
const TRACKING_DB = process.env.BENCH_TRACKING_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/courier_bench';
const CALLS = envInt('BENCH_CALLS', 4000, 1, 10_000_000);
const ROUNDS = envInt('BENCH_ROUNDS', 7, 1, 100);
const STORES = envInt('BENCH_STORES', 9, 0, 100);
const ONLY = process.env.BENCH_ONLY?.trim() || '';
const CONCURRENCY = 20;
const WARMUP_CALLS = 2000;
const PROMISE_PASS_CALLS = 500;

type Handler = (req: import('next/server').NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
interface Scenario {
  key: string;
  label: string;
  path: string;
  bodies: string[];
  handler: Handler;
}

/** AWB numbers of bench:tracking's shipments, or none when it has not loaded them. */
const trackingNumbers = () => sampleAwbNumbers(TRACKING_DB);

const VALGRIND_LOW = 300;
const VALGRIND_HIGH = 1300;

/** Instructions a call of each scenario: two runs under callgrind, VALGRIND_LOW and VALGRIND_HIGH calls, the difference divided. */
async function countInstructions(keys: string[]): Promise<void> {
  const startedAt = new Date();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const collected = (key: string, calls: number) =>
    new Promise<number>((resolve, reject) => {
      const out = path.join(RESULTS_DIR, `callgrind-${key}-${calls}.out`);
      const child = spawn('valgrind', ['--tool=callgrind', '--smc-check=all-non-file', `--callgrind-out-file=${out}`, process.execPath, '--import', 'tsx', __filename], {
        env: { ...process.env, BENCH_ONLY: key, BENCH_CALLGRIND_CALLS: String(calls) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', (e) => reject(new Error(`valgrind did not start (${e.message}): install it (apt-get install valgrind)`)));
      child.on('exit', (code) => {
        const m = /Collected : (\d+)/.exec(err);
        if (code === 0 && m) resolve(Number(m[1]));
        else reject(new Error(`valgrind run of ${key} (${calls} calls) exited with ${code}: ${err.split('\n').filter((l) => l.trim() && !l.startsWith('==')).slice(-5).join(' / ') || err.trim().split('\n').slice(-3).join(' / ')}`));
      });
    });
  const perCall: Record<string, number> = {};
  for (const key of keys) {
    log(`${key}: ${VALGRIND_LOW} and ${VALGRIND_HIGH} calls under callgrind, side by side (a minute or two)`);
    const [low, high] = await Promise.all([collected(key, VALGRIND_LOW), collected(key, VALGRIND_HIGH)]);
    perCall[key] = (high - low) / (VALGRIND_HIGH - VALGRIND_LOW);
    log(`${key}: ${(perCall[key]! / 1e6).toFixed(3)} million instructions a call`);
  }
  const base = perCall.floor;
  console.log(`\nInstructions a call (callgrind; ${VALGRIND_HIGH - VALGRIND_LOW} calls, the difference of two runs; start-up and compilation cancel out)\n`);
  console.log(table(['Scenario', 'million instructions a call', 'over the baseline'], keys.map((k) => [k, (perCall[k]! / 1e6).toFixed(3), base === undefined || k === 'floor' ? '' : ((perCall[k]! - base) / 1e6).toFixed(3)])));
  console.log(`Results written to ${writeResults('calls-instructions', startedAt, { low: VALGRIND_LOW, high: VALGRIND_HIGH, instructionsPerCall: perCall })}`);
}

async function main() {
  if (process.env.BENCH_INSTRUCTIONS && !process.env.BENCH_CALLGRIND_CALLS) {
    const tracking = (await trackingNumbers()).length >= 1000;
    log(`rate card: ${(await buildRateCard(tracking ? TRACKING_DB : RATES_DB)).summary}`);
    const keys = ONLY ? [ONLY] : ['floor', 'rates', ...(tracking ? ['tracking', 'tracking50'] : [])];
    return countInstructions(keys);
  }
  const startedAt = new Date();
  const awbs = await trackingNumbers();
  // Tracking's shipments and the card are in two databases: the API is booted on
  // the tracking one when it holds data, and the card is written there too
  // (once, by the parent, when runs under valgrind go side by side).
  const database = awbs.length >= 1000 ? TRACKING_DB : RATES_DB;
  if (!process.env.BENCH_CALLGRIND_CALLS) {
    if (awbs.length < 1000) log(`no tracking data in ${TRACKING_DB.replace(/:[^:@/]*@/, ':***@')}: tracking skipped (npm run bench:tracking loads it)`);
    log(`rate card: ${(await buildRateCard(database)).summary}`);
  }

  // The server's settings, then the website's modules (they read them once).
  Object.assign(process.env, { DATABASE_URL: database, NEXTAUTH_SECRET: 'bench-secret-at-least-32-characters-long', COURIER_API_URL: '', SEED_DEMO: '', REDIS_URL: '', LOG_LEVEL: 'warn' });
  const { NextRequest } = await import('next/server');
  const { courierRoute } = await import('@/lib/courier-route');
  const { readTextUpTo } = await import('@/lib/read-body');
  const { getCourierRuntime } = await import('@/lib/courier-runtime');
  const runtime = await getCourierRuntime();

  const floor: Handler = async (req) => {
    const text = await readTextUpTo(req, 1024 * 1024);
    return Response.json({ ok: true, bytes: Buffer.byteLength(text ?? '') });
  };
  const quotes = quoteBodies('domestic', 200);
  const all: Scenario[] = [
    { key: 'floor', label: 'baseline: read the body, answer {"ok":true}', path: 'RateFinder', bodies: quotes, handler: floor },
    { key: 'rates', label: 'RateFinder, domestic, 3 pieces', path: 'RateFinder', bodies: quotes, handler: courierRoute(['RateFinder']) as Handler },
    ...(awbs.length >= 1000
      ? [
          { key: 'tracking', label: 'Tracking, 1 number', path: 'Tracking', bodies: trackingBodies(awbs, 1), handler: courierRoute(['Tracking']) as Handler },
          { key: 'tracking50', label: 'Tracking, 50 numbers', path: 'Tracking', bodies: trackingBodies(awbs, 50), handler: courierRoute(['Tracking']) as Handler },
        ]
      : []),
  ];
  const scenarios = ONLY ? all.filter((s) => s.key === ONLY) : all;
  if (!scenarios.length) throw new Error(`BENCH_ONLY=${ONLY} names no scenario (${all.map((s) => s.key).join(', ')})`);

  // Next's storages, entered around every call as Next enters its own.
  const stores = Array.from({ length: STORES }, () => new AsyncLocalStorage<object>());
  const inStores = (f: () => Promise<Response>) => stores.reduce<() => Promise<Response>>((g, als) => () => als.run({}, g), f)();
  const ctx = { params: Promise.resolve({}) };
  const request = (s: Scenario, body: string) =>
    new NextRequest(`http://127.0.0.1:3000/api/courier/${s.path}`, {
      method: 'POST',
      body,
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });

  /** `n` calls, CONCURRENCY at a time; the process's CPU µs a call. */
  const run = async (s: Scenario, n: number): Promise<number> => {
    let next = 0;
    const worker = async () => {
      while (next < n) {
        const body = s.bodies[next++ % s.bodies.length]!;
        const res = await inStores(() => s.handler(request(s, body), ctx));
        if (res.status !== 200) throw new Error(`${s.label} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
        await res.arrayBuffer();
      }
    };
    const cpu0 = process.cpuUsage();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const cpu = process.cpuUsage(cpu0);
    return (cpu.user + cpu.system) / n;
  };

  // Under valgrind (README): only the calls, no rounds, no count.
  if (process.env.BENCH_CALLGRIND_CALLS) {
    for (const s of scenarios) await run(s, envInt('BENCH_CALLGRIND_CALLS', 1000, 1, 10_000_000));
    await runtime.database.close();
    return;
  }

  for (const s of scenarios) await run(s, WARMUP_CALLS);
  let promises = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') promises++;
    },
  });
  const promisesPerCall: Record<string, number> = {};
  for (const s of scenarios) {
    hook.enable();
    promises = 0;
    await run(s, PROMISE_PASS_CALLS);
    hook.disable();
    promisesPerCall[s.key] = promises / PROMISE_PASS_CALLS;
  }
  const rounds: Record<string, number[]> = {};
  for (let r = 1; r <= ROUNDS; r++) {
    for (const s of r % 2 ? scenarios : [...scenarios].reverse()) (rounds[s.key] ??= []).push(await run(s, CALLS));
    log(`round ${r}/${ROUNDS}: ${scenarios.map((s) => `${s.key} ${rounds[s.key]!.at(-1)!.toFixed(0)} µs`).join(', ')}`);
  }
  await runtime.database.close();

  const base = rounds.floor ? median(rounds.floor) : undefined;
  const rows = scenarios.map((s) => {
    const us = median(rounds[s.key]!);
    return [s.label, us.toFixed(0), base === undefined || s.key === 'floor' ? '' : (us - base).toFixed(0), promisesPerCall[s.key]!.toFixed(1)];
  });
  console.log(`\nCalls in one process: ${CONCURRENCY} at a time, ${ROUNDS} rounds of ${CALLS} calls a scenario, ${STORES} AsyncLocalStorage scopes around each; CPU of the whole process (the API's PostgreSQL is another process)\n`);
  console.log(table(['Scenario', 'CPU µs a call', 'over the baseline', 'promises a call'], rows));
  const file = writeResults('calls', startedAt, { calls: CALLS, rounds: ROUNDS, stores: STORES, concurrency: CONCURRENCY, cpuMicrosecondsByRound: rounds, promisesPerCall });
  console.log(`Results written to ${file}`);
}

runBenchmark('calls', main, { cleanUp: async () => undefined, serverTail: () => '' });
