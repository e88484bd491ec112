// Spans we do not write ourselves keep no query strings either. Next's own
// spans carry the request's URL (`http.target`, `http.url`), and its fetch
// spans name the URL they call; a query string there may hold what the log
// keeps out (a search for a name, a phone number). This processor, first in
// line, cuts the query off before any exporter sees the span.
import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/** Attributes that hold a URL or a request target: kept without their query string. */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full'];
/** Attributes that hold only a query string: dropped. */
const QUERY_ATTRIBUTES = ['url.query'];

export const withoutQuery = (value: string) => {
  const at = value.indexOf('?');
  return at === -1 ? value : value.slice(0, at);
};

export class WithoutQueryStrings implements SpanProcessor {
  onStart(span: Span, _parent: Context): void {
    // A name is fixed when the span starts (Next's fetch span: "fetch GET https://…?…").
    if (span.name.includes('?')) span.updateName(withoutQuery(span.name));
  }

  onEnd(span: ReadableSpan): void {
    // Set during the span's life; an ended span takes no more setAttribute, so its record is edited.
    const attributes = span.attributes as Record<string, unknown>;
    for (const key of URL_ATTRIBUTES) {
      const value = attributes[key];
      if (typeof value === 'string' && value.includes('?')) attributes[key] = withoutQuery(value);
    }
    for (const key of QUERY_ATTRIBUTES) delete attributes[key];
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
