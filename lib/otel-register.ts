// Registers OpenTelemetry when tracing is on (lib/env.ts readTracingSettings).
// Imported by instrumentation.ts only then, so with tracing off no SDK is
// loaded at all. @vercel/otel works on Vercel and on plain Node alike; it
// sends to the OTLP collector named by the standard OTEL_EXPORTER_OTLP_*
// variables (http/protobuf by default) and honours OTEL_TRACES_SAMPLER.
import { registerOTel } from '@vercel/otel';
import type { TracingSettings } from './env';
import { WithoutQueryStrings } from './otel-scrub';

export function registerTracing(settings: TracingSettings): void {
  registerOTel({
    serviceName: settings.serviceName,
    // No automatic instrumentations: @vercel/otel's fetch instrumentation names
    // every outgoing call after its whole URL, query string included (webhooks,
    // SMS providers). The spans that matter are written by hand (lib/otel.ts).
    instrumentations: [],
    spanProcessors: [new WithoutQueryStrings(), 'auto'],
  });
}
