// The built-in courier API: a Hono app created from its dependencies. The
// website calls it in-process (app.fetch), the standalone server over HTTP.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, CourierDeps } from './context';
import { ApiError } from './http';
import { createRouter, type RouteInfo, type Router } from './router';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { batchRoutes } from './routes/batches';
import { bookingRoutes } from './routes/booking';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customers';
import { dashboardRoutes } from './routes/dashboard';
import { invoiceRoutes } from './routes/invoices';
import { locationRoutes } from './routes/locations';
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
import { userRoutes } from './routes/users';

export type CourierApi = Hono<AppEnv> & { routeList: RouteInfo[] };

/**
 * @param extend registers more routes on the same router (used by tests to
 * probe the guard and the error handler; later modules may use it too).
 */
export function createCourierApi(deps: CourierDeps, extend?: (router: Router) => void): CourierApi {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });

  const router = createRouter(app);
  authRoutes(router);
  trackingRoutes(router);
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
  extend?.(router);

  app.notFound((c) => c.json({ message: 'This courier API route does not exist.' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      const body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
      return c.json(body, err.status, err.headers);
    }
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Bad request.' }, err.status);
    // Anything else is our fault: log it, tell the caller nothing about it.
    console.error('[courier-api]', c.req.method, c.req.path, err);
    return c.json({ message: 'Something went wrong on our side. Please try again in a moment.' }, 500);
  });

  return Object.assign(app, { routeList: router.routes });
}
