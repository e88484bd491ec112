// Every route is registered through here with its access declaration, so no
// route can exist without saying who may call it. The registry also feeds
// the route list tests and the API description, and it is what a call is
// dispatched through (app.ts): one table for routing and access.
import { authorize, type GuardOptions } from './auth/guard';
import type { Access, CourierAnswer, Ctx } from './context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Handler = (c: Ctx) => CourierAnswer | Promise<CourierAnswer>;

export interface RouteInfo {
  method: Method;
  path: string;
  access: Access;
}

export interface Router {
  get(path: string, access: Access, handler: Handler, opts?: GuardOptions): void;
  post(path: string, access: Access, handler: Handler, opts?: GuardOptions): void;
  put(path: string, access: Access, handler: Handler, opts?: GuardOptions): void;
  delete(path: string, access: Access, handler: Handler, opts?: GuardOptions): void;
  routes: RouteInfo[];
  /** The route for a method and path (exact match: no parameters, no trailing slash), checked and ready to run. */
  find(method: string, path: string): ((c: Ctx) => Promise<CourierAnswer>) | undefined;
}

export function createRouter(): Router {
  const routes: RouteInfo[] = [];
  const table = new Map<string, (c: Ctx) => Promise<CourierAnswer>>();
  const add = (method: Method) => (path: string, access: Access, handler: Handler, opts?: GuardOptions) => {
    const key = `${method} ${path}`;
    if (table.has(key)) throw new Error(`courier API route declared twice: ${key}`);
    routes.push({ method, path, access });
    table.set(key, async (c) => {
      await authorize(c, access, opts);
      return handler(c);
    });
  };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    delete: add('DELETE'),
    routes,
    find: (method, path) => table.get(`${method} ${path}`),
  };
}
