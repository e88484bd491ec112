// The portal dashboard (docs/api/shipping.md, "Dashboard"): four POST calls
// with { From, To } (Dubai dates, at most 366 days; default the last 30).
// A customer sees their own account; the Admin sees every account.
import { createDashboardRangeSchema } from '@/lib/schemas/dashboard';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { forbidden, ok, readBody } from '../http';
import type { Router } from '../router';
import { deliveryDetails, pickupSummary, pickupsPerDay, shipmentsPerDay, type DashboardScope } from '../services/dashboard';

export const NO_DASHBOARD_ACCOUNT = 'The dashboard shows a customer account’s figures, and this user has none.';

/** Whose figures the caller may see: always from the token, never from the body. */
function scopeOf(c: Ctx): DashboardScope {
  const user = currentUser(c);
  if (isAdmin(user)) return { all: true };
  if (!user.account) throw forbidden(NO_DASHBOARD_ACCOUNT);
  return { accountId: user.account.id };
}

/** Scope first (a 403 needs no valid body), then the range on the API's own clock. */
async function request(c: Ctx) {
  const scope = scopeOf(c);
  const range = await readBody(c, createDashboardRangeSchema(c.get('deps').now));
  return { scope, range, db: c.get('deps').db };
}

export function dashboardRoutes(r: Router) {
  r.post('AccountDayWiseShipments', 'user', async (c) => {
    const { scope, range, db } = await request(c);
    return ok(c, { From: range.From, To: range.To, Days: await shipmentsPerDay(db, scope, range) });
  });

  r.post('DailyPickupDetailsForAccounts', 'user', async (c) => {
    const { scope, range, db } = await request(c);
    return ok(c, { From: range.From, To: range.To, Days: await pickupsPerDay(db, scope, range) });
  });

  r.post('PickupSummaryForAccounts', 'user', async (c) => {
    const { scope, range, db } = await request(c);
    return ok(c, { From: range.From, To: range.To, Summary: await pickupSummary(db, scope, range) });
  });

  r.post('DeliveryDetailsForAccounts', 'user', async (c) => {
    const { scope, range, db } = await request(c);
    return ok(c, { From: range.From, To: range.To, ...(await deliveryDetails(db, scope, range)) });
  });
}
