// Demo data of the courier's day (issue 15): an Ops user and two couriers,
// runs for today (started, parcels out for delivery, some COD), a few
// parcels still waiting for dispatch, and last week's COD: delivered,
// collected, handed over, one statement paid and one pending.
import { hashPassword } from '../auth/passwords';
import { findCityByCode } from '../data/cities';
import { generateAwb, seededRandom } from '../services/awb';
import { buildTimeline, timelineRows } from '../services/timeline';
import type { Database } from './client';
import { dubaiNow } from '../../lib/schemas/booking';
import {
  codCollections,
  codHandovers,
  codRemittances,
  courierRuns,
  deliveryCodes,
  PERMISSION_KEYS,
  runStops,
  shipments,
  trackingEvents,
  users,
  type Permissions,
} from './schema';

export const DEMO_STAFF = {
  ops: { username: 'ops', email: 'ops@saqrexpress.ae', fullName: 'Khalid Al Hashimi' },
  courier: { username: 'courier.ahmed', email: 'ahmed.raza@saqrexpress.ae', fullName: 'Ahmed Raza' },
  courier2: { username: 'courier.sunil', email: 'sunil.kumar@saqrexpress.ae', fullName: 'Sunil Kumar' },
} as const;

/** The delivery code of every demo COD parcel out for delivery today (a demo needs to know it). */
export const DEMO_DELIVERY_CODE = '246810';

const none = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])) as Permissions;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const STOPS = [
  { city: 'DXB', name: 'Hessa Al Marri', line1: 'Villa 12, Street 4', line2: 'Al Barsha 2', cod: 34_500, note: 'Call on arrival; gate code 2231.' },
  { city: 'DXB', name: 'Arjun Pillai', line1: 'Flat 1405, Marina Heights', line2: 'Dubai Marina', cod: 0, note: null },
  { city: 'DXB', name: 'Mariam Yousuf', line1: 'Office 302, Bay Square 5', line2: 'Business Bay', cod: 12_000, note: 'Reception on the 3rd floor.' },
  { city: 'SHJ', name: 'Tariq Mahmood', line1: 'Building 8, Flat 21', line2: 'Al Nahda', cod: 0, note: null },
  { city: 'SHJ', name: 'Reem Al Qasimi', line1: 'Villa 3, Street 19', line2: 'Al Khan', cod: 8_950, note: null },
  { city: 'AJM', name: 'Joseph Mathew', line1: 'Flat 804, Corniche Tower', line2: 'Ajman Corniche', cod: 0, note: 'Leave with security if absent.' },
  { city: 'AUH', name: 'Salem Al Dhaheri', line1: 'Villa 44, Street 12', line2: 'Khalifa City A', cod: 52_000, note: null },
  { city: 'AUH', name: 'Nadia Rahimi', line1: 'Flat 1102, Sky Tower', line2: 'Al Reem Island', cod: 0, note: null },
  { city: 'AUH', name: 'Imran Sheikh', line1: 'Shop 7, Mussafah M-12', line2: 'Mussafah Industrial', cod: 15_500, note: 'Deliver before 5 pm.' },
  { city: 'AAN', name: 'Latifa Al Ketbi', line1: 'Villa 9, Zakher', line2: 'Al Ain', cod: 0, note: null },
  // Waiting for dispatch.
  { city: 'DXB', name: 'Kevin D’Souza', line1: 'Flat 210, Greens Tower 3', line2: 'The Greens', cod: 22_000, note: null },
  { city: 'DXB', name: 'Amal Farouk', line1: 'Villa 61, Mirdif', line2: 'Mirdif', cod: 0, note: null },
  { city: 'SHJ', name: 'Rashid Al Naqbi', line1: 'Flat 12, Al Majaz 2', line2: 'Al Majaz', cod: 6_500, note: null },
  { city: 'RKT', name: 'Fiona Grant', line1: 'Villa 5, Mina Al Arab', line2: 'Ras Al Khaimah', cod: 0, note: null },
] as const;

/** Last week's delivered COD parcels: the first six on a paid statement, the next five on a pending one. */
const HISTORY_COD = [18_000, 9_500, 27_500, 14_000, 31_000, 11_250, 19_900, 8_000, 42_000, 16_500, 12_750];

export async function seedCourierDay(db: Database['db'], now: Date, o: { accountId: string }): Promise<void> {
  const passwordHash = await hashPassword('Demo@2026');
  const [ops, ahmed, sunil] = await db
    .insert(users)
    .values([
      { ...DEMO_STAFF.ops, passwordHash, role: 'Ops', permissions: none, phone: '+971501000101' },
      { ...DEMO_STAFF.courier, passwordHash, role: 'Courier', permissions: none, phone: '+971501000202' },
      { ...DEMO_STAFF.courier2, passwordHash, role: 'Courier', permissions: none, phone: '+971501000303' },
    ])
    .returning({ id: users.id });
  const rand = seededRandom(20261125);
  const origin = { city: 'Dubai', code: 'DXB', country: 'AE' };
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const eventRows: (typeof trackingEvents.$inferInsert)[] = [];
  const add = (s: { city: string; name: string; line1: string; line2: string; cod: number; note: string | null }, i: number, createdAt: Date, progress: number, ref: string) => {
    const c = findCityByCode(s.city)!;
    const destination = { city: c.name, code: c.code, country: c.country };
    const deliveredTo = progress === 5 ? s.name : undefined;
    const timeline = buildTimeline({ origin, destination, createdAt, progress, deliveredTo, now });
    const last = timeline[timeline.length - 1]!;
    const id = crypto.randomUUID();
    const codFee = s.cod > 0 ? Math.max(500, Math.round(s.cod * 0.02)) : 0;
    const base = 1_800 + (i % 3) * 300;
    const vat = Math.round((base + codFee) * 0.05);
    shipmentRows.push({
      id,
      awbNo: generateAwb(rand),
      accountId: o.accountId,
      reference: ref,
      serviceCode: 'NDD',
      originCity: origin.city,
      originCityCode: origin.code,
      originCountry: 'AE',
      destinationCity: c.name,
      destinationCityCode: c.code,
      destinationCountry: 'AE',
      status: last.code,
      progress: last.progress,
      pieces: 1 + (i % 2),
      weightGrams: 1_000 + i * 250,
      senderName: 'Al Noor Trading LLC',
      senderPhone: '+97142345678',
      receiverName: s.name,
      receiverPhone: `+9715${String(50_000_000 + i * 1_234_567).slice(0, 8)}`,
      receiverAddressLine1: s.line1,
      receiverAddressLine2: s.line2,
      specialInstructions: s.note,
      contents: 'Household goods',
      codAmountFils: s.cod,
      baseFils: base,
      codFeeFils: codFee,
      vatFils: vat,
      totalFils: base + codFee + vat,
      deliveredTo: deliveredTo ?? null,
      createdAt,
      updatedAt: last.at,
    });
    eventRows.push(...timelineRows(id, timeline));
    return id;
  };

  // Today's runs: out for delivery since this morning (buildTimeline puts the steps between creation and now).
  const yesterday = new Date(now.getTime() - 1.2 * DAY);
  const today = STOPS.slice(0, 10).map((s, i) => add(s, i, yesterday, 4, `ANT-COD-${2000 + i}`));
  STOPS.slice(10).forEach((s, i) => add(s, 10 + i, yesterday, 3, `ANT-COD-${2010 + i}`));
  const history = HISTORY_COD.map((cod, i) =>
    add({ ...STOPS[i % 10]!, cod }, 20 + i, new Date(now.getTime() - (9 - (i % 4)) * DAY), 5, `ANT-COD-${1900 + i}`),
  );
  await db.insert(shipments).values(shipmentRows);
  for (let i = 0; i < eventRows.length; i += 1000) await db.insert(trackingEvents).values(eventRows.slice(i, i + 1000));

  const day = dubaiNow(now).date;
  const started = new Date(now.getTime() - 2 * HOUR);
  const [runA, runB] = await db
    .insert(courierRuns)
    .values([
      { courierId: ahmed!.id, runDate: day, status: 'started', createdByUserId: ops!.id, startedAt: started, createdAt: started },
      { courierId: sunil!.id, runDate: day, status: 'started', createdByUserId: ops!.id, startedAt: started, createdAt: started },
    ])
    .returning({ id: courierRuns.id });
  // Ahmed: Dubai, Sharjah and Ajman; Sunil: Abu Dhabi and Al Ain.
  await db.insert(runStops).values([
    ...today.slice(0, 6).map((shipmentId, i) => ({ runId: runA!.id, seq: i + 1, kind: 'delivery' as const, shipmentId, createdAt: started })),
    ...today.slice(6).map((shipmentId, i) => ({ runId: runB!.id, seq: i + 1, kind: 'delivery' as const, shipmentId, createdAt: started })),
  ]);
  await db.insert(deliveryCodes).values(
    today.flatMap((shipmentId, i) => (STOPS[i]!.cod > 0 ? [{ shipmentId, code: DEMO_DELIVERY_CODE, createdAt: started }] : [])),
  );

  // Last week's COD: collected in cash by Ahmed, handed over, remitted.
  const collectedAt = (i: number) => new Date(now.getTime() - (9 - (i % 4)) * DAY + 6 * HOUR);
  const handedAt = new Date(now.getTime() - 4 * DAY);
  const total = HISTORY_COD.reduce((a, b) => a + b, 0);
  const [handover] = await db
    .insert(codHandovers)
    .values({
      courierId: ahmed!.id,
      receivedByUserId: ops!.id,
      collections: HISTORY_COD.length,
      expectedFils: total,
      countedFils: total,
      differenceFils: 0,
      createdAt: handedAt,
    })
    .returning({ id: codHandovers.id });
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  const fmt = (d: Date) => dubaiNow(d).date;
  const paidPart = HISTORY_COD.slice(0, 6);
  const pendingPart = HISTORY_COD.slice(6);
  const fee = 500;
  const [paid, pending] = await db
    .insert(codRemittances)
    .values([
      {
        accountId: o.accountId,
        periodStart: fmt(new Date(now.getTime() - 10 * DAY)),
        periodEnd: fmt(new Date(now.getTime() - 5 * DAY)),
        shipments: paidPart.length,
        collectedFils: sum(paidPart),
        feeFils: fee,
        invoicesFils: 0,
        netFils: sum(paidPart) - fee,
        status: 'paid',
        bankReference: 'FT26112000431',
        paidAt: new Date(now.getTime() - 2 * DAY),
        paidByUserId: ops!.id,
        createdByUserId: ops!.id,
        createdAt: new Date(now.getTime() - 3 * DAY),
      },
      {
        accountId: o.accountId,
        periodStart: fmt(new Date(now.getTime() - 10 * DAY)),
        periodEnd: fmt(new Date(now.getTime() - 4 * DAY)),
        shipments: pendingPart.length,
        collectedFils: sum(pendingPart),
        feeFils: fee,
        invoicesFils: 0,
        netFils: sum(pendingPart) - fee,
        status: 'pending',
        createdByUserId: ops!.id,
        createdAt: new Date(now.getTime() - 1 * DAY),
      },
    ])
    .returning({ id: codRemittances.id });
  await db.insert(codCollections).values(
    history.map((shipmentId, i) => ({
      shipmentId,
      accountId: o.accountId,
      courierId: ahmed!.id,
      amountFils: HISTORY_COD[i]!,
      method: 'cash' as const,
      collectedAt: collectedAt(i),
      handedOverAt: handedAt,
      handoverId: handover!.id,
      remittanceId: i < 6 ? paid!.id : pending!.id,
    })),
  );
}
