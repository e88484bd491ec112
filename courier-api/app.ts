// The built-in courier API, created from its dependencies. The website calls
// it in-process with plain data (`dispatch`: no Request/Response pair, no
// stream); the standalone server and the tests speak HTTP to it (`fetch`,
// `request`), which is a thin adapter over the same dispatch.
import { SpanKind } from '@opentelemetry/api';
import { Ctx, type CourierAnswer, type CourierCall, type CourierDeps, type IncomingPeer } from './context';
import { getLog } from '@/lib/log';
import { inSpan, recordFault, setStatusCode } from '@/lib/otel';
import { databaseUnreachable } from './db/unreachable';
import { ApiError, errorBody, messageBody, SERVER_ERROR_MESSAGE } from './http';
import { requestIdOf, toV1Answer, V1_PREFIX } from './merchant/envelope';
import { createRouter, type RouteInfo, type Router } from './router';
import { merchantRoutes } from './merchant/routes';
import { addressRoutes } from './routes/addresses';
import { apiKeyRoutes } from './routes/api-keys';
import { authRoutes } from './routes/auth';
import { securityRoutes } from './routes/security';
import { batchRoutes } from './routes/batches';
import { bookingRoutes } from './routes/booking';
import { contactRoutes } from './routes/contact';
import { followRoutes } from './routes/follow';
import { customerRoutes } from './routes/customers';
import { dashboardRoutes } from './routes/dashboard';
import { invoiceRoutes } from './routes/invoices';
import { locationRoutes } from './routes/locations';
import { courierDayRoutes } from './routes/courier-day';
import { operationsRoutes } from './routes/operations';
import { paymentRoutes } from './routes/payments';
import { pickupRoutes } from './routes/pickups';
import { prepaidRoutes } from './routes/prepaid';
import { printingRoutes } from './routes/printing';
import { rateRoutes } from './routes/rates';
import { serviceTypeRoutes } from './routes/service-types';
import { shipmentCancelRoutes } from './routes/shipment-cancel';
import { shipmentRoutes } from './routes/shipments';
import { trackingRoutes } from './routes/tracking';
import { receiverRoutes } from './routes/receiver';
import { userRoutes } from './routes/users';
import { webhookRoutes } from './routes/webhooks';
import { notificationSettingsRoutes } from './routes/notification-settings';
import { notificationOutboxRoutes } from './routes/notification-outbox';
import { auditRoutes } from './routes/audit';

export interface CourierApi {
  /** Runs one call in this process and answers it; never throws for a call's own failure. */
  dispatch(call: CourierCall): Promise<CourierAnswer>;
  /** The same over HTTP: a web Request in, a web Response out. */
  fetch(request: Request, env?: HttpBindings): Promise<Response>;
  /** `fetch` for a path on this API (tests, benchmarks): `request('/Tracking', init)`. */
  request(path: string, init?: RequestInit, env?: HttpBindings): Promise<Response>;
  routeList: RouteInfo[];
  /** Calls being answered right now (a graceful shutdown waits for them: shutdown.ts). */
  inFlight(): number;
}

export interface HttpBindings {
  clientIp?: string;
  incoming?: IncomingPeer;
}

const NOT_FOUND = JSON.stringify(messageBody('This courier API route does not exist.', undefined, 'ROUTE_NOT_FOUND'));
const SERVER_FAULT = JSON.stringify(messageBody('Something went wrong on our side. Please try again in a moment.', undefined, 'SERVER_FAULT'));
/** The database is away: the product's network text (spec spelling), and when to try again. */
const UNAVAILABLE = JSON.stringify(messageBody(SERVER_ERROR_MESSAGE, undefined, 'SERVER_ERROR'));
const RETRY_AFTER_SECONDS = '5';
const JSON_TYPE = 'application/json';

/** A failed call's answer: ours to explain for an ApiError, nothing about anything else. */
function failure(err: unknown, c: Ctx, requestId: string): CourierAnswer {
  if (err instanceof ApiError) {
    return c.json(errorBody(err), err.status, err.headers);
  }
  // The database stopped or cannot be reached: not a fault of this call, and it passes.
  const unreachable = databaseUnreachable(err);
  if (unreachable) {
    getLog().warn({ requestId, method: c.req.method, path: c.req.path, reason: unreachable }, 'courier API: database unreachable');
    return { status: 503, headers: { 'content-type': JSON_TYPE, 'retry-after': RETRY_AFTER_SECONDS }, body: UNAVAILABLE };
  }
  // Anything else is our fault: log it with the request's id, tell the caller nothing about it.
  getLog().error({ requestId, method: c.req.method, path: c.req.path, err }, 'courier API fault');
  return { status: 500, headers: { 'content-type': JSON_TYPE }, body: SERVER_FAULT };
}

const withRequestId = (answer: CourierAnswer, requestId: string): CourierAnswer => ({ ...answer, headers: { ...answer.headers, 'x-request-id': requestId } });

type Route = ReturnType<Router['find']>;

/** Statuses whose HTTP answer has no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * @param extend registers more routes on the same router (used by tests to
 * probe the guard and the error handler; later modules may use it too).
 */
export function createCourierApi(deps: CourierDeps, extend?: (router: Router) => void): CourierApi {
  const router = createRouter();
  authRoutes(router);
  securityRoutes(router);
  trackingRoutes(router);
  receiverRoutes(router);
  followRoutes(router);
  locationRoutes(router);
  contactRoutes(router);
  serviceTypeRoutes(router);
  rateRoutes(router);
  bookingRoutes(router);
  printingRoutes(router);
  addressRoutes(router);
  shipmentRoutes(router);
  shipmentCancelRoutes(router);
  batchRoutes(router);
  prepaidRoutes(router);
  pickupRoutes(router);
  dashboardRoutes(router);
  invoiceRoutes(router);
  paymentRoutes(router);
  userRoutes(router);
  customerRoutes(router);
  operationsRoutes(router);
  courierDayRoutes(router);
  apiKeyRoutes(router);
  webhookRoutes(router);
  notificationSettingsRoutes(router);
  notificationOutboxRoutes(router);
  auditRoutes(router);
  merchantRoutes(router);
  extend?.(router);

  // A route answers at once or later, and fails by a throw or a rejection: either way the
  // failure becomes its answer here. No promise of its own when the route needs none.
  const dispatchOne = (call: CourierCall, requestId: string, route: Route | undefined): CourierAnswer | Promise<CourierAnswer> => {
    if (!route) return { status: 404, headers: { 'content-type': JSON_TYPE }, body: NOT_FOUND };
    const c = new Ctx(call, deps, requestId);
    c.params = route.params;
    const failed = (err: unknown): CourierAnswer => {
      const answer = failure(err, c, requestId);
      if (answer.status >= 500) recordFault(undefined, err);
      return answer;
    };
    try {
      const answer = route.run(c);
      return 'then' in answer ? Promise.resolve(answer).catch(failed) : answer;
    } catch (err) {
      return failed(err);
    }
  };

  // Every answer carries the request's id (the caller's, e.g. the BFF's, or a new one);
  // the merchant API (/v1) answers in its own shape.
  // With tracing on (lib/otel.ts), one span a call, named after the route as declared
  // (`courier-api GET v1/shipments/:awb`), never after the path with its values.
  // Promise chains, not async functions: each promise a call makes costs about a
  // microsecond on Node 20 with Next's AsyncLocalStorage instances (issue 12).
  let running = 0;
  const dispatch = (call: CourierCall): Promise<CourierAnswer> => {
    const requestId = requestIdOf(call);
    const route = router.find(call.method, call.path);
    const v1 = call.path.startsWith(V1_PREFIX);
    running++;
    let answered: Promise<CourierAnswer>;
    try {
      answered = inSpan(
        () => ({
          name: route ? `courier-api ${call.method} ${route.pattern}` : `courier-api ${call.method}`,
          kind: SpanKind.SERVER,
          attributes: { 'http.request.method': call.method, ...(route ? { 'http.route': route.pattern } : {}), 'saqr.request_id': requestId },
        }),
        (span) => {
          const finish = (answer: CourierAnswer) => {
            const out = v1 ? toV1Answer(answer, requestId) : withRequestId(answer, requestId);
            setStatusCode(span, out.status);
            return out;
          };
          const answer = dispatchOne(call, requestId, route);
          return 'then' in answer ? answer.then(finish) : Promise.resolve(finish(answer));
        },
        call.headers,
      );
    } catch (err) {
      answered = Promise.reject(err);
    }
    const done = () => {
      running--;
    };
    return answered.then(
      (answer) => {
        done();
        return answer;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  };

  const fetch = async (request: Request, env: HttpBindings = {}): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const head = request.method === 'HEAD';
    const started = performance.now();
    const answer = await dispatch({
      method: head ? 'GET' : request.method,
      path: url.pathname.slice(1),
      search: url.search,
      headers,
      body: () => request.text(),
      clientIp: env.clientIp,
      incoming: env.incoming,
    });
    // Over HTTP (the standalone server) this is the request's access line; in process the BFF writes it.
    getLog().info(
      { requestId: answer.headers['x-request-id'], method: request.method, path: url.pathname, status: answer.status, ms: Math.round(performance.now() - started) },
      'courier API request',
    );
    const body = head || NO_BODY.has(answer.status) ? null : answer.body;
    return new Response(body as BodyInit | null, { status: answer.status, headers: answer.headers });
  };

  const request = (path: string, init?: RequestInit, env?: HttpBindings) =>
    fetch(new Request(new URL(path, 'http://courier.internal/'), init), env);

  return { dispatch, fetch, request, routeList: router.routes, inFlight: () => running };
}
