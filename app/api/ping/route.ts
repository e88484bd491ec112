// The framework's floor for benchmarks: route handlers that do nothing. GET is
// the floor the targets are measured against; POST reads a small body first,
// the least any POST call of the BFF does (bench/tracking.ts, bench/rates.ts).
import { readTextUpTo } from '@/lib/read-body';

export const dynamic = 'force-dynamic';

/** A floor needs no more: anything larger is refused unread. */
const MAX_PING_BODY = 16 * 1024;

export function GET() {
  return Response.json({ ok: true });
}

export async function POST(req: Request) {
  const text = await readTextUpTo(req, MAX_PING_BODY);
  if (text === null) return Response.json({ message: 'Too large.' }, { status: 413 });
  return Response.json({ ok: true, bytes: Buffer.byteLength(text) });
}
