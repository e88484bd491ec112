// Set-up shared by the operations tests (operations.test.ts for ScanEvents,
// operations-pickups.test.ts for PickupQueue): a test API on a frozen clock,
// the demo logins, shipments written straight to the database (one statement
// for hundreds), and reads of what is stored and what tracking shows.
import { sql } from 'drizzle-orm';
import { shipments, trackingEvents } from '../db/schema';
import { generateAwb } from '../services/awb';
import { createTestApi, queryRows, type TestApi } from '../test-utils';

/** Monday 23 November 2026, 10:30 in Dubai. */
export const NOW = new Date('2026-11-23T06:30:00Z');
export const HOUR = 3_600_000;

export type Who = 'admin' | 'alnoor' | 'oasis' | 'sub';

export interface OpsTest {
  t: TestApi;
  tokens: Record<Who, string>;
  account: Record<string, string>;
}

/** The API on the frozen clock (tokens are issued and checked on it), signed in as the four demo users. */
export async function openOpsTest(): Promise<OpsTest> {
  const t = await createTestApi();
  t.clock.now = NOW;
  const tokens = { admin: '', alnoor: '', oasis: '', sub: '' };
  for (const [key, who] of [['admin', 'admin'], ['alnoor', 'postpaid'], ['oasis', 'prepaid'], ['sub', 'subUser']] as const) tokens[key] = await t.login(who);
  const account: Record<string, string> = {};
  for (const r of await queryRows<{ id: string; account_no: string }>(t.database, sql`select id, account_no from accounts`)) account[r.account_no] = r.id;
  return { t, tokens, account };
}

export interface ShipmentSpec {
  accountId?: string | null;
  status?: string;
  progress?: number;
  createdAt?: Date;
  bookingNo?: string | null;
}

/**
 * Shipments Dubai → Abu Dhabi created an hour before NOW, each with one event
 * of its status at creation (as CreateAirwayBill or an earlier scan left them).
 */
export async function makeShipments(t: TestApi, n: number, spec: ShipmentSpec = {}): Promise<string[]> {
  const createdAt = spec.createdAt ?? new Date(NOW.getTime() - HOUR);
  const status = spec.status ?? 'CREATED';
  const progress = spec.progress ?? 0;
  const rows = await t.database.db
    .insert(shipments)
    .values(
      Array.from({ length: n }, () => ({
        awbNo: generateAwb(),
        accountId: spec.accountId ?? null,
        bookingNo: spec.bookingNo ?? null,
        serviceCode: 'NDD',
        originCity: 'Dubai',
        originCityCode: 'DXB',
        originCountry: 'AE',
        destinationCity: 'Abu Dhabi',
        destinationCityCode: 'AUH',
        destinationCountry: 'AE',
        status,
        progress,
        weightGrams: 1000,
        senderName: 'Al Noor Trading LLC',
        receiverName: 'Omar Khalid',
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: shipments.id, awbNo: shipments.awbNo });
  await t.database.db
    .insert(trackingEvents)
    .values(rows.map((r) => ({ shipmentId: r.id, occurredAt: createdAt, statusCode: status, progress, location: 'Dubai', remarks: status })));
  return rows.map((r) => r.awbNo);
}

export const makeShipment = async (t: TestApi, spec: ShipmentSpec = {}) => (await makeShipments(t, 1, spec))[0]!;

export interface StoredState {
  status: string;
  progress: number;
  delivered_to: string | null;
  events: number;
  last: string;
  reason: string | null;
}

/** The shipment row and its newest event, as stored. */
export async function shipmentState(t: TestApi, awb: string): Promise<StoredState> {
  const [row] = await queryRows<StoredState>(
    t.database,
    sql`select s.status, s.progress, s.delivered_to,
               (select count(*)::int from tracking_events e where e.shipment_id = s.id) as events,
               (select e.status_code from tracking_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) as last,
               (select e.exception_reason from tracking_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) as reason
        from shipments s where s.awb_no = ${awb}`,
  );
  return row!;
}

export async function eventCount(t: TestApi): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from tracking_events`);
  return row!.n;
}

/** What a visitor's public Tracking call shows for one airway bill (or booking, by Trackbybooking). */
export async function tracked(t: TestApi, number: string, call: 'Tracking' | 'Trackbybooking' = 'Tracking') {
  const res = await t.call('POST', call, { body: { TrackingAWB: [{ AirWayBillNo: number }] } });
  expect(res.status).toBe(200);
  return res.json.data.AirwayBillTrackList as Array<Record<string, any>>;
}
