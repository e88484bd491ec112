// OpenTelemetry traces (lib/otel.ts) on a real API and database: with no SDK
// registered nothing is traced; with one (an in-memory exporter here, an OTLP
// collector in production) a BFF call is a span, the API's call a child span
// named after its route pattern, and its SQL statements children of that,
// none of them carrying parameter values, query strings or personal data.
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type TextMapPropagator } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import { readTracingSettings } from '@/lib/env';
import { captureLog } from '@/lib/log';
import { activeTracer, injectTraceHeaders, inSpan, MAX_STATEMENT_CHARS, statementText } from '@/lib/otel';
import { WithoutQueryStrings } from '@/lib/otel-scrub';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';
import { useTestApi } from './test-utils';

const SECRET_EMAIL = 'someone.private@example.com';
const { t } = useTestApi({
  extend(r) {
    // A fault whose text carries what a failed query's would: its parameters.
    r.get('test/fault', 'public', () => {
      throw new Error(`Failed query: select 1 where email = $1\nparams: ${SECRET_EMAIL}`);
    });
  },
});

const exporter = new InMemorySpanExporter();
const spans = () => exporter.getFinishedSpans();
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const everyAttribute = (list: ReadableSpan[]) => JSON.stringify(list.map((s) => [s.name, s.attributes, s.events]));

/** W3C traceparent, as the SDK's propagator writes it (the SDK itself is not a dependency of the app's code). */
const traceparent: TextMapPropagator = {
  inject(ctx: Context, carrier: unknown, setter) {
    const sc = trace.getSpanContext(ctx);
    if (sc) setter.set(carrier, 'traceparent', `00-${sc.traceId}-${sc.spanId}-0${sc.traceFlags}`);
  },
  extract(ctx: Context, carrier: unknown, getter) {
    const m = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0([01])$/.exec(String(getter.get(carrier, 'traceparent') ?? ''));
    return m ? trace.setSpanContext(ctx, { traceId: m[1]!, spanId: m[2]!, traceFlags: Number(m[3]), isRemote: true }) : ctx;
  },
  fields: () => ['traceparent'],
};

describe('tracing off (the default)', () => {
  it('is off unless an OTLP endpoint or OTEL_ENABLED is set, and OTEL_ENABLED=off or OTEL_SDK_DISABLED wins', () => {
    expect(readTracingSettings({})).toBeUndefined();
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ serviceName: 'saqr-express' });
    expect(readTracingSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_SERVICE_NAME: 'saqr-web' })).toEqual({ serviceName: 'saqr-web' });
    expect(readTracingSettings({ OTEL_ENABLED: '1' })).toEqual({ serviceName: 'saqr-express' });
    expect(readTracingSettings({ OTEL_ENABLED: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeUndefined();
    expect(readTracingSettings({ OTEL_SDK_DISABLED: 'true', OTEL_ENABLED: 'on' })).toBeUndefined();
    expect(() => readTracingSettings({ OTEL_ENABLED: 'maybe' })).toThrow(/OTEL_ENABLED/);
    expect(() => readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(/must be a URL/);
  });

  it('registers nothing: the API answers, and no span, tracer or active context exists', async () => {
    expect(activeTracer()).toBeUndefined();
    const res = await t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: '1000000001' }] } });
    expect(res.status).toBeLessThan(500);
    await inSpan(
      () => {
        throw new Error('the plan of a span is not even read with tracing off');
      },
      async (span) => {
        expect(span).toBeUndefined();
        expect(trace.getActiveSpan()).toBeUndefined();
      },
    );
  });
});

describe('tracing on', () => {
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(traceparent);
  });
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  beforeEach(() => exporter.reset());

  it('makes a call a span named after its route, with its status and request id, and its statements child spans', async () => {
    const email = DEMO_USERS.prepaid.email;
    const token = await t.login('prepaid');
    exporter.reset();
    const res = await t.call('GET', 'auth/profile', { token, headers: { 'x-request-id': 'req-trace-1' } });
    expect(res.status).toBe(200);
    const api = spans().find((s) => s.name === 'courier-api GET auth/profile')!;
    expect(api).toBeDefined();
    expect(api.kind).toBe(SpanKind.SERVER);
    expect(api.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.route': 'auth/profile', 'http.response.status_code': 200, 'saqr.request_id': 'req-trace-1' });
    const db = spans().filter((s) => parentOf(s) === api.spanContext().spanId);
    expect(db.length).toBeGreaterThan(0);
    for (const s of db) {
      expect(s.attributes['db.system']).toBe('postgresql');
      expect(s.attributes['db.operation']).toBe('SELECT');
      expect(s.name).toBe('db SELECT');
      expect(String(s.attributes['db.statement'])).toMatch(/^select /i);
      expect(s.spanContext().traceId).toBe(api.spanContext().traceId);
    }
    // Signing in again, traced: the email and password are parameters, never in a span.
    exporter.reset();
    await t.login('prepaid');
    expect(spans().some((s) => s.name === 'courier-api POST auth/signin')).toBe(true);
    expect(spans().some((s) => s.attributes['db.system'] === 'postgresql')).toBe(true);
    const all = everyAttribute(spans());
    expect(all).not.toContain(email);
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(token);
  });

  it('names a call by the pattern it matched, not by the values in its path', async () => {
    const res = await t.call('GET', 'v1/shipments/9876543210');
    expect(res.status).toBe(401);
    const api = spans().find((s) => s.kind === SpanKind.SERVER)!;
    expect(api.name).toBe('courier-api GET v1/shipments/:awb');
    expect(api.attributes['http.response.status_code']).toBe(401);
    expect(everyAttribute(spans())).not.toContain('9876543210');
    // A path no route matches: the method alone.
    await t.call('GET', 'no/such/route');
    expect(spans().some((s) => s.name === 'courier-api GET' && s.attributes['http.response.status_code'] === 404)).toBe(true);
  });

  it('records a 5xx fault on the span, its text scrubbed', async () => {
    const log = captureLog('error');
    const res = await t.call('GET', 'test/fault').finally(log.restore);
    expect(log.lines.map((l) => l.msg)).toEqual(['courier API fault']);
    expect(res.status).toBe(500);
    const api = spans().find((s) => s.name === 'courier-api GET test/fault')!;
    expect(api.status.code).toBe(SpanStatusCode.ERROR);
    const exception = api.events.find((e) => e.name === 'exception')!;
    expect(exception.attributes?.['exception.message']).toContain('params: [redacted]');
    expect(everyAttribute(spans())).not.toContain(SECRET_EMAIL);
  });

  it('nests BFF → courier API → database for an in-process call, without the query string', async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('saqr.courierRuntime')] = Promise.resolve({ api: t.api, database: t.database });
    const { callCourier } = await import('@/lib/courier-client');
    const token = await t.login('prepaid');
    exporter.reset();
    const reply = await callCourier({ method: 'GET', path: 'auth/profile', search: `?q=${SECRET_EMAIL}`, token, headers: { 'x-request-id': 'req-bff-1' } });
    expect(reply.status).toBe(200);
    const bff = spans().find((s) => s.name === 'BFF GET auth/profile')!;
    expect(bff.kind).toBe(SpanKind.CLIENT);
    expect(bff.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.path': 'auth/profile', 'http.response.status_code': 200, 'saqr.request_id': 'req-bff-1' });
    const api = spans().find((s) => s.name === 'courier-api GET auth/profile')!;
    expect(parentOf(api)).toBe(bff.spanContext().spanId);
    expect(spans().filter((s) => parentOf(s) === api.spanContext().spanId && s.attributes['db.system'] === 'postgresql').length).toBeGreaterThan(0);
    expect(everyAttribute(spans())).not.toContain(SECRET_EMAIL);
    expect(everyAttribute(spans())).not.toContain('?q=');
  });

  it('carries the trace over HTTP: traceparent written by the caller, taken up by the API', async () => {
    const headers: Record<string, string> = {};
    await inSpan(
      () => ({ name: 'caller', kind: SpanKind.CLIENT, attributes: {} }),
      async () => injectTraceHeaders(headers),
    );
    const caller = spans().find((s) => s.name === 'caller')!;
    expect(headers.traceparent).toContain(caller.spanContext().spanId);
    // The API in another process: no active context, only the header.
    await context.with(ROOT_CONTEXT, () => t.call('POST', 'Tracking', { body: { TrackingAWB: [{ AirWayBillNo: '1000000001' }] }, headers }));
    const api = spans().find((s) => s.name === 'courier-api POST Tracking')!;
    expect(api.spanContext().traceId).toBe(caller.spanContext().traceId);
    expect(parentOf(api)).toBe(caller.spanContext().spanId);
  });

  it('makes no span for a statement outside a traced call (the worker polling, migrations)', async () => {
    await t.database.db.execute(sql`select 1`);
    expect(spans()).toEqual([]);
  });
});

describe('statement text and query strings', () => {
  it('keeps no quoted literal and caps the statement', () => {
    expect(statementText("select * from users where email = 'a@b.c' and note = 'it''s'")).toBe("select * from users where email = '?' and note = '?'");
    expect(statementText('select $1')).toBe('select $1');
    expect(statementText(`select ${'x'.repeat(5000)}`).length).toBe(MAX_STATEMENT_CHARS + 1);
  });

  it("cuts the query string off the spans Next writes (its request's target, its fetch spans)", () => {
    const mine = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new WithoutQueryStrings(), new SimpleSpanProcessor(mine)] });
    const tracer = provider.getTracer('next.js');
    const span = tracer.startSpan(`fetch GET https://api.example/v1?phone=971500000000`, { attributes: { 'http.url': 'https://api.example/v1?phone=971500000000' } });
    span.setAttribute('http.target', `/api/courier/ShipmentHistory?search=${SECRET_EMAIL}`);
    span.setAttribute('url.query', `search=${SECRET_EMAIL}`);
    span.end();
    const [done] = mine.getFinishedSpans();
    expect(done!.name).toBe('fetch GET https://api.example/v1');
    expect(done!.attributes).toEqual({ 'http.url': 'https://api.example/v1', 'http.target': '/api/courier/ShipmentHistory' });
  });
});
