// Benchmark of the public rate finder (npm run bench:rates).
//
// 1. Writes a full rate card into the PostgreSQL database BENCH_DATABASE_URL
//    (default courier_bench_rates): the five service types, domestic cards
//    with one zone per emirate, international cards serving every country of
//    the country list in 100 zones, 40 weight slabs per zone.
// 2. Starts the production server (next start) on that database. With
//    NEXT_DIST_DIR set it uses (or builds) that build folder instead of .next.
// 3. Measures with autocannon on loopback, 20 connections: the framework's
//    floor (GET /api/ping), then POST /api/courier/RateFinder through the BFF
//    for domestic and international quotes of 3 pieces. Prints req/s, p50,
//    p99 and each figure's ratio to the floor of the same run (target ≥ 0.8).
//    The scenarios take turns in short rounds (BENCH_ROUNDS, as
//    bench:tracking); each ratio judged is the median of the rounds' own.
//
// Settings: BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_ROUNDS, BENCH_PORT, NEXT_DIST_DIR. See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureDatabaseExists, envInt, log, machineBusy, measureInTurns, median, RESULTS_DIR, roundRatios, runBenchmark, table, writeResults, BenchServer, type TurnScenario } from './lib';
import { buildRateCard, quoteBodies, type BenchCard } from './rates-data';

const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/courier_bench_rates';
const SECONDS = envInt('BENCH_SECONDS', 15, 1, 3600);
const ROUNDS = envInt('BENCH_ROUNDS', 5, 1, 100);
const PORT = envInt('BENCH_PORT', 3291, 1, 65535);
const DIST_DIR = process.env.NEXT_DIST_DIR?.trim() || '';
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
const TARGET_RATIO = 0.8; // issue 12 (issue 4 asked 0.7)
const SERVER_LOG = path.join(RESULTS_DIR, 'rates-server.log');
const FINDER_PATH = '/api/courier/RateFinder';
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** Checks once that both kinds of quote succeed with the prices the card gives. */
async function verify(baseUrl: string, card: BenchCard, domestic: string[], international: string[]) {
  if ((await fetch(`${baseUrl}/api/ping`)).status !== 200) throw new Error('GET /api/ping failed');
  for (const [kind, body, services] of [['domestic', domestic[0]!, 3], ['international', international[0]!, 2]] as const) {
    const res = await fetch(baseUrl + FINDER_PATH, { method: 'POST', headers: JSON_HEADERS, body });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${kind} RateFinder answered ${res.status}: ${text.slice(0, 300)}`);
    const data = JSON.parse(text).data as { Rates: { ServiceCode: string; Charges: { Base: number } }[]; Weight: { ChargeableKg: number } };
    if (data.Rates.length !== services) throw new Error(`${kind} RateFinder gave ${data.Rates.length} rates, expected ${services}: ${text.slice(0, 300)}`);
    for (const r of data.Rates) {
      const want = card.expectedBase(r.ServiceCode, JSON.parse(body), Math.round(data.Weight.ChargeableKg * 1000));
      if (want !== Math.round(r.Charges.Base * 100)) throw new Error(`${kind} ${r.ServiceCode}: base ${r.Charges.Base} AED, the card says ${want / 100}`);
    }
    log(`verified ${kind}: ${data.Rates.map((r) => `${r.ServiceCode} ${r.Charges.Base}`).join(', ')} (chargeable ${data.Weight.ChargeableKg} kg)`);
  }
}

let server: BenchServer | undefined;

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(SERVER_LOG, '');
  const startedAt = new Date();
  log(`database ${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}, ${SECONDS} s a scenario, ${CONNECTIONS} connections, port ${PORT}`);
  await ensureDatabaseExists(DATABASE_URL);
  const card = await buildRateCard(DATABASE_URL);
  log(`rate card loaded: ${card.summary}`);
  const domestic = quoteBodies('domestic', 200);
  const international = quoteBodies('international', 200);

  await ensureBuild();
  const s = new BenchServer({
    port: PORT,
    logFile: SERVER_LOG,
    env: { DATABASE_URL, NEXTAUTH_SECRET: 'bench-secret-at-least-32-characters-long', NODE_ENV: 'production', COURIER_API_URL: '', SEED_DEMO: '', REDIS_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
  });
  server = s;
  s.start();
  await s.waitHealthy(120_000);
  log(`server healthy (pid ${s.pid}${DIST_DIR ? `, ${DIST_DIR}` : ''})`);
  await verify(s.baseUrl, card, domestic, international);
  const busy = await machineBusy(2000);
  if (busy !== undefined) log(`machine ${Math.round(busy * 100)}% busy before the load starts${busy > 0.15 ? ' (other processes: figures will be lower)' : ''}`);

  const rotating = (bodies: string[]) => {
    let k = 0;
    return [{ method: 'POST', path: FINDER_PATH, headers: JSON_HEADERS, setupRequest: (req: object) => ({ ...req, body: bodies[k++ % bodies.length] }) }];
  };
  const list: TurnScenario[] = [
    { key: 'floor', label: 'GET /api/ping (floor)', options: () => ({ url: `${s.baseUrl}/api/ping`, connections: CONNECTIONS, duration: 0 }) },
    // Reads the same bodies and answers at once: what Next costs for any POST with a body.
    { key: 'postFloor', label: 'POST /api/ping, domestic body', options: () => ({ url: s.baseUrl, connections: CONNECTIONS, duration: 0, requests: rotating(domestic).map((r) => ({ ...r, path: '/api/ping' })) }) },
    { key: 'domestic', label: 'POST RateFinder, domestic, 3 pieces', options: () => ({ url: s.baseUrl, connections: CONNECTIONS, duration: 0, requests: rotating(domestic) }) },
    { key: 'international', label: 'POST RateFinder, international, 3 pieces', options: () => ({ url: s.baseUrl, connections: CONNECTIONS, duration: 0, requests: rotating(international) }) },
  ];
  const { results, turnSeconds } = await measureInTurns(list, { seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS, serverPid: s.pid });
  await s.stop();
  server = undefined;

  const [floor, postFloor, ...finders] = results as [(typeof results)[0], (typeof results)[0], ...typeof results];
  const fmt = (n: number, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const rows = results.map((m) => [m.label, fmt(m.requestsPerSecond), fmt(m.latencyMs.p50), fmt(m.latencyMs.p99), fmt(m.requestsPerSecond / floor.requestsPerSecond, 2), m.serverCpuMsPerRequest === null ? 'n/a' : fmt(m.serverCpuMsPerRequest, 2)]);
  console.log(`\nRateFinder benchmark: ${card.summary}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${turnSeconds} s a scenario after ${WARMUP_SECONDS} s warm-up; ${os.cpus().length} cores shared by server, PostgreSQL and load generator\n`);
  console.log(table(['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs floor', 'server CPU ms/req'], rows));
  // Judged round by round (each quote figure against the same round's floor), then the median.
  const byRound = finders.map((m) => roundRatios(m, floor));
  const ratios = byRound.map(median);
  for (const [i, m] of finders.entries()) console.log(`${m.label} ÷ floor, round by round: ${byRound[i]!.map((r) => r.toFixed(2)).join(', ')} (median ${ratios[i]!.toFixed(2)}; over the whole time ${(m.requestsPerSecond / floor.requestsPerSecond).toFixed(2)})`);
  console.log(`\nRateFinder ÷ the POST floor (Next's cost of any POST with a body taken out): ${finders.map((m) => median(roundRatios(m, postFloor)).toFixed(2)).join(' (domestic), ')} (international)`);
  console.log(`\nTarget: RateFinder req/s ÷ floor req/s ≥ ${TARGET_RATIO} (median of the rounds): ${ratios.map((r) => r.toFixed(2)).join(' (domestic), ')} (international) → ${ratios.every((r) => r >= TARGET_RATIO) ? 'MET' : 'MISSED'}`);
  const file = writeResults('rates', startedAt, { cpus: os.cpus().length, node: process.version, card: card.summary, backgroundCpuBusy: busy ?? null, rounds: ROUNDS, secondsPerTurn: turnSeconds, scenarios: results, ratios, ratiosByRound: byRound, target: TARGET_RATIO });
  console.log(`Results written to ${file}`);
}

runBenchmark('rates', main, { cleanUp: async () => server?.stop(), serverTail: () => server?.tail() });
