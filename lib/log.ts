// The server's log: one JSON object a line (pino), for a log shipper to read
// as it is. Never in a line: passwords, tokens, secrets, cookies,
// authorization headers, one-time codes, and the personal data the product
// holds (email addresses, phone numbers, names, addresses). Those keys are
// replaced by "[redacted]" wherever they sit, two levels deep; lines are
// written with ids (request, user, account, airway bill), not with people.
import pino, { type DestinationStream, type Logger } from 'pino';

const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'accessToken',
  'access_token',
  'courierToken',
  'refreshToken',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'code',
  'otp',
];
const PERSONAL_KEYS = ['email', 'phone', 'phone_number', 'telephone_number', 'mobile', 'name', 'fullName', 'full_name', 'address', 'address1', 'address2', 'receiverName', 'receiverPhone', 'receiverAddress', 'senderName', 'senderPhone', 'senderAddress'];
const REDACTED = new Set([...SECRET_KEYS, ...PERSONAL_KEYS]);
const CENSOR = '[redacted]';

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The line's object with every key above replaced by "[redacted]" at the top,
 * one and two levels down (plain objects and arrays; an Error goes to its
 * serializer, scrubError). A copy is made only where something is replaced:
 * the caller's object is never changed. One walk over the keys the line has:
 * pino's own path redaction, with its 130 wildcard paths, cost 77 µs a line
 * against 3 µs (issue 12: the BFF writes one line a call).
 */
export function redact<T extends object>(value: T, depth = 0): T {
  let out: Record<string, unknown> | unknown[] | undefined;
  for (const k of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[k];
    let next = v;
    if (REDACTED.has(k)) next = CENSOR;
    else if (depth < 2 && v !== null && typeof v === 'object' && (Array.isArray(v) || isPlainObject(v))) next = redact(v, depth + 1);
    if (next !== v) {
      out ??= Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
      (out as Record<string, unknown>)[k] = next;
    }
  }
  return (out ?? value) as T;
}

/**
 * Error text can carry what the keys above keep out: a failed query's
 * message and stack end with its parameters (drizzle's "params: …", which may
 * hold an email, a name or a one-time password), and a mail server's refusal
 * names the address. Those parts are cut out or masked.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, '\nparams: [redacted]')
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]');
}

function scrubError(value: unknown): unknown {
  const e = pino.stdSerializers.err(value as Error) as unknown as Record<string, unknown>;
  if (!e || typeof e !== 'object') return e;
  delete e.params;
  for (const key of ['message', 'stack']) if (typeof e[key] === 'string') e[key] = scrubText(e[key] as string);
  if (e.cause && typeof e.cause === 'object') e.cause = scrubError(e.cause);
  // An error's own fields get the same redaction as a line's (a query error's or a custom error's `email`, say).
  return redact(e);
}

/**
 * Standard output. On a server that keeps running (npm start, a container)
 * lines are written without waiting: sonic-boom sends those that arrive while
 * a write is under way together in the next one, instead of a blocking
 * write(2) a line (issue 12: the BFF writes a line a call, and a quote's CPU
 * fell 1.07 → 1.00 ms; bench/README.md, "session 33"). pino writes what is
 * left when the process exits. On Vercel (VERCEL set) a function can be frozen
 * as soon as it has answered, so there each line is written before the call
 * returns, as pino advises for serverless.
 */
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: process.env.VERCEL !== undefined });
}

/** `level`: the lowest written (LOG_LEVEL, else info). */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL?.trim() || 'info'): Logger {
  return pino(
    {
      level,
      base: { service: 'saqr' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        // Secrets and personal data out (redact); an error's message passed as `error: err.message` is scrubbed like an `err`.
        log: (object) => {
          const clean = redact(object);
          return typeof clean.error === 'string' ? { ...clean, error: scrubText(clean.error) } : clean;
        },
      },
      serializers: { err: scrubError },
    },
    destination ?? standardOutput(),
  );
}

const KEY = Symbol.for('saqr.log');
type Holder = { [KEY]?: Logger };

/** The process's logger (one, whichever bundle asks: Next bundles route handlers apart). */
export function getLog(): Logger {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createLogger());
}

/**
 * Tests: the process's logger swapped for one that keeps its lines here (at
 * `level`, default info), until `restore()`.
 */
export function captureLog(level = 'info'): { lines: Record<string, unknown>[]; restore: () => void } {
  const holder = globalThis as Holder;
  const saved = holder[KEY];
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Record<string, unknown>) };
  holder[KEY] = createLogger(destination, level);
  return {
    lines,
    restore: () => {
      holder[KEY] = saved;
    },
  };
}
