// The parts of a CSP violation report worth a log line (app/api/csp-report),
// from either format browsers send: report-uri's {"csp-report": {...}} with
// dashed names, or the Reporting API's [{type: "csp-violation", body: {...}}]
// with camel-case names. Addresses keep their origin and path only: a query
// can carry a tracking number or a one-time token.

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  disposition?: string;
  source?: string;
  line?: number;
}

const MAX_REPORTS = 20;

function address(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  // 'inline', 'eval', 'data', 'blob' and the like are keywords, not addresses.
  if (!value.includes('/')) return value.slice(0, 40);
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return '';
  }
}

const text = (v: unknown, max = 120) => (typeof v === 'string' ? v.slice(0, max) : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function one(r: Record<string, unknown>): CspViolation | null {
  const page = address(r['document-uri'] ?? r.documentURL);
  const directive = text(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'], 60);
  if (!page || !directive) return null;
  const v: CspViolation = { page, directive, blocked: address(r['blocked-uri'] ?? r.blockedURL) };
  const disposition = text(r.disposition, 20);
  const source = address(r['source-file'] ?? r.sourceFile);
  const line = num(r['line-number'] ?? r.lineNumber);
  if (disposition) v.disposition = disposition;
  if (source) v.source = source;
  if (line !== undefined) v.line = line;
  return v;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The violations in a report body; anything else in it is ignored. */
export function summarizeCspReports(body: unknown): CspViolation[] {
  const raw: unknown[] = Array.isArray(body)
    ? body.filter((r) => isRecord(r) && r.type === 'csp-violation').map((r) => (r as Record<string, unknown>).body)
    : isRecord(body) && isRecord(body['csp-report'])
      ? [body['csp-report']]
      : [];
  return raw
    .slice(0, MAX_REPORTS)
    .map((r) => (isRecord(r) ? one(r) : null))
    .filter((v): v is CspViolation => v !== null);
}
