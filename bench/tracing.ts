// What OpenTelemetry tracing costs (npm run bench:tracing), through the
// courier API's own dispatch, in this process, as the BFF calls it:
//
// 1. Database: a fresh PostgreSQL database on the server of TEST_DATABASE_URL
//    or DATABASE_URL (dropped at the end), else PGlite in memory; demo seed.
// 2. Calls: GET auth/profile (token check, two statements) and POST Tracking
//    of a delivered shipment (four statements), alternately, BENCH_CALLS per
//    round at BENCH_CONCURRENCY at once.
// 3. Modes, alternated for BENCH_ROUNDS rounds so drift hits both alike:
//    off (nothing registered: the default, and the baseline) and on (a tracer
//    provider with the async-hooks context manager and a batch processor
//    whose exporter drops what it gets: everything production does short of
//    encoding and sending). Calls/s is each mode's median round; the ratio is
//    against the baseline of this run.
// 4. The off path alone: one inSpan and one tracedQuery with nothing
//    registered, in ns a call, against a bare async call.
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { DEMO_TRACKING } from '../courier-api/db/seed';
import { createTestApi, type TestApi } from '../courier-api/test-utils';
import { inSpan, tracedQuery } from '../lib/otel';
import { envInt, log, machineBusy, machineInfo, openFreshDatabase, runBenchmark, table, writeResults } from './lib';

const CALLS = envInt('BENCH_CALLS', 3_000, 100, 1_000_000);
const CONCURRENCY = envInt('BENCH_CONCURRENCY', 8, 1, 256);
const ROUNDS = envInt('BENCH_ROUNDS', 5, 1, 50);

let t: TestApi | undefined;
let drop: (() => Promise<void>) | undefined;

/** Counts what it is handed and sends nothing. */
class DroppingExporter implements SpanExporter {
  spans = 0;
  export(spans: ReadableSpan[], done: (r: { code: 0 }) => void) {
    this.spans += spans.length;
    done({ code: 0 });
  }
  shutdown() {
    return Promise.resolve();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

async function run(api: TestApi['api'], token: string): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        const i = next++;
        const answer =
          i % 2 === 0
            ? await api.dispatch({ method: 'GET', path: 'auth/profile', headers: { authorization: `Bearer ${token}` } })
            : await api.dispatch({
                method: 'POST',
                path: 'Tracking',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.deliveredInternational }] }),
              });
        if (answer.status !== 200) throw new Error(`call ${i} answered ${answer.status}`);
      }
    }),
  );
  return CALLS / ((performance.now() - started) / 1000);
}

/** ns a call of fn, over n calls. */
async function nsPerCall(n: number, fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - started) / n;
}

async function main() {
  const startedAt = new Date();
  const opened = await openFreshDatabase('tracing_bench');
  drop = opened.drop;
  t = await createTestApi({ database: opened.database });
  const token = await t.login('prepaid');
  log(`database: ${opened.database.driver}; ${CALLS} calls a round at ${CONCURRENCY} at once, ${ROUNDS} rounds a mode`);

  const exporter = new DroppingExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter, { maxQueueSize: 100_000, scheduledDelayMillis: 200 })] });
  const contextManager = new AsyncLocalStorageContextManager();
  const tracingOn = () => {
    context.setGlobalContextManager(contextManager.enable());
    trace.setGlobalTracerProvider(provider);
  };
  const tracingOff = () => {
    trace.disable();
    context.disable();
  };

  // Warm-up, both ways (JIT, the database's caches).
  await run(t.api, token);
  tracingOn();
  await run(t.api, token);
  tracingOff();

  const busy = await machineBusy(1000);
  log(`machine busy before the run: ${busy === undefined ? 'unknown' : `${Math.round(busy * 100)} %`}`);
  const off: number[] = [];
  const on: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    off.push(await run(t.api, token));
    tracingOn();
    const before = exporter.spans;
    on.push(await run(t.api, token));
    await provider.forceFlush();
    tracingOff();
    log(`round ${r + 1}: off ${Math.round(off[r]!)} calls/s, on ${Math.round(on[r]!)} calls/s, ${round((exporter.spans - before) / CALLS, 1)} spans a call`);
  }
  const spansPerCall = exporter.spans / (CALLS * (ROUNDS + 1));

  // The off path by itself: what every call pays when tracing is off.
  const n = 200_000;
  const noop = async () => 1;
  const query = tracedQuery((text: string) => Promise.resolve(text));
  const bare = await nsPerCall(n, noop);
  const span = await nsPerCall(n, () => inSpan(() => ({ name: 'x', kind: 0, attributes: {} }), noop));
  const db = await nsPerCall(n, () => query('select 1'));
  const callUs = 1e6 / median(off);

  const offRate = median(off);
  const onRate = median(on);
  console.log(
    '\n' +
      table(
        ['measure', 'value', 'baseline (off)', 'ratio'],
        [
          ['calls/s, tracing off', `${Math.round(offRate)}`, `${Math.round(offRate)}`, '×1'],
          ['calls/s, tracing on', `${Math.round(onRate)}`, `${Math.round(offRate)}`, `×${round(onRate / offRate, 3)}`],
          ['spans a call (on)', `${round(spansPerCall, 1)}`, '', ''],
          ['off path: inSpan', `${Math.round(span)} ns`, `${Math.round(bare)} ns bare call`, `+${Math.round(span - bare)} ns`],
          ['off path: tracedQuery', `${Math.round(db)} ns`, `${Math.round(bare)} ns bare call`, `+${Math.round(db - bare)} ns`],
          ['a call, tracing off', `${round(callUs, 0)} µs`, '', ''],
        ],
      ) +
      '\n',
  );
  const file = writeResults('tracing', startedAt, {
    machine: machineInfo(),
    machineBusyBefore: busy,
    database: opened.database.driver,
    settings: { calls: CALLS, concurrency: CONCURRENCY, rounds: ROUNDS },
    off: { rounds: off.map(Math.round), median: Math.round(offRate) },
    on: { rounds: on.map(Math.round), median: Math.round(onRate), ratio: onRate / offRate, spansPerCall },
    offPath: { bareNs: bare, inSpanNs: span, tracedQueryNs: db, callUs },
  });
  log(`results: ${file}`);
  await provider.shutdown();
}

runBenchmark('tracing', main, {
  cleanUp: async () => {
    await t?.close().catch(() => undefined);
    await drop?.().catch(() => undefined);
  },
  serverTail: () => undefined,
  interrupted: 'interrupted: cleaning up',
});
