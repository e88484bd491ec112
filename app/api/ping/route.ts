// The framework's floor for benchmarks: route handlers that do nothing. GET is
// the floor the targets are measured against; POST reads a small body first,
// the least any POST call of the BFF does (bench/tracking.ts, bench/rates.ts).
export const dynamic = 'force-dynamic';

/** A floor needs no more: anything larger is refused unread. */
const MAX_PING_BODY = 16 * 1024;

export function GET() {
  return Response.json({ ok: true });
}

export async function POST(req: Request) {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_PING_BODY) return Response.json({ message: 'Too large.' }, { status: 413 });
  let bytes = 0;
  const reader = req.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > MAX_PING_BODY) {
      await reader!.cancel();
      return Response.json({ message: 'Too large.' }, { status: 413 });
    }
  }
  return Response.json({ ok: true, bytes });
}
