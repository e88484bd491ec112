// What every courier API handler can see: its dependencies, the caller and
// the call itself. A call is plain data (method, path, query, headers, body
// text) and so is the answer (status, headers, body): the website hands the
// built-in API what it already has and gets back what it needs, with no
// Request/Response pair in between (courier-api/app.ts `dispatch`). HTTP is
// an adapter around that (`fetch`), for the standalone server and the tests.
import type { FileStorage } from './services/storage';
import type { Db } from './db/client';
import type { PaymentType, PermissionKey, Permissions, Role } from './db/schema';
import type { TokenSigner } from './auth/tokens';
import type { RateLimiter } from './rate-limit';
import { answerBody } from './raw-json';
import type { MailSettings } from './services/mail';
import type { WebhookSettings } from './services/webhooks/settings';

export interface CourierDeps {
  db: Db;
  tokens: TokenSigner;
  tokenTtlSeconds: number;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Sign-in attempts allowed per IP per window (default LOGIN_ATTEMPTS_PER_IP in routes/auth.ts). */
  loginAttemptsPerIp?: number;
  /** Calls one merchant API key may make per minute (default API_KEY_REQUESTS_PER_MINUTE in auth/guard.ts; env API_KEY_RATE_LIMIT). */
  apiKeyRequestsPerMinute?: number;
  /** Read the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Outgoing mail (services/mail.ts); absent: everything stays in the outbox. */
  mail?: MailSettings;
  /** Webhook targets and delivery (services/webhooks); absent: private targets are refused. */
  webhooks?: WebhookSettings;
  /** Where proof-of-delivery files are kept (services/storage): disk under DATA_DIR, or S3. */
  files?: FileStorage;
}

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  role: Role;
  permissions: Permissions;
  mustChangePassword: boolean;
  /** The session (user_sessions) of a portal sign-in; absent for a merchant API key. */
  sessionId?: string;
  account: { id: string; accountNo: string; companyName: string; paymentType: PaymentType } | null;
}

/**
 * Who may call a route: anyone, any signed-in user, Admin, Ops (Admin or Ops:
 * issue 15's dispatch and cash routes, scans, the pickup queue), a Courier
 * (the courier app: only their own run), or a permission key.
 */
export type Access = 'public' | 'user' | 'admin' | 'ops' | 'courier' | { permission: PermissionKey };

/** One call of the courier API, as plain data. */
export interface CourierCall {
  /** Upper case: GET, POST, PUT or DELETE (anything else finds no route). */
  method: string;
  /** The route's path without a leading slash, e.g. "auth/profile". */
  path: string;
  /** The query string with its '?', or ''. */
  search?: string;
  /** Request headers, names in lower case. */
  headers?: Readonly<Record<string, string | undefined>>;
  /** The body text, or how to read it (HTTP reads it only when a handler asks). */
  body?: string | (() => Promise<string>);
  /** The caller's IP as the website or the HTTP server saw it. */
  clientIp?: string;
  /** The standalone server's incoming message (Node's http or http2), for the peer address. */
  incoming?: IncomingPeer;
}

/** What a call answers: header names in lower case; JSON bodies are text. */
/** What the API reads of a Node server's incoming message. */
export interface IncomingPeer {
  socket?: { remoteAddress?: string };
}

export interface CourierAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

/** The merchant API key a call was made with (merchant API routes only). */
export interface ApiKeyCaller {
  id: string;
  mode: 'live' | 'test';
  /** The live account that owns the key (the caller's `account` is its sandbox twin in test mode). */
  ownerAccountId: string;
}

interface Vars {
  deps: CourierDeps;
  user: AuthUser | null;
  apiKey: ApiKeyCaller | null;
}

const lowerCased = (headers: Record<string, string> | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const name in headers) out[name.toLowerCase()] = headers[name]!;
  return out;
};

/** The call as a handler reads it (the names follow Hono's `c.req`, which handlers used before). */
export class CallRequest {
  #text?: Promise<string>;
  #query?: Record<string, string>;

  constructor(private readonly call: CourierCall) {}

  get method(): string {
    return this.call.method;
  }

  /** The route path with its leading slash, as logs print it. */
  get path(): string {
    return `/${this.call.path}`;
  }

  header(name: string): string | undefined {
    return this.call.headers?.[name.toLowerCase()] ?? undefined;
  }

  /** The body text when it came as text (every in-process call), without waiting; undefined when it must still be read. */
  textNow(): string | undefined {
    const body = this.call.body;
    return typeof body === 'function' ? undefined : (body ?? '');
  }

  /** The body text, read once ('' when there is none). */
  text(): Promise<string> {
    const body = this.call.body;
    this.#text ??= typeof body === 'function' ? body() : Promise.resolve(body ?? '');
    return this.#text;
  }

  /** The body parsed as JSON (throws on bad JSON: handlers use http.ts readBody, which answers 400). */
  async json<T = unknown>(): Promise<T> {
    return JSON.parse(await this.text()) as T;
  }

  /** The query string as an object; a name given twice keeps its first value. */
  query(): Record<string, string> {
    if (!this.#query) {
      const out: Record<string, string> = {};
      const search = this.call.search ?? '';
      if (search.length > 1) {
        for (const [name, value] of new URLSearchParams(search)) if (!(name in out)) out[name] = value;
      }
      this.#query = out;
    }
    return { ...this.#query };
  }
}

/** A handler's view of one call: its dependencies and caller (`get`), the request (`req`), and the answer builders. */
export class Ctx {
  readonly req: CallRequest;
  readonly env: { clientIp?: string; incoming?: IncomingPeer };
  /** The call's request id (the caller's X-Request-Id, or a new one): logs and the audit trail carry it. */
  readonly requestId: string | undefined;
  /** The values of the route's `:name` path segments. */
  params: Record<string, string> = {};
  #vars: Vars;
  #headers?: Record<string, string>;

  constructor(call: CourierCall, deps: CourierDeps, requestId?: string) {
    this.req = new CallRequest(call);
    this.requestId = requestId;
    this.env = { clientIp: call.clientIp, incoming: call.incoming };
    this.#vars = { deps, user: null, apiKey: null };
  }

  get<K extends keyof Vars>(key: K): Vars[K] {
    return this.#vars[key];
  }

  set<K extends keyof Vars>(key: K, value: Vars[K]): void {
    this.#vars[key] = value;
  }

  /** Adds a header to whatever this call answers. */
  header(name: string, value: string): void {
    (this.#headers ??= {})[name.toLowerCase()] = value;
  }

  body(data: string | Uint8Array | null, status = 200, headers?: Record<string, string>): CourierAnswer {
    return { status, headers: { ...this.#headers, ...lowerCased(headers) }, body: data };
  }

  json(data: unknown, status = 200, headers?: Record<string, string>): CourierAnswer {
    return this.body(answerBody(data), status, { 'content-type': 'application/json', ...headers });
  }
}

export function clientIp(c: Ctx): string {
  const bound = c.env.clientIp;
  if (bound) return bound;
  if (c.get('deps').trustProxy) {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0]!.trim();
  }
  return c.env.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function isAdmin(user: AuthUser | null): boolean {
  return user?.role === 'Admin';
}

/** Admin or Ops: may see every account's shipments for operations (scans, dispatch, proof, COD). */
export function isOps(user: AuthUser | null): boolean {
  return user?.role === 'Admin' || user?.role === 'Ops';
}
