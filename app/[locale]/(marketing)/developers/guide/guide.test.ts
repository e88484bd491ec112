// The merchant API guide holds what it says: its requests, sent as written
// to the real API on a real database, answer as the guide shows; every call
// it names is an operation of the generated OpenAPI document; its signature
// checks in Node and PHP accept the courier's real signatures and refuse
// forged, stale and tampered ones; and the Arabic guide is the English one
// in other words (the same sections, code, fields and links).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GUIDE_AR } from '@/lib/content/ar/developers';
import { GUIDE, type GuideSection } from '@/lib/content/developers';
import {
  CODE,
  EXAMPLE_IDEMPOTENCY_KEY,
  RATES_BODY,
  SERVICE_TYPE_ID_PLACEHOLDER,
  SHIPMENT_BODY,
  TEST_SCAN_BODY,
  WEBHOOK_BODY,
} from '@/lib/content/developers-code';
import { resolvePath } from '@/lib/routes';
import { ALNOOR, mintKey, v1 } from '@/courier-api/merchant/fixtures';
import { signatureHeader } from '@/courier-api/services/webhooks/signature';
import { withWebhookSettings } from '@/courier-api/services/webhooks/test-support';
import { useTestApi } from '@/courier-api/test-utils';

// ---- the two languages ----

const TOKENS = /`([^`]+)`|\[[^\]]+\]\(([^)\s]+)\)/g;
/** What must not change in translation: inline code and link targets, in order of appearance per block. */
const fixed = (text: string) => [...text.matchAll(TOKENS)].map((m) => m[1] ?? `link:${m[2]}`).sort();
const texts = (s: GuideSection) =>
  s.blocks.flatMap((b) => ('p' in b ? [b.p] : 'list' in b ? b.list : 'table' in b ? b.table.rows.flat() : []));
const shape = (s: GuideSection) => s.blocks.map((b) => ('code' in b ? `code:${b.code}` : 'table' in b ? `table:${b.table.rows.length}` : 'list' in b ? `list:${b.list.length}` : 'p'));

describe('the guide in English and Arabic', () => {
  it('has the same sections, blocks and code in both', () => {
    expect(GUIDE_AR.map((s) => s.id)).toEqual(GUIDE.map((s) => s.id));
    GUIDE.forEach((en, i) => expect({ id: en.id, shape: shape(GUIDE_AR[i]!) }).toEqual({ id: en.id, shape: shape(en) }));
  });

  it('keeps every field, header, path and link of the English in the Arabic, and the Arabic is Arabic', () => {
    GUIDE.forEach((en, i) => {
      const ar = GUIDE_AR[i]!;
      expect(ar.title).toMatch(/[\u0600-\u06FF]/);
      const [enTexts, arTexts] = [texts(en), texts(ar)];
      enTexts.forEach((text, j) => {
        expect({ section: en.id, block: j, fixed: fixed(arTexts[j]!) }).toEqual({ section: en.id, block: j, fixed: fixed(text) });
        if (/[a-z]{4}/.test(text.replace(TOKENS, ''))) expect(arTexts[j]).toMatch(/[\u0600-\u06FF]/);
      });
    });
  });

  it('links to pages that exist and to its own sections', () => {
    const ids = new Set(GUIDE.map((s) => s.id));
    for (const s of [...GUIDE, ...GUIDE_AR]) {
      for (const text of texts(s)) {
        for (const m of text.matchAll(TOKENS)) {
          const href = m[2];
          if (!href) continue;
          if (href.startsWith('#')) expect(ids).toContain(href.slice(1));
          else expect({ href, kind: resolvePath(href).kind }).toEqual({ href, kind: 'page' });
        }
      }
    }
  });
});

// ---- the requests, against the API ----

const { t } = useTestApi();

/** Every call the guide's code makes, as METHOD /path (curl's -d means POST). */
function guideCalls(): Array<{ method: string; path: string }> {
  const calls: Array<{ method: string; path: string }> = [];
  for (const code of Object.values(CODE)) {
    // A command is its first line and the lines its trailing backslashes continue it onto.
    for (const start of code.split(/\n(?=curl )/)) {
      const lines = start.split('\n');
      const end = lines.findIndex((l) => !l.endsWith('\\'));
      const command = lines.slice(0, end + 1).join('\n');
      const m = /^curl -s "\$SAQR_API([^"?]+)/.exec(command);
      if (m) calls.push({ method: /\n\s*-d '/.test(command) ? 'POST' : 'GET', path: m[1]! });
    }
  }
  return calls;
}

describe('the guide against the API', () => {
  let key = '';
  beforeAll(async () => {
    key = (await mintKey(t, { accountNo: ALNOOR, mode: 'test' })).key;
  });

  it('names only operations of the OpenAPI document', async () => {
    const doc = (await t.call('GET', 'v1/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const templates = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) })));
    const calls = guideCalls();
    expect(calls.length).toBeGreaterThanOrEqual(9);
    for (const call of calls) {
      expect({ ...call, documented: templates.some((o) => o.method === call.method && o.re.test(call.path)) }).toEqual({ ...call, documented: true });
    }
  });

  it('quotes, creates (once per Idempotency-Key), prints, tracks, lists and moves a shipment as written', async () => {
    const quote = await v1(t.api, 'POST', 'rates', { key, body: RATES_BODY });
    expect(quote.status).toBe(200);
    const rate = quote.json.data.Rates[0];
    expect(Object.keys(rate)).toEqual(expect.arrayContaining(['ServiceTypeId', 'ServiceCode', 'ServiceName', 'TransitTime', 'Charges']));

    const body = { ...SHIPMENT_BODY, ServiceTypeId: rate.ServiceTypeId };
    expect(SHIPMENT_BODY.ServiceTypeId).toBe(SERVICE_TYPE_ID_PLACEHOLDER);
    const headers = { 'idempotency-key': EXAMPLE_IDEMPOTENCY_KEY };
    const created = await v1(t.api, 'POST', 'shipments', { key, body, headers });
    expect(created.status).toBe(201);
    const awb = created.json.data.AirWayBillNo as string;
    expect(created.json.message).toBe(`Airway bill ${awb} created.`);
    expect(created.headers.get('x-request-id')).toMatch(/^req_/);
    expect(created.headers.get('ratelimit-limit')).toBe('300');
    const again = await v1(t.api, 'POST', 'shipments', { key, body, headers });
    expect([again.status, again.headers.get('idempotent-replayed'), again.json.data.AirWayBillNo]).toEqual([200, 'true', awb]);

    const zpl = await v1(t.api, 'GET', `shipments/${awb}/label?format=zpl`, { key });
    expect(zpl.status).toBe(200);
    expect(zpl.bytes.toString('latin1')).toMatch(new RegExp(`^\\^XA[^]*\\^BC[^^]*\\^FH\\^FD${awb}\\^FS[^]*\\^XZ`));
    const pdf = await v1(t.api, 'GET', `shipments/${awb}/label?format=pdf&size=4x6`, { key });
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await v1(t.api, 'GET', `tracking/${awb}`, { key })).status).toBe(200);
    expect((await v1(t.api, 'GET', `shipments/${awb}`, { key })).json.data.AirWayBillNo).toBe(awb);
    const page = await v1(t.api, 'GET', 'shipments?limit=50', { key });
    expect(Object.keys(page.json)).toEqual(expect.arrayContaining(['data', 'has_more', 'next_cursor']));

    const scanned = await v1(t.api, 'POST', `test/shipments/${awb}/scan`, { key, body: TEST_SCAN_BODY });
    expect(scanned.status).toBe(200);
    expect(scanned.json.data.Status).toBe(TEST_SCAN_BODY.StatusCode);
  });

  it('answers a bad request in the error shape the guide shows', async () => {
    const res = await v1(t.api, 'GET', 'tracking/123', { key });
    const shown = JSON.parse(CODE.error.slice(CODE.error.indexOf('{')));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: shown.error.code, message: shown.error.message, field: shown.error.field });
    expect(res.json.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('subscribes a webhook with the body shown, and shows the secret once', async () => {
    const w = withWebhookSettings(t, { allowPrivate: true });
    const res = await v1(w.api, 'POST', 'webhooks', { key, body: WEBHOOK_BODY });
    expect(res.status).toBe(201);
    expect(res.json.data.Secret).toMatch(/^whsec_/);
    expect(res.json.data.Events).toEqual(WEBHOOK_BODY.Events);
  });
});

// ---- the signature checks ----

const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
const OLD_SECRET = 'whsec_ZYXWVUTSRQPONMLKJIHGFEDCBA987654';
const BODY = JSON.stringify({ id: '6f0c1a8e-2b7d-4c3e-9f5a-1d2e3f4a5b6c', type: 'shipment.delivered', created_at: '2026-11-24T10:40:00.000Z', livemode: true, data: { object: { AirWayBillNo: '93790673933', Name: 'محمد' } } });
const NOW = new Date('2026-11-24T10:40:05Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Header, body, secret, now → expected answer: each check the guide lists. */
const CASES: Array<{ name: string; header: string; body: string; secret: string; now: Date; ok: boolean }> = [
  { name: 'a real signature', header: signatureHeader(BODY, [SECRET], NOW), body: BODY, secret: SECRET, now: NOW, ok: true },
  { name: 'the new secret during a rotation', header: signatureHeader(BODY, [SECRET, OLD_SECRET], NOW), body: BODY, secret: SECRET, now: NOW, ok: true },
  { name: 'the previous secret during a rotation', header: signatureHeader(BODY, [SECRET, OLD_SECRET], NOW), body: BODY, secret: OLD_SECRET, now: NOW, ok: true },
  { name: 'another secret', header: signatureHeader(BODY, [OLD_SECRET], NOW), body: BODY, secret: SECRET, now: NOW, ok: false },
  { name: 'a changed body', header: signatureHeader(BODY, [SECRET], NOW), body: BODY.replace('delivered', 'cancelled'), secret: SECRET, now: NOW, ok: false },
  { name: 'a re-serialised body', header: signatureHeader(BODY, [SECRET], NOW), body: JSON.stringify(JSON.parse(BODY), null, 1), secret: SECRET, now: NOW, ok: false },
  { name: 'six minutes old', header: signatureHeader(BODY, [SECRET], new Date(NOW.getTime() - 360_000)), body: BODY, secret: SECRET, now: NOW, ok: false },
  { name: 'four minutes old', header: signatureHeader(BODY, [SECRET], new Date(NOW.getTime() - 240_000)), body: BODY, secret: SECRET, now: NOW, ok: true },
  { name: 'no v1', header: `t=${seconds(NOW)}`, body: BODY, secret: SECRET, now: NOW, ok: false },
  { name: 'a short v1', header: `t=${seconds(NOW)},v1=abc`, body: BODY, secret: SECRET, now: NOW, ok: false },
  { name: 'garbage', header: 'hello', body: BODY, secret: SECRET, now: NOW, ok: false },
  { name: 'no header', header: '', body: BODY, secret: SECRET, now: NOW, ok: false },
];

describe('the Node signature check', () => {
  // The guide's function as printed, given Node's require.
  const verify = new Function('require', `${CODE.nodeVerify}\nreturn verifySaqrSignature;`)(require) as (
    header: string,
    body: Buffer | string,
    secret: string,
    tolerance?: number,
    now?: number,
  ) => boolean;

  it.each(CASES)('$name: $ok', ({ header, body, secret, now, ok }) => {
    expect(verify(header, Buffer.from(body, 'utf8'), secret, 300, now.getTime())).toBe(ok);
    expect(verify(header, body, secret, 300, now.getTime())).toBe(ok);
  });
});

const hasPhp = spawnSync('php', ['-v']).status === 0;

describe('the PHP signature check', () => {
  // CI images without PHP skip this; the machine that wrote the guide ran it (PHP 8.2).
  (hasPhp ? it : it.skip)('answers every case as the Node check does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-php-'));
    const file = path.join(dir, 'check.php');
    const cases = CASES.map((c) => ({ header: c.header, body: c.body, secret: c.secret, now: seconds(c.now) }));
    fs.writeFileSync(
      file,
      `${CODE.phpVerify}\n$cases = json_decode(base64_decode('${Buffer.from(JSON.stringify(cases)).toString('base64')}'), true);\n` +
        `echo json_encode(array_map(fn ($c) => saqr_verify_signature($c['header'], $c['body'], $c['secret'], 300, $c['now']), $cases));\n`,
    );
    const run = spawnSync('php', [file], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(CASES.map((c) => c.ok));
  });
});
