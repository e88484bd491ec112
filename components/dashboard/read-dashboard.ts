// The dashboard's first figures, read on the server (in process) for SWR's
// fallback: the default range's four calls and cash on delivery so far. The
// page's first HTML then holds the totals and the COD card instead of empty
// figures, and the browser does not ask for them again after hydrating
// (use-dashboard.ts: revalidateIfStale off). A call that fails is left out:
// the client asks for it as before and shows the failure its own way.
import 'server-only';
import { unstable_serialize } from 'swr';
import { readCourier, readProfile } from '@/components/portal/read-profile';
import { isStaff } from '@/lib/portal-nav';
import { DASHBOARD_CALLS, dashboardKey } from './calls';
import { DEFAULT_PRESET, presetRange } from './date-range';

export async function readDashboard(now = new Date()): Promise<Record<string, unknown>> {
  const profile = await readProfile();
  // Staff (Ops, Courier) get a page of links instead of figures (GatedPage): nothing to read.
  if (!profile || isStaff(profile.data)) return {};
  const range = presetRange(DEFAULT_PRESET, now);
  const body = JSON.stringify(range);
  const [cod, ...figures] = await Promise.all([
    readCourier<unknown>({ method: 'GET', path: 'CodFigures' }),
    ...DASHBOARD_CALLS.map((path) => readCourier<{ data?: unknown }>({ method: 'POST', path, body })),
  ]);
  const fallback: Record<string, unknown> = {};
  if (cod) fallback.CodFigures = cod;
  DASHBOARD_CALLS.forEach((path, i) => {
    const data = figures[i]?.data;
    if (data !== undefined) fallback[unstable_serialize(dashboardKey(path, range))] = data;
  });
  return fallback;
}
