// SWR and form calls to the BFF proxy. Errors carry the server's message;
// a network failure carries the product's own text (spelling as in the spec).
export const NETWORK_ERROR = 'Internel Server Error Please Try again Refresh the Page';

export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

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
  let json: { message?: string; errors?: Record<string, string> } & Record<string, unknown>;
  try {
    json = await res.json();
  } catch {
    throw new CourierError(res.ok ? NETWORK_ERROR : `${NETWORK_ERROR}`, res.status);
  }
  if (!res.ok) throw new CourierError(json.message || 'An error occurred.', res.status, json.errors);
  return json as T;
}

/** SWR fetcher: the key is the courier path (with its query string). */
export const fetcher = <T,>(path: string) => courier<T>(path);
