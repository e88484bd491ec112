// PostgreSQL stopped under load, on a server of the test's own (initdb and
// pg_ctl in a temporary folder, its own port): every call in flight or
// arriving while it is down is answered 503 with the product's network text
// and Retry-After, never a 500 and never a crash; readiness says the database
// is unreachable; and when the server is back the same API, not restarted,
// answers again. Runs in the PostgreSQL project (where the server's programs
// are installed); the embedded database has no server to stop.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './db/client';
import { DEMO_TRACKING } from './db/seed';
import { readiness } from './health';
import { SERVER_ERROR_MESSAGE } from './http';
import { createTestApi, type TestApi } from './test-utils';
import { captureLog } from '@/lib/log';

const PG = process.env.TEST_DB_DRIVER === 'postgres';

/** The PostgreSQL programs of the installed server (Debian: /usr/lib/postgresql/<major>/bin). */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const major = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]!;
  return path.join(root, major, 'bin', name);
}

/** Runs a server program as the postgres user when we are root (initdb refuses root). */
function asPostgres(file: string, args: string[]) {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : file, root ? ['-u', 'postgres', '--', file, ...args] : args, { stdio: 'pipe' });
}

const maybe = PG ? describe : describe.skip;

maybe('PostgreSQL stopped under load', () => {
  let dir: string;
  let port: number;
  let database: Database;
  let t: TestApi;

  const ctl = (action: 'start' | 'stop') =>
    asPostgres(pgBin('pg_ctl'), action === 'start' ? ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start'] : ['-D', dir, '-w', '-m', 'fast', 'stop']);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-outage-'));
    fs.chmodSync(dir, 0o700);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    asPostgres(pgBin('initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    // A port of its own near the shared server's, by this worker (two Jest workers run at once).
    port = 55_400 + Number(process.env.JEST_WORKER_ID ?? 1);
    ctl('start');
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 10 });
    t = await createTestApi({ database });
  });

  afterAll(async () => {
    await t?.close().catch(() => {});
    try {
      ctl('stop');
    } catch {
      // Already stopped by a failed test.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with the network text while it is down, and recovers without a restart', async () => {
    const { call, login } = t;
    const token = await login('prepaid');
    const calls = () => [
      call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: DEMO_TRACKING.deliveredInternational }] } }),
      call('POST', 'ShipmentHistory', { token, body: {} }),
      call('GET', 'auth/profile', { token }),
    ];
    for (const res of await Promise.all(calls())) expect(res.status).toBe(200);

    // Load: rounds of calls, from before the stop until after the start.
    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) for (const res of await Promise.all(calls())) statuses.push(res.status);
    })();
    const log = captureLog('warn');
    try {
      while (statuses.length < 30) await new Promise((r) => setImmediate(r));
      ctl('stop');

      // Down: the product's words, a hint when to come back, nothing about the fault.
      const down = await Promise.all(calls());
      for (const res of down) {
        expect(res.status).toBe(503);
        expect(res.json).toEqual({ message: SERVER_ERROR_MESSAGE, code: 'SERVER_ERROR' });
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.headers.get('x-request-id')).toBeTruthy();
      }
      expect(await readiness(database)).toMatchObject({ ok: false, database: 'unreachable' });

      ctl('start');
      // Back: the pool reconnects on its own (a stale connection may fail one call first).
      let back: Awaited<ReturnType<typeof call>>[] = [];
      for (let attempt = 0; attempt < 20 && (back.length === 0 || !back.every((r) => r.status === 200)); attempt++) back = await Promise.all(calls());
      expect(back.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(back[0]!.json.data).toBeTruthy();
      expect(await readiness(database)).toMatchObject({ ok: true });
    } finally {
      running = false;
      await load;
      log.restore();
    }
    // Under load, before, during and after: only answers and 503s, never a fault.
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    // The log says what happened, once per call, without the query or its parameters.
    const lines = log.lines.filter((l) => l.msg === 'courier API: database unreachable');
    expect(lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((l) => l.msg === 'courier API fault')).toEqual([]);
    for (const l of lines) expect(String(l.reason)).not.toMatch(/select|params/i);
  });
});
