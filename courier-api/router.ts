// Every route is registered through here with its access declaration, so no
// route can exist without saying who may call it. The registry also feeds
// the route list tests and the API description.
import type { Handler, Hono } from 'hono';
import { guard, type GuardOptions } from './auth/guard';
import type { Access, AppEnv } from './context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteInfo {
  method: Method;
  path: string;
  access: Access;
}

export interface Router {
  get(path: string, access: Access, handler: Handler<AppEnv>, opts?: GuardOptions): void;
  post(path: string, access: Access, handler: Handler<AppEnv>, opts?: GuardOptions): void;
  put(path: string, access: Access, handler: Handler<AppEnv>, opts?: GuardOptions): void;
  delete(path: string, access: Access, handler: Handler<AppEnv>, opts?: GuardOptions): void;
  routes: RouteInfo[];
}

export function createRouter(app: Hono<AppEnv>): Router {
  const routes: RouteInfo[] = [];
  const add = (method: Method) => (path: string, access: Access, handler: Handler<AppEnv>, opts?: GuardOptions) => {
    routes.push({ method, path, access });
    app.on(method, `/${path}`, guard(access, opts), handler);
  };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE'), routes };
}
