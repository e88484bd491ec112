// SWR and form calls to the BFF proxy. Errors carry the server's message
// (and its stable code, for showing it in another language: lib/i18n/api-messages.ts);
// a network failure carries the product's own text (spelling as in the spec).
export const NETWORK_ERROR = 'Internel Server Error Please Try again Refresh the Page';

export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
    /** The message's code (API_MESSAGES), when the answer had one. */
    readonly code?: string,
    /** The code of each field error in `errors`. */
    readonly errorCodes?: Record<string, string>,
  ) {
    super(message);
  }
}

const stringRecord = (v: unknown): Record<string, string> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string') ? (v as Record<string, string>) : undefined;

export async function courier<T>(
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/courier/${path}`, {
      method: init?.method ?? 'GET',
      headers: { ...(init?.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init?.headers },
      body: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new CourierError(NETWORK_ERROR, 0);
  }
  let json: { message?: string; code?: unknown; errors?: Record<string, string>; errorCodes?: unknown } & Record<string, unknown>;
  try {
    json = await res.json();
  } catch {
    throw new CourierError(res.ok ? NETWORK_ERROR : `${NETWORK_ERROR}`, res.status);
  }
  if (!res.ok) {
    // The code belongs to the server's message: none when the fallback text is used.
    const code = json.message && typeof json.code === 'string' ? json.code : undefined;
    throw new CourierError(json.message || 'An error occurred.', res.status, json.errors, code, stringRecord(json.errorCodes));
  }
  return json as T;
}

/** SWR fetcher: the key is the courier path (with its query string). */
export const fetcher = <T,>(path: string) => courier<T>(path);
