// The framework's floor for benchmarks: a route handler that does nothing.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true });
}
