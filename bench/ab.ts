// Two builds side by side (npm run bench:ab): whether a change made a hot
// public call cheaper, on a machine too noisy for two runs of bench:rates
// or bench:tracking to tell apart (bench/README.md, "A/B benchmark").
//
// 1. Starts two production servers at once on the same database: A from
//    AB_A (a build folder, default .next) and B from AB_B (default .next-b),
//    each with its own extra environment if given (AB_A_ENV, AB_B_ENV:
//    "NAME=value NAME=value"), so one build can also be run against itself
//    with a setting changed.
// 2. Measures in short turns (BENCH_ROUNDS rounds, every scenario once a
//    round, as the other benchmarks): each server's floor (GET /api/ping) and
//    the call under test (AB_CALL: `rates`, a domestic quote of 3 pieces on
//    bench:rates' card; `tracking`, 1 number of bench:tracking's 1,000,000
//    shipments, which bench:tracking loads; `tracking50`, 50 of them). A slow
//    minute of the machine falls on both servers alike.
// 3. Prints, for each server, req/s, its ratio to its own floor round by
//    round (median) and its CPU per request; then B against A, its CPU per
//    call round by round and the median of the differences (the figure to
//    read: a few noisy turns can carry most of a pooled difference).
//
// Settings: AB_A, AB_B, AB_A_ENV, AB_B_ENV, AB_CALL, BENCH_SECONDS (a scenario's
// measured seconds in all), BENCH_ROUNDS, BENCH_PORT (A; B takes the next one),
// BENCH_DATABASE_URL. A build folder without a build is built first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchServer, ensureBuild, ensureDatabaseExists, envInt, log, measureInTurns, median, RESULTS_DIR, roundRatios, runBenchmark, table, writeResults, type Turn, type TurnScenario, type TurnsMeasured } from './lib';
import { buildRateCard, quoteBodies } from './rates-data';
import { sampleAwbNumbers, trackingBodies } from './tracking-sample';

const CALLS = ['rates', 'tracking', 'tracking50'] as const;
const CALL = (process.env.AB_CALL?.trim() || 'rates') as (typeof CALLS)[number];
if (!CALLS.includes(CALL)) throw new Error(`AB_CALL must be one of ${CALLS.join(', ')}, not "${CALL}"`);
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || `postgres://postgres@127.0.0.1:5432/${CALL === 'rates' ? 'courier_bench_rates' : 'courier_bench'}`;
const SECONDS = envInt('BENCH_SECONDS', 24, 2, 3600);
const ROUNDS = envInt('BENCH_ROUNDS', 8, 1, 100);
const PORT = envInt('BENCH_PORT', 3295, 1, 65534);
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** "NAME=value NAME=value" → an environment. */
export function parseEnvList(text: string | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of (text ?? '').trim().split(/\s+/).filter(Boolean)) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new Error(`"${pair}" is not NAME=value`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}

interface Side {
  name: 'A' | 'B';
  distDir: string;
  env: Record<string, string>;
  server: BenchServer;
}

const sides: Side[] = [];

/** The bodies the call under test sends, in turn. */
async function callBodies(): Promise<{ path: string; bodies: string[]; about: string }> {
  if (CALL === 'rates') {
    const card = await buildRateCard(DATABASE_URL);
    log(`rate card: ${card.summary}`);
    return { path: '/api/courier/RateFinder', bodies: quoteBodies('domestic', 200), about: 'POST RateFinder, domestic, 3 pieces' };
  }
  // bench:tracking's shipments, 2,000 of them picked across the table.
  const awbs = await sampleAwbNumbers(DATABASE_URL);
  if (awbs.length < 1000) throw new Error(`${DATABASE_URL} holds too few shipments: run npm run bench:tracking once to load them`);
  const per = CALL === 'tracking' ? 1 : 50;
  const bodies = trackingBodies(awbs, per);
  return { path: '/api/courier/Tracking', bodies, about: `POST Tracking, ${per} number${per === 1 ? '' : 's'} (${bodies.length} bodies of real ones)` };
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  await ensureDatabaseExists(DATABASE_URL);
  const { path: callPath, bodies, about } = await callBodies();
  const plan = [
    { name: 'A' as const, distDir: process.env.AB_A?.trim() || '.next', env: parseEnvList(process.env.AB_A_ENV) },
    { name: 'B' as const, distDir: process.env.AB_B?.trim() || '.next-b', env: parseEnvList(process.env.AB_B_ENV) },
  ];
  for (const p of plan) await ensureBuild(p.distDir);
  for (const [i, p] of plan.entries()) {
    const logFile = path.join(RESULTS_DIR, `ab-server-${p.name}.log`);
    fs.writeFileSync(logFile, '');
    const server = new BenchServer({
      port: PORT + i,
      logFile,
      env: { DATABASE_URL, NEXTAUTH_SECRET: 'bench-secret-at-least-32-characters-long', NODE_ENV: 'production', COURIER_API_URL: '', SEED_DEMO: '', REDIS_URL: '', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: p.distDir, ...p.env },
    });
    sides.push({ ...p, server });
    server.start();
  }
  for (const s of sides) {
    await s.server.waitHealthy(120_000);
    const res = await fetch(s.server.baseUrl + callPath, { method: 'POST', headers: JSON_HEADERS, body: bodies[0] });
    if (res.status !== 200) throw new Error(`${s.name} answered ${callPath} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    log(`${s.name}: ${s.distDir}${Object.keys(s.env).length ? ` with ${process.env[`AB_${s.name}_ENV`]}` : ''}, pid ${s.server.pid}, healthy`);
  }

  let k = 0;
  const list: TurnScenario[] = sides.flatMap((s) => [
    { key: `${s.name}-floor`, label: `${s.name}: GET /api/ping (floor)`, serverPid: s.server.pid, options: () => ({ url: `${s.server.baseUrl}/api/ping`, connections: CONNECTIONS, duration: 0 }) },
    {
      key: `${s.name}-call`,
      label: `${s.name}: ${about}`,
      serverPid: s.server.pid,
      options: () => ({ url: s.server.baseUrl, connections: CONNECTIONS, duration: 0, requests: [{ method: 'POST', path: callPath, headers: JSON_HEADERS, setupRequest: (req: object) => ({ ...req, body: bodies[k++ % bodies.length] }) }] }),
    },
  ]);
  const { results, turnSeconds } = await measureInTurns(list, { seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS, serverPid: undefined });
  for (const s of sides) await s.server.stop();
  sides.length = 0;

  const [aFloor, aCall, bFloor, bCall] = results as [TurnsMeasured, TurnsMeasured, TurnsMeasured, TurnsMeasured];
  const fmt = (n: number, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const cpu = (m: TurnsMeasured) => (m.serverCpuMsPerRequest === null ? 'n/a' : fmt(m.serverCpuMsPerRequest, 3));
  const aRatios = roundRatios(aCall, aFloor);
  const bRatios = roundRatios(bCall, bFloor);
  const rows = results.map((m) => [m.label, fmt(m.requestsPerSecond), fmt(m.latencyMs.p50), fmt(m.latencyMs.p99), cpu(m)]);
  console.log(`\nA/B: ${plan.map((p) => `${p.name} = ${p.distDir}${Object.keys(p.env).length ? ` (${process.env[`AB_${p.name}_ENV`]})` : ''}`).join(', ')}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${turnSeconds} s a scenario; ${os.cpus().length} cores shared by both servers, PostgreSQL and the load generator\n`);
  console.log(table(['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req'], rows));
  console.log(`\nCall ÷ its own server's floor, round by round:`);
  console.log(`  A: ${aRatios.map((r) => r.toFixed(2)).join(', ')} (median ${median(aRatios).toFixed(3)})`);
  console.log(`  B: ${bRatios.map((r) => r.toFixed(2)).join(', ')} (median ${median(bRatios).toFixed(3)})`);
  const bOverA = roundRatios(bCall, aCall);
  console.log(`B's call ÷ A's call, round by round: ${bOverA.map((r) => r.toFixed(2)).join(', ')} (median ${median(bOverA).toFixed(3)})`);
  // A turn's CPU is noisy on a shared machine (a few turns can carry most of a pooled difference):
  // the difference is also taken round by round, and its median is the figure to read.
  const perCall = (t: Turn) => (t.cpuMs === null ? null : (t.cpuMs / Math.max(t.totalRequests, 1)) * 1000);
  const cpuDiffs = aCall.rounds.map((t, i) => {
    const a = perCall(t);
    const b = perCall(bCall.rounds[i]!);
    return a === null || b === null ? null : b - a;
  });
  const cpuDiff = cpuDiffs.every((d) => d !== null) ? median(cpuDiffs as number[]) : null;
  const signed = (us: number) => (us <= 0 ? `${fmt(-us)} µs less` : `${fmt(us)} µs more`);
  if (aCall.serverCpuMsPerRequest !== null && bCall.serverCpuMsPerRequest !== null && cpuDiff !== null) {
    console.log(`CPU per call, B − A, round by round (µs): ${(cpuDiffs as number[]).map((d) => fmt(d)).join(', ')} (median: B ${signed(cpuDiff)})`);
    console.log(`CPU per call over the whole run: A ${cpu(aCall)} ms, B ${cpu(bCall)} ms (B ${signed((bCall.serverCpuMsPerRequest - aCall.serverCpuMsPerRequest) * 1000)}); floors A ${cpu(aFloor)} ms, B ${cpu(bFloor)} ms`);
  }
  const file = writeResults('ab', startedAt, {
    call: CALL,
    a: plan[0],
    b: plan[1],
    rounds: ROUNDS,
    secondsPerTurn: turnSeconds,
    scenarios: results,
    ratios: { a: median(aRatios), b: median(bRatios), bOverA: median(bOverA) },
    cpuPerCallDifferenceMicroseconds: { byRound: cpuDiffs, median: cpuDiff },
  });
  console.log(`Results written to ${file}`);
}

runBenchmark('ab', main, {
  cleanUp: async () => {
    for (const s of sides) await s.server.stop();
  },
  serverTail: () => sides.map((s) => `${s.name}:\n${s.server.tail(15)}`).join('\n'),
});
