// POST /api/csp-report: both report formats become one log line each
// (lib/log.ts), with no query string (tracking numbers, tokens) in it; bad
// input is a 4xx that says why; a flood is cut to 60 lines a minute.
import { captureLog } from '@/lib/log';
import { POST } from './route';

const post = (body: string, type = 'application/csp-report') =>
  POST(new Request('http://localhost/api/csp-report', { method: 'POST', body, headers: { 'content-type': type } }));

let log: ReturnType<typeof captureLog>;
/** The lines' own fields: without the time and the service name every line has. */
const lines = () => log.lines.map(({ time: _time, service: _service, ...rest }) => rest);
beforeEach(() => {
  log = captureLog();
});
afterEach(() => log.restore());

describe('/api/csp-report', () => {
  it('logs a report-uri report without the page’s query', async () => {
    const res = await post(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'https://saqr.example/Login?callbackUrl=%2FInvoices&token=secret',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          disposition: 'enforce',
          'line-number': 3,
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(lines()).toEqual([
      { level: 'warn', msg: 'csp violation', page: 'https://saqr.example/Login', directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce', line: 3 },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('secret');
  });

  it('logs Reporting API reports and skips other report types', async () => {
    const res = await post(
      JSON.stringify([
        { type: 'csp-violation', body: { documentURL: 'https://saqr.example/?track=12345678903', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js?q=1', sourceFile: 'https://saqr.example/_next/static/a.js' } },
        { type: 'deprecation', body: { message: 'old API' } },
      ]),
      'application/reports+json',
    );
    expect(res.status).toBe(204);
    expect(lines()).toEqual([
      { level: 'warn', msg: 'csp violation', page: 'https://saqr.example/', directive: 'script-src-elem', blocked: 'https://evil.example/x.js', source: 'https://saqr.example/_next/static/a.js' },
    ]);
  });

  it('refuses what is not a report, with a message', async () => {
    const wrongType = await post('{}', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect((await wrongType.json()).message).toMatch(/application\/csp-report/);
    const notJson = await post('{nope');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe('The CSP report is not valid JSON.');
    const empty = await post(JSON.stringify({ hello: 'world' }));
    expect(empty.status).toBe(400);
    const big = await post(JSON.stringify({ 'csp-report': { pad: 'x'.repeat(17 * 1024) } }));
    expect(big.status).toBe(413);
    expect(log.lines).toEqual([]);
  });

  it('writes at most 60 lines a minute, and says how many it left out', async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'https://saqr.example/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } });
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000_000);
    try {
      for (let i = 0; i < 65; i++) expect((await post(report)).status).toBe(204);
      expect(log.lines).toHaveLength(60);
      now.mockReturnValue(10_000_000 + 60_000);
      await post(report);
      expect(log.lines).toHaveLength(61);
      expect(log.lines[60]!.droppedBefore).toBe(5);
    } finally {
      now.mockRestore();
    }
  });
});
