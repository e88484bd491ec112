// Shared helpers for the benchmarks: the production server as a child
// process, the load generator (autocannon) and result formatting.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { Client } from 'pg';
import { openDatabase, type Database } from '../courier-api/db/client';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

export const ROOT = path.resolve(__dirname, '..');
/** The production server, as npm start runs it. */
export const SERVE_SCRIPT = path.join(ROOT, 'scripts', 'serve.mjs');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

export function log(message: string) {
  const t = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${t}] ${message}`);
}

export function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return n;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 120) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/**
 * Creates the database of a postgres:// URL when it is missing; with drop,
 * drops it first (only ever for a database the benchmark itself built).
 */
export async function ensureDatabaseExists(url: string, drop = false): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('BENCH_DATABASE_URL must name a database.');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (drop) {
      log(`dropping database ${name}`);
      await client.query(`drop database if exists ${quoted} with (force)`);
    }
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`create database ${quoted}`);
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- build ----

/** Every process id in /proc (empty where there is no /proc). */
function procPids(): string[] {
  try {
    return fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
}

/** PIDs of `next build` processes running on this machine (someone else's build). */
function nextBuildsRunning(): number[] {
  const found: number[] = [];
  const entries = procPids();
  for (const e of entries) {
    try {
      const cmd = fs.readFileSync(`/proc/${e}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (/^next-build\b/.test(cmd) || /next\/dist\/bin\/next build\b/.test(cmd)) found.push(Number(e));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

/** Waits while another `next build` runs (it rewrites .next), up to maxMs. */
export async function waitForOtherBuilds(maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let said = false;
  while (nextBuildsRunning().length && Date.now() < deadline) {
    if (!said) log(`another next build is running (pid ${nextBuildsRunning().join(', ')}): waiting for it to finish`);
    said = true;
    await sleep(2000);
  }
}

/**
 * Builds the app (scripts/build.mjs: next build, then the compile hints) into
 * distDir (default NEXT_DIST_DIR, else .next) only when it holds no production build yet.
 */
export async function ensureBuild(distDir = process.env.NEXT_DIST_DIR?.trim() || '.next'): Promise<void> {
  await waitForOtherBuilds(10 * 60_000);
  if (fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    log(`using the existing production build (${distDir}/BUILD_ID present)`);
    return;
  }
  log(`no production build in ${distDir}: running npm run build (next build and the compile hints)`);
  const started = Date.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
    child.on('error', reject);
    child.on('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`the build failed (exit code ${code})`);
  log(`build done in ${formatDuration(Date.now() - started)}`);
}

// --------------------------------------------------------------- server ----

/** PIDs of every live descendant of pid (children, grandchildren…), from /proc. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  const entries = procPids();
  for (const e of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      // Field 4 is the parent PID; the command name (field 2) may hold spaces, so split after its ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      out.push(c);
      stack.push(c);
    }
  }
  return out;
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process has used so far, in ms; undefined off Linux. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/PID/stat (12 and 13 after the command name).
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (clockTicks === undefined) {
      try {
        clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
      } catch {
        clockTicks = 100;
      }
    }
    return (ticks * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

function cpuTotals(): { busy: number; total: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Share of the whole machine's CPU in use over the next ms (0–1); undefined off Linux. */
export async function machineBusy(ms: number): Promise<number | undefined> {
  const a = cpuTotals();
  await sleep(ms);
  const b = cpuTotals();
  if (!a || !b || b.total === a.total) return undefined;
  return (b.busy - a.busy) / (b.total - a.total);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface ServerOptions {
  port: number;
  /**
   * The host name the server listens on and is reached by (default 127.0.0.1).
   * 'localhost' where pages are rewritten by proxy.ts: Next spells every
   * loopback address 'localhost' in the rewrite's URL, so behind
   * `-H 127.0.0.1` each rewrite (e.g. /Ratefinder → /ratefinder) is proxied
   * back to the server over a second HTTP connection.
   */
  host?: string;
  env: Record<string, string>;
  /** Server output goes here (appended). */
  logFile: string;
}

export class BenchServer {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  exitInfo: string | undefined;

  constructor(private readonly opts: ServerOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get baseUrl(): string {
    return `http://${this.opts.host ?? '127.0.0.1'}:${this.opts.port}`;
  }

  start(): void {
    const out = fs.openSync(this.opts.logFile, 'a');
    this.exitInfo = undefined;
    // npm start's server: Next's handler with Brotli and gzip (scripts/serve.mjs).
    const child = spawn(process.execPath, [...serverNodeFlags(this.opts.env.NODE_OPTIONS ?? process.env.NODE_OPTIONS), SERVE_SCRIPT, '-p', String(this.opts.port), '-H', this.opts.host ?? '127.0.0.1'], {
      cwd: ROOT,
      detached: false,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...this.opts.env },
    });
    fs.closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        this.exitInfo = signal ? `signal ${signal}` : `exit code ${code}`;
        resolve();
      });
      child.on('error', (err) => {
        this.exitInfo = `spawn error: ${err.message}`;
        resolve();
      });
    });
  }

  /** Polls GET /api/health until it answers 200. */
  async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (this.exitInfo) throw new Error(`the server stopped during start-up (${this.exitInfo})`);
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
        if (res.status === 200) return;
        last = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
      } catch (err) {
        last = (err as Error).message;
      }
      await sleep(500);
    }
    throw new Error(`GET /api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
  }

  /** Stops the server and anything it started; resolves when no process is left. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.child = undefined;
    const pids = [child.pid, ...descendants(child.pid)];
    const signal = (sig: NodeJS.Signals) => {
      for (const pid of pids) {
        try {
          process.kill(pid, sig);
        } catch {
          // Already gone.
        }
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (pids.some(alive) && Date.now() < deadline) await sleep(100);
    if (pids.some(alive)) signal('SIGKILL');
    await Promise.race([this.exited, sleep(5000)]);
    const left = pids.filter(alive);
    if (left.length) log(`warning: server processes still alive after SIGKILL: ${left.join(', ')}`);
  }

  /** Last lines of the server's output, for error messages. */
  tail(lines = 30): string {
    try {
      return fs.readFileSync(this.opts.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}

/**
 * fetch() that tries a request again (3 times in all, 0.5 s apart) when it
 * fails without an answer: right after start-up the server may close a
 * kept-alive connection of the health polls just as it is reused ("fetch
 * failed", "other side closed"). The error names the cause.
 */
export async function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = `${(err as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
      if (attempt >= 3) throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname}: ${why}`);
      log(`${init?.method ?? 'GET'} ${new URL(url).pathname}: ${why}; trying again`);
      await sleep(500);
    }
  }
}

// ----------------------------------------------------------- autocannon ----

/** The subset of autocannon's options and results that the benchmarks use. */
export interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: CannonRequest, context: Record<string, unknown>) => CannonRequest;
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: CannonRequest[];
  timeout?: number;
  title?: string;
  /** A steady rate for all connections together, requests per second (autocannon's overallRate). */
  overallRate?: number;
}

interface Histogram {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  total?: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
}

export interface CannonResult {
  title?: string;
  requests: Histogram & { sent: number };
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  statusCodeStats?: Record<string, { count: number }>;
  start: Date;
  finish: Date;
}

type Autocannon = (opts: CannonOptions) => Promise<CannonResult> & { stop(): void };

let cannon: Autocannon | undefined;

async function loadAutocannon(): Promise<Autocannon> {
  // autocannon ships no type declarations: import it by name so that the
  // compiler does not look for them, and type the part we use above.
  const name = 'autocannon';
  const mod = (await import(name)) as { default?: Autocannon } & Autocannon;
  cannon ??= (mod.default ?? mod) as Autocannon;
  return cannon;
}

let running: { stop(): void } | undefined;

/** Stops a load run in progress (on SIGINT). */
export function stopLoad() {
  running?.stop();
}

export async function runLoad(opts: CannonOptions): Promise<CannonResult> {
  const autocannon = await loadAutocannon();
  const instance = autocannon({ timeout: 10, ...opts });
  running = instance;
  try {
    return await instance;
  } finally {
    running = undefined;
  }
}

/** A short description of a run's failures, or undefined when every response was 2xx. */
export function failures(r: CannonResult): string | undefined {
  if (r.errors === 0 && r.non2xx === 0 && r.timeouts === 0) return undefined;
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(', ');
  return `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses (status codes: ${codes || 'none'})`;
}

// ---------------------------------------------------------------- turns ----
//
// Scenarios measured in turns: the measured seconds split into short rounds,
// each round running every scenario once (every other round in reverse
// order), so that a shared machine's slow minutes fall on every scenario
// alike. A ratio between two scenarios is taken round by round (each against
// the same round's other), and judged on the median (bench/README.md,
// "Reading the figures" of the tracking benchmark).

export interface TurnScenario<Key extends string = string> {
  key: Key;
  label: string;
  options: () => CannonOptions;
  /** The server whose CPU this scenario's figure counts, when not the run's one (bench/ab.ts runs two). */
  serverPid?: number;
}

/** One scenario's run in one round. */
export interface Turn {
  requestsPerSecond: number;
  totalRequests: number;
  durationSeconds: number;
  p50: number;
  p99: number;
  /** The server's CPU time during the turn, ms (Linux only). */
  cpuMs: number | null;
}

/** A scenario's turns together. */
export interface TurnsMeasured<Key extends string = string> {
  scenario: Key;
  label: string;
  /** Requests over the whole measured time (every round). */
  requestsPerSecond: number;
  totalRequests: number;
  /** The median of the rounds' p50 and p99, and the highest round's p99. */
  latencyMs: { p50: number; p99: number; p99Max: number };
  durationSeconds: number;
  /** CPU time of the server process per request, in ms (Linux only). */
  serverCpuMsPerRequest: number | null;
  /** Cores the server process kept busy on average (1.0 = one core saturated). */
  serverCpuCores: number | null;
  rounds: Turn[];
}

export const median = (values: number[]) => {
  const v = [...values].sort((x, y) => x - y);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};

/** Each round's requests a second of `a` divided by the same round's of `b`. */
export const roundRatios = (a: TurnsMeasured, b: TurnsMeasured) => a.rounds.map((t, i) => t.requestsPerSecond / b.rounds[i]!.requestsPerSecond);

/**
 * Warms every scenario up once, then runs `rounds` rounds of `seconds ÷ rounds`
 * (at least 2 s) a scenario. Throws when a request fails: a benchmark of
 * failing requests is meaningless.
 */
export async function measureInTurns<Key extends string>(
  list: TurnScenario<Key>[],
  opts: { seconds: number; rounds: number; warmupSeconds: number; serverPid: number | undefined },
): Promise<{ results: TurnsMeasured<Key>[]; turnSeconds: number }> {
  for (const s of list) {
    log(`${s.label}: warm-up ${opts.warmupSeconds} s`);
    const fail = failures(await runLoad({ ...s.options(), duration: opts.warmupSeconds, title: `${s.key} warm-up` }));
    if (fail) throw new Error(`${s.label} failed during warm-up: ${fail}`);
  }
  const turnSeconds = Math.max(2, Math.round(opts.seconds / opts.rounds));
  const turns = new Map<Key, Turn[]>(list.map((s) => [s.key, []]));
  for (let round = 1; round <= opts.rounds; round++) {
    for (const s of round % 2 ? list : [...list].reverse()) {
      const pid = s.serverPid ?? opts.serverPid;
      const cpu0 = processCpuMs(pid);
      const r = await runLoad({ ...s.options(), duration: turnSeconds, title: s.key });
      const cpu1 = processCpuMs(pid);
      const fail = failures(r);
      if (fail) throw new Error(`${s.label}: ${fail}. A benchmark of failing requests is meaningless.`);
      const t: Turn = {
        requestsPerSecond: r.requests.average,
        totalRequests: r.requests.total ?? 0,
        durationSeconds: r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        cpuMs: cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : null,
      };
      turns.get(s.key)!.push(t);
      const cpu = t.cpuMs === null ? '' : `, server CPU ${(t.cpuMs / Math.max(t.totalRequests, 1)).toFixed(2)} ms a request`;
      log(`round ${round}/${opts.rounds}, ${s.label}: ${t.requestsPerSecond.toFixed(0)} req/s, p50 ${t.p50} ms, p99 ${t.p99} ms${cpu}`);
    }
  }
  const results = list.map((s): TurnsMeasured<Key> => {
    const rounds = turns.get(s.key)!;
    const total = rounds.reduce((n, t) => n + t.totalRequests, 0);
    const seconds = rounds.reduce((n, t) => n + t.durationSeconds, 0);
    const cpu = rounds.every((t) => t.cpuMs !== null) ? rounds.reduce((n, t) => n + t.cpuMs!, 0) : null;
    return {
      scenario: s.key,
      label: s.label,
      requestsPerSecond: total / seconds,
      totalRequests: total,
      latencyMs: { p50: median(rounds.map((t) => t.p50)), p99: median(rounds.map((t) => t.p99)), p99Max: Math.max(...rounds.map((t) => t.p99)) },
      durationSeconds: seconds,
      serverCpuMsPerRequest: cpu !== null && total ? cpu / total : null,
      serverCpuCores: cpu !== null ? cpu / 1000 / seconds : null,
      rounds,
    };
  });
  return { results, turnSeconds };
}

// --------------------------------------------------------------- output ----

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The machine a benchmark ran on, for its results file. */
export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * Writes a run's results to bench/results/<benchmark>-<start time>.json, with
 * when it started and finished; returns the file's path from the repository root.
 */
export function writeResults(benchmark: string, startedAt: Date, results: Record<string, unknown>): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${benchmark}-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ benchmark, startedAt, finishedAt: new Date(), ...results }, null, 2)}\n`);
  return path.relative(ROOT, file);
}

// ------------------------------------------------------------ lifecycle ----

export interface BenchmarkExit {
  /** Stops what the benchmark started (the server, a browser); called once, whichever way it ends. */
  cleanUp: () => Promise<void>;
  /** The server's last output, shown when the benchmark fails. */
  serverTail: () => string | undefined;
  /** Logged on Ctrl-C. */
  interrupted?: string;
}

/**
 * Runs a benchmark's main() and exits: 0 when it succeeds, 1 with the error
 * and the server's last output when it fails, 130 on Ctrl-C and 143 on
 * SIGTERM. Every way out stops a load run in progress and cleans up first.
 */
export function runBenchmark(name: string, main: () => Promise<void>, { cleanUp, serverTail, interrupted = 'interrupted: stopping the server' }: BenchmarkExit) {
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    stopLoad();
    try {
      await cleanUp();
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => {
    log(interrupted);
    void shutdown(130);
  });
  process.on('SIGTERM', () => void shutdown(143));
  main().then(
    () => shutdown(0),
    (err: unknown) => {
      console.error(`\nbench:${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      const tail = serverTail();
      if (tail) console.error(`--- last server output ---\n${tail}`);
      void shutdown(1);
    },
  );
}

// ------------------------------------------------------------- database ----

/**
 * A fresh database for a benchmark: on the PostgreSQL server of
 * TEST_DATABASE_URL or DATABASE_URL (created here, dropped by `drop`), else
 * embedded PGlite in memory. Not migrated yet.
 */
export async function openFreshDatabase(prefix: string): Promise<{ database: Database; url?: string; drop?: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || '';
  if (!server) {
    log('database: PGlite in memory (set TEST_DATABASE_URL or DATABASE_URL for PostgreSQL)');
    return { database: await openDatabase({ dataDir: 'memory://' }) };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const drop = async () => {
    const c = new Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(server);
  url.pathname = `/${name}`;
  log(`database: PostgreSQL ${url.host}/${name} (dropped at the end)`);
  return { database: await openDatabase({ url: url.toString(), poolSize: 10 }), url: url.toString(), drop };
}

// ------------------------------------------------------ built server ----

export interface BuiltServer {
  server: BenchServer;
  origin: string;
  /** The run's own data folder (the embedded database), to delete at the end. */
  dataDir: string;
}

/**
 * The production server (scripts/serve.mjs) of an existing production build (NEXT_DIST_DIR, or .next) on
 * `localhost:port` (not 127.0.0.1: see ServerOptions.host), with a data folder
 * of its own and no settings from the shell but `env`'s; resolves once
 * /api/health answers 200. Its output goes to bench/results/<name>/server.log.
 */
export async function startBuiltServer(name: string, port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const distDir = process.env.NEXT_DIST_DIR?.trim() || '.next';
  if (!fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) throw new Error(`no production build in ${distDir}: run npm run build (or set NEXT_DIST_DIR)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `saqr-${name}-bench-`));
  fs.mkdirSync(path.join(RESULTS_DIR, name), { recursive: true });
  const origin = `http://localhost:${port}`;
  const server = new BenchServer({
    port,
    host: 'localhost',
    logFile: path.join(RESULTS_DIR, name, 'server.log'),
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      NEXTAUTH_SECRET: `${name}-bench-secret-at-least-32-characters!`,
      NEXTAUTH_URL: origin,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: '',
      COURIER_API_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  server.start();
  await server.waitHealthy(180_000);
  return { server, origin, dataDir };
}

/** runBenchmark's exit for a benchmark on startBuiltServer: stops the server and deletes its data folder. */
export function builtServerExit(current: () => Partial<BuiltServer>): BenchmarkExit {
  return {
    cleanUp: async () => {
      const { server, dataDir } = current();
      await server?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    serverTail: () => current().server?.tail(),
  };
}

// ------------------------------------------------------ receiver threads ----

/** A local receiver running in a worker thread of its own (so that receiving never competes with the sender's event loop). */
export interface ReceiverThread<Flushed> {
  port: number;
  /** What it received so far (it answers a 'flush' message with it). */
  flush(): Promise<Flushed>;
  close(): Promise<void>;
}

/**
 * Starts `code` (a worker script, evaluated) with `workerData`; the script posts
 * `{ port }` once it listens, answers 'flush' with what it received, and exits on 'close'.
 */
export async function startReceiverThread<Flushed>(code: string, workerData: Record<string, string>): Promise<ReceiverThread<Flushed>> {
  const worker = new Worker(code, { eval: true, workerData });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { port: number }) => resolve(m.port));
  });
  return {
    port,
    flush: () =>
      new Promise<Flushed>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('flush');
      }),
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
