// Graceful shutdown (shutdown.ts) on a real database: readiness says "not
// ready" at once; a call already running is answered in full; only then is
// the database closed; and a call that never ends is cut at the time limit,
// with the log saying so.
import { sql } from 'drizzle-orm';
import { captureLog } from '@/lib/log';
import { readiness, SHUTTING_DOWN } from './health';
import { resetShutdownForTests, shutDown } from './shutdown';
import { createTestApi } from './test-utils';

const SLOW = 'probe/slow-for-shutdown';

/** A test API with a public route that answers from the database once `release()` is called. */
async function apiWithSlowRoute() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const t = await createTestApi({
    seed: false,
    extend: (r) =>
      r.get(SLOW, 'public', async (c) => {
        await gate;
        const result = (await c.get('deps').db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
        return c.json({ answer: Number(result.rows[0]!.answer) });
      }),
  });
  return { t, release };
}

afterEach(() => resetShutdownForTests());

it('is not ready at once, answers the call in flight, and closes the database after it', async () => {
  const { t, release } = await apiWithSlowRoute();
  const log = captureLog('info');
  try {
    const inFlight = t.call('GET', SLOW);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.api.inFlight()).toBe(1);

    const exit = jest.fn();
    const done = shutDown({ database: t.database, inFlight: t.api.inFlight, graceMs: 60_000, exit });
    expect(await readiness(t.database)).toEqual({ ok: false, database: 'ok', migrations: 'unknown', message: SHUTTING_DOWN });
    // Still open while the call runs: the database answers.
    const probe = (await t.database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(Number(probe.rows[0]!.one)).toBe(1);

    release();
    const res = await inFlight;
    expect([res.status, res.json]).toEqual([200, { answer: 42 }]);
    await done;
    expect(t.api.inFlight()).toBe(0);
    // Closed now.
    await expect(t.database.db.execute(sql`select 1`)).rejects.toBeTruthy();
    expect(exit).not.toHaveBeenCalled();
    // A second signal changes nothing.
    await shutDown({ database: t.database, inFlight: t.api.inFlight, graceMs: 60_000, exit });
    expect(log.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutdown: finishing the requests in flight', 'shutdown: database closed']));
  } finally {
    log.restore();
    // The shutdown closed the database already (closing is idempotent); a PostgreSQL test database is still dropped.
    await t.close();
  }
});

it('exits with 1 at the time limit when a call never finishes, and says how many were left', async () => {
  const { t, release } = await apiWithSlowRoute();
  const log = captureLog('info');
  try {
    const stuck = t.call('GET', SLOW);
    await new Promise((resolve) => setImmediate(resolve));
    let done!: Promise<void>;
    const exited = new Promise<number>((resolve) => {
      done = shutDown({ database: t.database, inFlight: t.api.inFlight, graceMs: 200, exit: resolve });
    });
    expect(await exited).toBe(1);
    expect(log.lines.find((l) => l.msg === 'shutdown: time limit reached with requests still running; exiting')).toMatchObject({ inFlight: 1, graceMs: 200 });
    // (In the server the process is gone by now; here the call ends and the shutdown closes the database.)
    release();
    await stuck;
    await done;
  } finally {
    log.restore();
    // The shutdown closed the database already (closing is idempotent); a PostgreSQL test database is still dropped.
    await t.close();
  }
});
