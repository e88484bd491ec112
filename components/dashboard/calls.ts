// The dashboard's calls and their SWR keys, shared by the client's hooks
// (use-dashboard.ts) and the server's first read (read-dashboard.ts), so both
// name the same cache entries.
import type { DashboardRange } from '@/lib/schemas/dashboard-range';

/** The four calls for a range (POST, body { From, To }). */
export const DASHBOARD_CALLS = ['AccountDayWiseShipments', 'DailyPickupDetailsForAccounts', 'PickupSummaryForAccounts', 'DeliveryDetailsForAccounts'] as const;
export type DashboardCall = (typeof DASHBOARD_CALLS)[number];
export type DashboardKey = readonly [DashboardCall, string, string];
/** A call's SWR key for a range. */
export const dashboardKey = (path: DashboardCall, { From, To }: DashboardRange): DashboardKey => [path, From, To];
