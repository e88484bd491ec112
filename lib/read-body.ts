// Reads a request's body as text, up to a limit: a declared length over it is
// refused unread, and a streamed body stops being read at the first byte past
// it. For the small public routes (app/api/ping, app/api/csp-report) whose
// callers a server does not choose.

/** The body as UTF-8 text, or null when it is larger than `max` bytes. */
export async function readTextUpTo(req: Request, max: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > max) return null;
  const reader = req.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
