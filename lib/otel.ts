// Spans for the BFF, the courier API and the database, written against
// @opentelemetry/api alone. Tracing is opt-in (lib/env.ts): until an SDK
// registers a tracer provider (lib/otel-register.ts, or a test's) every
// helper here sees no tracer and just runs the work, building no span, name
// or attribute. What goes into a span: methods, route patterns, statuses,
// request ids and parameterised SQL; never query strings, parameter values or
// anything the log keeps out (lib/log.ts).
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type ProxyTracerProvider, type Span, type Tracer } from '@opentelemetry/api';
import { scrubText } from './log';

const TRACER_NAME = 'saqr';

/**
 * The registered SDK's tracer, or undefined when none is registered. The
 * global provider is a proxy that hands out no-op tracers until it has a
 * delegate; asking for the delegate's tracer tells the two apart for free.
 */
export function activeTracer(): Tracer | undefined {
  const provider = trace.getTracerProvider() as Partial<ProxyTracerProvider>;
  return provider.getDelegateTracer ? provider.getDelegateTracer(TRACER_NAME) : trace.getTracer(TRACER_NAME);
}

export interface SpanPlan {
  name: string;
  kind: SpanKind;
  attributes: Attributes;
}

/**
 * Runs `work` inside a span that is the active one while it runs (spans
 * started under it nest), ended when the work settles; a throw is recorded
 * and passed on. `plan` is only called when tracing is on. `carrier`: the
 * headers of a call that came over HTTP, whose `traceparent` makes the span
 * a child of the caller's.
 */
export function inSpan<T>(plan: () => SpanPlan, work: (span: Span | undefined) => Promise<T>, carrier?: Readonly<Record<string, string | undefined>>): Promise<T> {
  const tracer = activeTracer();
  if (!tracer) return work(undefined);
  const { name, kind, attributes } = plan();
  const parent = carrier?.traceparent ? propagation.extract(context.active(), carrier) : context.active();
  return tracer.startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      recordFault(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** An answer's status on its span; 5xx marks the span failed. */
export function setStatusCode(span: Span | undefined, status: number): void {
  if (!span) return;
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * An exception on a span (the active one by default), its text scrubbed as
 * the log scrubs it: a failed query's message ends with its parameters.
 */
export function recordFault(span: Span | undefined, err: unknown): void {
  const target = span ?? trace.getActiveSpan();
  if (!target) return;
  const e = err instanceof Error ? err : new Error(String(err));
  const message = scrubText(e.message);
  const code = (e as { code?: unknown }).code;
  target.recordException({ name: e.name, message, stack: e.stack === undefined ? undefined : scrubText(e.stack), code: typeof code === 'string' ? code : undefined });
  target.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** Adds `traceparent` (and `tracestate`) for the active span to the headers of a call going out over HTTP. */
export function injectTraceHeaders(headers: Record<string, string>): void {
  if (activeTracer()) propagation.inject(context.active(), headers);
}

/** The longest statement text kept on a span. */
export const MAX_STATEMENT_CHARS = 1000;

/** SQL text for a span: quoted literals replaced (drizzle passes values as $n, but hand-written SQL may not), capped. */
export function statementText(sql: string): string {
  const text = sql.includes("'") ? sql.replace(/'(?:[^']|'')*'/g, "'?'") : sql;
  return text.length > MAX_STATEMENT_CHARS ? `${text.slice(0, MAX_STATEMENT_CHARS)}…` : text;
}

/**
 * A driver's `query(text | { text }, params?)`, traced: a call made inside a
 * traced request (an active, recording span) is a child span named after its
 * operation, with the statement but never its parameters. Calls outside a
 * request (the outbox worker's polling, migrations at boot) make no span of
 * their own, and neither does the callback form, which pg's pool uses to hand
 * a query on to a connection after its promise form was traced.
 */
export function tracedQuery<A extends unknown[], R>(query: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const tracer = activeTracer();
    if (!tracer || !trace.getActiveSpan()?.isRecording()) return query(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const sql = (typeof first === 'string' ? first : first?.text) ?? '';
    const operation = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer.startSpan(`db ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system': 'postgresql', 'db.operation': operation, 'db.statement': statementText(sql) },
    });
    const fail = (err: unknown) => {
      recordFault(span, err);
      span.end();
      throw err;
    };
    let result: R;
    try {
      result = query(...args);
    } catch (err) {
      return fail(err);
    }
    if (typeof (result as { then?: unknown } | undefined)?.then === 'function') {
      return (result as Promise<unknown>).then((value: unknown) => {
        span.end();
        return value;
      }, fail) as R;
    }
    span.end();
    return result;
  };
}
