// GET /api/health/live: is the process alive and answering? Nothing else is
// asked (no database): a liveness probe that failed with the database would
// have the orchestrator restart healthy instances during a database outage.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true, uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'cache-control': 'no-store' } });
}
