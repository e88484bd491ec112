// Every route is registered through here with its access declaration, so no
// route can exist without saying who may call it. The registry also feeds
// the route list tests and the API description (the merchant API's OpenAPI
// document is generated from it), and it is what a call is dispatched
// through (app.ts): one table for routing and access.
import type { AnySchema } from 'yup';
import { authorize, type GuardOptions } from './auth/guard';
import type { Access, CourierAnswer, Ctx } from './context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Handler = (c: Ctx) => CourierAnswer | Promise<CourierAnswer>;

/** What the OpenAPI document says about a route (merchant API routes only). */
export interface RouteDoc {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The yup schemas that validate the call: the document is generated from them. */
  query?: AnySchema;
  body?: AnySchema;
  /** The schema of `data` in a successful answer, and its status. */
  response?: AnySchema;
  status?: number;
  /** A binary answer instead of JSON (labels): media types. */
  produces?: string[];
  /** Headers the call takes (e.g. Idempotency-Key), with whether each is required. */
  headers?: { name: string; required: boolean; description: string }[];
  /** An example request body. */
  example?: unknown;
  /** Answered with a next_cursor (cursor pagination). */
  paginated?: boolean;
}

export interface RouteOptions extends GuardOptions {
  doc?: RouteDoc;
}

export interface RouteInfo {
  method: Method;
  path: string;
  access: Access;
  /** Present on merchant API routes ('apiKey'); absent means a portal session. */
  credential?: 'apiKey';
  doc?: RouteDoc;
}

/** Runs a call's guard, then its handler; a refusal is thrown, or rejected once a session had to be looked up. */
export type RouteRunner = (c: Ctx) => CourierAnswer | Promise<CourierAnswer>;

export interface Router {
  get(path: string, access: Access, handler: Handler, opts?: RouteOptions): void;
  post(path: string, access: Access, handler: Handler, opts?: RouteOptions): void;
  put(path: string, access: Access, handler: Handler, opts?: RouteOptions): void;
  delete(path: string, access: Access, handler: Handler, opts?: RouteOptions): void;
  routes: RouteInfo[];
  /**
   * The route for a method and path, checked and ready to run, with the
   * values of its `:name` segments. Exact paths match first; only paths that
   * declare parameters (the merchant API's `v1/shipments/:awb`) match by pattern;
   * `pattern` is the path as the route declared it (a trace's span name).
   */
  find(method: string, path: string): { run: RouteRunner; params: Record<string, string>; pattern: string } | undefined;
}

interface Pattern {
  method: Method;
  path: string;
  segments: string[];
  run: RouteRunner;
}

function matchPattern(p: Pattern, parts: string[]): Record<string, string> | undefined {
  if (p.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = p.segments[i]!;
    const part = parts[i]!;
    if (seg.startsWith(':')) {
      if (part === '') return undefined;
      try {
        params[seg.slice(1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (seg !== part) return undefined;
  }
  return params;
}

export function createRouter(): Router {
  const routes: RouteInfo[] = [];
  const table = new Map<string, RouteRunner>();
  const patterns: Pattern[] = [];
  const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;
  const add = (method: Method) => (path: string, access: Access, handler: Handler, opts: RouteOptions = {}) => {
    const key = `${method} ${path}`;
    if (table.has(key) || patterns.some((p) => p.method === method && p.segments.join('/') === path)) {
      throw new Error(`courier API route declared twice: ${key}`);
    }
    routes.push({
      method,
      path,
      access,
      ...(opts.credential === 'apiKey' ? { credential: 'apiKey' as const } : {}),
      ...(opts.doc ? { doc: opts.doc } : {}),
    });
    // A call without a session to look up is admitted (or refused, by a throw) at once,
    // and the handler runs without a promise in between.
    const run: RouteRunner = (c) => {
      const admitted = authorize(c, access, opts);
      return admitted ? admitted.then(() => handler(c)) : handler(c);
    };
    if (path.includes(':')) patterns.push({ method, path, segments: path.split('/'), run });
    else table.set(key, run);
  };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    delete: add('DELETE'),
    routes,
    find: (method, path) => {
      const exact = table.get(`${method} ${path}`);
      if (exact) return { run: exact, params: NO_PARAMS, pattern: path };
      if (patterns.length === 0) return undefined;
      const parts = path.split('/');
      for (const p of patterns) {
        if (p.method !== method) continue;
        const params = matchPattern(p, parts);
        if (params) return { run: p.run, params, pattern: p.path };
      }
      return undefined;
    },
  };
}
