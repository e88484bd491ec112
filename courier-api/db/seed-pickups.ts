// Demo pickups around the seed date: the Admin's pickup queue, each demo
// customer's /Pickuphistory and the dashboard's pickup charts have something
// to show in every status. None collects a demo shipment, so the shipments'
// own story (and the README's tracking numbers) stays as seed.ts tells it.
import { addDays, dubaiNow, isWorkingDay } from '../../lib/schemas/booking';
import { generateBookingNo, seededRandom } from '../services/awb';
import type { Database } from './client';
import { pickups, type PickupStatus } from './schema';

export interface DemoPickupOwner {
  accountId: string | null;
  userId: string | null;
  contact: { name: string; company: string | null; phone: string; email: string | null };
  address: { line1: string; line2: string | null; city: string; cityCode: string };
}

interface Plan {
  owner: 'alnoor' | 'oasis' | 'guest';
  /** Days from the seed day (Dubai); Sundays move to the nearest working day in the same direction. */
  day: number;
  window: [string, string];
  status: PickupStatus;
  pieces: number;
  grams: number;
  assignedTo?: string;
  reason?: string;
  remarks?: string;
}

const PLANS: Plan[] = [
  { owner: 'alnoor', day: 0, window: ['10:00', '13:00'], status: 'Assigned', pieces: 6, grams: 18_500, assignedTo: 'Route 3 (Imran)', remarks: 'Loading bay 2' },
  { owner: 'alnoor', day: 0, window: ['14:00', '17:00'], status: 'Requested', pieces: 2, grams: 4_000 },
  { owner: 'guest', day: 0, window: ['12:00', '15:00'], status: 'Requested', pieces: 1, grams: 1_500, remarks: 'Call on arrival' },
  { owner: 'oasis', day: 1, window: ['09:00', '12:00'], status: 'Requested', pieces: 3, grams: 2_750 },
  { owner: 'alnoor', day: 1, window: ['15:00', '18:00'], status: 'Requested', pieces: 10, grams: 32_000 },
  { owner: 'alnoor', day: -1, window: ['10:00', '13:00'], status: 'Collected', pieces: 4, grams: 9_000, assignedTo: 'Route 1 (Ahmed)' },
  { owner: 'guest', day: -1, window: ['16:00', '18:00'], status: 'Collected', pieces: 1, grams: 800, assignedTo: 'Route 6 (Sara)' },
  { owner: 'oasis', day: -2, window: ['11:00', '14:00'], status: 'Failed', pieces: 2, grams: 1_200, assignedTo: 'Route 5 (Ravi)', reason: 'Shop closed at the pickup time' },
  { owner: 'alnoor', day: -3, window: ['09:00', '12:00'], status: 'Cancelled', pieces: 3, grams: 6_000, reason: 'Goods not ready' },
  { owner: 'oasis', day: -6, window: ['13:00', '16:00'], status: 'Collected', pieces: 5, grams: 3_500, assignedTo: 'Route 5 (Ravi)' },
];

export const GUEST_PICKUP: DemoPickupOwner = {
  accountId: null,
  userId: null,
  contact: { name: 'Hessa Al Marri', company: null, phone: '+971559876543', email: 'hessa.almarri@example.ae' },
  address: { line1: 'Villa 21, Street 14', line2: 'Al Barsha 2', city: 'Dubai', cityCode: 'DXB' },
};

function workingDay(today: string, offset: number): string {
  let d = addDays(today, offset);
  while (!isWorkingDay(d)) d = addDays(d, offset < 0 ? -1 : 1);
  return d;
}

/** A Dubai wall-clock time as an instant (UTC+4, no daylight saving). */
const dubaiTime = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+04:00`);

/** Inserts the demo pickups, with booking numbers no demo shipment uses. */
export async function insertDemoPickups(db: Database['db'], now: Date, owners: Record<'alnoor' | 'oasis', DemoPickupOwner>, usedBookingNos: Set<string>) {
  const rand = seededRandom(20260202);
  const today = dubaiNow(now).date;
  const rows = PLANS.map((plan) => {
    let bookingNo = generateBookingNo(rand);
    while (usedBookingNos.has(bookingNo)) bookingNo = generateBookingNo(rand);
    usedBookingNos.add(bookingNo);
    const owner = plan.owner === 'guest' ? GUEST_PICKUP : owners[plan.owner];
    const pickupDate = workingDay(today, plan.day);
    // Booked the day before (or two hours ago, for today's and later ones); changed at the window's start, never after now.
    const createdAt = new Date(Math.min(dubaiTime(addDays(pickupDate, -1), '16:00').getTime(), now.getTime() - 2 * 3600_000));
    const changedAt = plan.status === 'Requested' ? createdAt : new Date(Math.max(createdAt.getTime(), Math.min(dubaiTime(pickupDate, plan.window[0]).getTime(), now.getTime() - 600_000)));
    return {
      bookingNo,
      accountId: owner.accountId,
      userId: owner.userId,
      status: plan.status,
      contactName: owner.contact.name,
      contactCompany: owner.contact.company,
      contactPhone: owner.contact.phone,
      contactEmail: owner.contact.email,
      addressLine1: owner.address.line1,
      addressLine2: owner.address.line2,
      city: owner.address.city,
      cityCode: owner.address.cityCode,
      pickupDate,
      windowStart: plan.window[0],
      windowEnd: plan.window[1],
      pieces: plan.pieces,
      weightGrams: plan.grams,
      remarks: plan.remarks ?? null,
      assignedTo: plan.assignedTo ?? null,
      statusReason: plan.reason ?? null,
      createdAt,
      updatedAt: changedAt,
    };
  });
  await db.insert(pickups).values(rows);
}
