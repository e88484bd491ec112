// The log (lib/log.ts) writes JSON lines without secrets or personal data:
// whatever object a line is handed, those keys come out as "[redacted]".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from './log';

function capture(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: createLogger(stream, level), lines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>), raw: () => lines.join('') };
}

describe('log', () => {
  it('writes one JSON object a line with time, level name, service and message', () => {
    const { log, lines } = capture();
    log.warn({ requestId: 'req_1' }, 'something to look at');
    expect(lines()).toEqual([{ level: 'warn', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), service: 'saqr', requestId: 'req_1', msg: 'something to look at' }]);
  });

  it('redacts secrets and personal data at the top, one and two levels down', () => {
    const { log, lines, raw } = capture();
    log.info(
      {
        requestId: 'req_2',
        password: 'Demo@2026',
        headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: 'saqr.session=abc', 'set-cookie': 'x=1', 'user-agent': 'Mozilla/5.0' },
        body: { email: 'fatima@alnoortrading.ae', phone: '+971501112233', newPassword: 'N3w!pass', AirWayBillNo: '12345678903', receiver: { name: 'Aisha Rahman', address: 'Villa 12, Jumeirah' } },
        token: 'sk_live_abc',
        code: '482913',
      },
      'a request',
    );
    const line = lines()[0]!;
    expect(line).toMatchObject({
      requestId: 'req_2',
      password: '[redacted]',
      token: '[redacted]',
      code: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]', 'user-agent': 'Mozilla/5.0' },
      body: { email: '[redacted]', phone: '[redacted]', newPassword: '[redacted]', AirWayBillNo: '12345678903', receiver: { name: '[redacted]', address: '[redacted]' } },
    });
    for (const secret of ['Demo@2026', 'eyJhbGciOi', 'saqr.session=abc', 'fatima@', '+971501112233', 'N3w!pass', 'Aisha', 'Jumeirah', 'sk_live_abc', '482913']) {
      expect(raw()).not.toContain(secret);
    }
  });

  it('redacts inside lists too, and leaves the object it was handed unchanged', () => {
    const { log, lines, raw } = capture();
    const handed = { requestId: 'req_3', recipients: [{ email: 'a@b.ae', AirWayBillNo: '1' }], nested: { level: { phone: '+971500000001' } } };
    const copy = structuredClone(handed);
    log.info(handed, 'a list');
    expect(lines()[0]).toMatchObject({ recipients: [{ email: '[redacted]', AirWayBillNo: '1' }], nested: { level: { phone: '[redacted]' } } });
    expect(raw()).not.toContain('a@b.ae');
    expect(raw()).not.toContain('+971500000001');
    expect(handed).toEqual(copy);
  });

  it('redacts an error\'s own fields like a line\'s', () => {
    const { log, raw, lines } = capture();
    const err = Object.assign(new Error('duplicate'), { email: 'fatima@alnoortrading.ae', details: { phone: '+971501112233' } });
    log.error({ err }, 'courier API fault');
    expect(raw()).not.toContain('fatima@');
    expect(raw()).not.toContain('+971501112233');
    expect(lines()[0]!.err).toMatchObject({ message: 'duplicate', email: '[redacted]', details: { phone: '[redacted]' } });
  });

  it('keeps an error’s message and stack for the server, under err', () => {
    const { log, lines } = capture();
    log.error({ err: new Error('relation "x" does not exist') }, 'courier API fault');
    expect(lines()[0]!.err).toMatchObject({ type: 'Error', message: 'relation "x" does not exist', stack: expect.stringContaining('log.test.ts') });
  });

  it('writes nothing below its level (LOG_LEVEL)', () => {
    const { log, lines } = capture('warn');
    log.info('quiet');
    log.warn('loud');
    expect(lines().map((l) => l.msg)).toEqual(['loud']);
  });

  it('cuts a failed query’s parameters out of the error, and masks email addresses in error text', () => {
    const { log, raw, lines } = capture();
    class QueryError extends Error {
      query = 'insert into "mail_outbox" ("to_address", "text_body") values ($1, $2)';
      params = ['orders11@desert11.ae', 'One-time password: pynY-t7Ki-uZfS'];
    }
    const err = new QueryError(`Failed query: insert into "mail_outbox" ("to_address", "text_body") values ($1, $2)\nparams: orders11@desert11.ae,Dear Hessa,\n\n  One-time password: pynY-t7Ki-uZfS\n`);
    err.cause = new Error('outbox unavailable for fatima@alnoortrading.ae');
    log.error({ err }, 'courier API fault');
    log.warn({ error: '550 Mailbox unavailable <omar.khalid@example.ae>' }, 'mail: delivery failed');
    for (const secret of ['pynY-t7Ki-uZfS', 'orders11@', 'Hessa', 'fatima@', 'omar.khalid@']) expect(raw()).not.toContain(secret);
    const [fault, mail] = lines();
    expect(fault!.err).toMatchObject({ message: expect.stringMatching(/^Failed query: insert into "mail_outbox" .*\nparams: \[redacted\]$/s), query: expect.stringContaining('insert into') });
    expect((fault!.err as Record<string, unknown>).stack).toMatch(/params: \[redacted\]\n\s+at /);
    expect(mail!.error).toBe('550 Mailbox unavailable <[email]>');
  });

  // Standard output is written without waiting on a server (and before each call returns on Vercel):
  // either way, every line logged before the process exits reaches it, an exit in the middle of a burst included.
  it.each<[string, Record<string, string>]>([
    ['a server', {}],
    ['Vercel', { VERCEL: '1' }],
  ])('writes every line to standard output before the process exits, on %s', (_where, env) => {
    const script = `const { getLog } = require(${JSON.stringify(path.join(__dirname, 'log.ts'))});
      for (let i = 0; i < 2000; i++) getLog().info({ i }, 'line');
      process.exit(3);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, ...env, LOG_LEVEL: 'info', NODE_OPTIONS: '' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status).toBe(3);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
