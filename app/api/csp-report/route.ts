// Where browsers report what the Content Security Policy blocked (lib/csp.ts):
// `report-uri` posts application/csp-report, the Reporting API posts
// application/reports+json. Each report becomes one JSON line in the server's
// log, with the page's path but never its query (tracking numbers, tokens) and
// the blocked address cut to its origin and path. Public and unauthenticated,
// as browsers send them, so it is bounded: 16 KiB a body, and at most 60 lines
// a minute per process (the rest are counted in the next line written).
import { summarizeCspReports } from '@/lib/csp-report';
import { readTextUpTo } from '@/lib/read-body';
import { getLog } from '@/lib/log';

export const dynamic = 'force-dynamic';

const MAX_BODY = 16 * 1024;
const PER_MINUTE = 60;
let windowStart = 0;
let written = 0;
let dropped = 0;

export async function POST(req: Request) {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/csp-report' && type !== 'application/reports+json' && type !== 'application/json') {
    return Response.json({ message: 'Send a CSP report as application/csp-report or application/reports+json.' }, { status: 415 });
  }
  const text = await readTextUpTo(req, MAX_BODY);
  if (text === null) return Response.json({ message: 'A CSP report may be at most 16 KiB.' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: 'The CSP report is not valid JSON.' }, { status: 400 });
  }
  const reports = summarizeCspReports(body);
  if (!reports.length) return Response.json({ message: 'The body holds no CSP violation report.' }, { status: 400 });

  const now = Date.now();
  if (now - windowStart >= 60_000 || now < windowStart) {
    windowStart = now;
    written = 0;
  }
  for (const report of reports) {
    if (written >= PER_MINUTE) {
      dropped += 1;
      continue;
    }
    written += 1;
    getLog().warn({ ...report, ...(dropped ? { droppedBefore: dropped } : {}) }, 'csp violation');
    dropped = 0;
  }
  return new Response(null, { status: 204 });
}
