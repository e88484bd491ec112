// Is this error the database going away (stopped, restarting, unreachable),
// rather than a fault in a query? The API answers those with 503 and the
// product's network text, so the page says "try again" instead of a fault,
// and the pool reconnects by itself once the server is back.

/** Node's socket errors when the server is not there or hangs up. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL's: class 08 (connection exception), and shutting down / starting up (57P01–57P03). */
const SQLSTATE = /^(08...|57P0[123])$/;
/** node-postgres says these in words only. */
const PG_TEXTS = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /not queryable/i, /Cannot use a pool after calling end/i];

/**
 * Why the database is unreachable, in the driver's words (an error code, or
 * node-postgres's sentence: never the query or its parameters), or undefined
 * when the error is something else.
 */
export function databaseUnreachable(err: unknown): string | undefined {
  // drizzle wraps the driver's error (DrizzleQueryError.cause); follow the chain a few steps.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return code;
    const message = (e as { message?: unknown }).message;
    const text = typeof message === 'string' ? PG_TEXTS.find((re) => re.test(message)) : undefined;
    if (text) return (message as string).match(text)![0];
    // An AggregateError (a host with several addresses, all refused) lists its own.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      const inner = errors.map(databaseUnreachable).find(Boolean);
      if (inner) return inner;
    }
  }
  return undefined;
}
