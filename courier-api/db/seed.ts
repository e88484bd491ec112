// Demo data: four logins, a few hundred shipments over the last 90 days and
// pickups around today, generated from a fixed seed so the README's demo
// numbers always exist. Seeding happens once: a database with users is left alone.
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { findCityByCode } from '../data/cities';
import { generateAwb, generateBookingNo, seededRandom, type RandomInt } from '../services/awb';
import { buildTimeline, timelineRows, type Place } from '../services/timeline';
import type { Database } from './client';
import { withAdvisoryLock } from './client';
import { seedCourierDay } from './seed-courier';
import { insertDemoPickups, type DemoPickupOwner } from './seed-pickups';
import { linkDemoShipments, seedRates } from './seed-rates';
import { accounts, PERMISSION_KEYS, shipments, trackingEvents, users, userTotp, type Permissions } from './schema';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_SHIPMENT_COUNT = 240;

export const DEMO_USERS = {
  admin: { username: 'admin', email: 'admin@saqrexpress.ae', fullName: 'Maryam Al Zaabi' },
  postpaid: { username: 'alnoor', email: 'logistics@alnoortrading.ae', fullName: 'Fatima Al Mansoori' },
  prepaid: { username: 'oasis', email: 'hello@oasisboutique.ae', fullName: 'Rahul Menon' },
  subUser: { username: 'alnoor.pickups', email: 'pickups@alnoortrading.ae', fullName: 'Yousef Haddad' },
} as const;

/** Numbers the README offers to try; a test checks each is seeded as described. */
export const DEMO_TRACKING = {
  /** Delivered, Dubai → Jeddah; customer reference ANT-PO-1007. */
  deliveredInternational: '38037678394',
  /** Just created, Dubai → Abu Dhabi; reference ANT-PO-1000. */
  created: '93790673933',
  reference: 'ANT-PO-1007',
  /** A pickup booking that collected four shipments. */
  booking: 'BK11771723',
} as const;

const all = (v: boolean) => Object.fromEntries(PERMISSION_KEYS.map((k) => [k, v])) as Permissions;

function place(code: string): Place {
  const c = findCityByCode(code);
  if (!c) throw new Error(`Seed city ${code} is missing from the city list`);
  return { city: c.name, code: c.code, country: c.country };
}

const UAE = ['DXB', 'DXB', 'DXB', 'SHJ', 'AUH', 'AUH', 'AJM', 'RKT', 'FJR', 'AAN', 'UAQ', 'JBA'];
const ABROAD = ['RUH', 'JED', 'DOH', 'MCT', 'KWI', 'BAH', 'BOM', 'DEL', 'LON', 'NYC', 'KHI', 'CAI', 'IST', 'SIN', 'HKG'];
const RECEIVERS = ['Aisha Rahman', 'Omar Khalid', 'Priya Nair', 'James Carter', 'Layla Haddad', 'Mohammed Saeed', 'Sara Ibrahim', 'Daniel Okafor', 'Noura Al Suwaidi', 'Wei Chen'];
const SERVICES_DOMESTIC = ['SDD', 'NDD', 'NDD', 'EXP'];
const SERVICES_INTL = ['IEX', 'IEX', 'IEC'];

const pick = <T,>(rand: RandomInt, list: readonly T[]): T => list[rand(0, list.length)]!;

/**
 * `courierDay` adds issue 15's staff, runs and COD (seed-courier.ts): on for
 * the running site, off by default in the API tests, whose counts of
 * shipments and users predate it (a test asks for it when it needs it).
 */
export async function seedDemo(
  database: Database,
  now = new Date(),
  o: { courierDay?: boolean; seal?: (plain: string) => string } = {},
): Promise<{ seeded: boolean }> {
  return withAdvisoryLock(database, 'seed', async () => {
    const { db } = database;
    const existing = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((existing[0]?.n ?? 0) > 0) return { seeded: false };

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const [postpaid, prepaid] = await tx
        .insert(accounts)
        .values([
          {
            accountNo: '100001',
            companyName: 'Al Noor Trading LLC',
            paymentType: 'PD',
            creditLimitFils: 5_000_000,
            trn: '100234567800003',
            email: 'accounts@alnoortrading.ae',
            phone: '+97142345678',
            addressLine1: 'Warehouse 14, Street 7',
            addressLine2: 'Al Quoz Industrial Area 3',
            city: 'Dubai',
          },
          {
            accountNo: '100002',
            companyName: 'Oasis Handmade Boutique',
            paymentType: 'PP',
            balanceFils: 150_000,
            email: 'hello@oasisboutique.ae',
            phone: '+971501234567',
            addressLine1: 'Shop 5, Al Majaz Waterfront',
            addressLine2: 'Corniche Street',
            city: 'Sharjah',
          },
        ])
        .returning();
      const [, alnoor, oasis] = await tx
        .insert(users)
        .values([
          { ...DEMO_USERS.admin, passwordHash, role: 'Admin', permissions: all(true) },
          { ...DEMO_USERS.postpaid, passwordHash, accountId: postpaid!.id, permissions: all(true), phone: '+971501112233' },
          { ...DEMO_USERS.prepaid, passwordHash, accountId: prepaid!.id, permissions: all(true), phone: '+971501234567' },
        ])
        .returning();
      await tx.insert(users).values({
        ...DEMO_USERS.subUser,
        passwordHash,
        accountId: postpaid!.id,
        parentUserId: alnoor!.id,
        permissions: { ...all(false), Pickup_Request: true, Pickup_History: true },
      });
      const serviceTypeIds = await seedRates(tx as unknown as Database['db']);
      const bookingNos = await insertDemoShipments(tx as unknown as Database['db'], now, [
        { id: postpaid!.id, prefix: 'ANT-PO-', sender: 'Al Noor Trading LLC', senderCity: 'DXB' },
        { id: prepaid!.id, prefix: 'OHB-', sender: 'Oasis Handmade Boutique', senderCity: 'SHJ' },
      ]);
      await linkDemoShipments(tx as unknown as Database['db'], serviceTypeIds);
      // Collected at the account's own address, booked by its main user.
      const pickupOwner = (account: typeof postpaid, user: typeof alnoor, phone: string, cityCode: string): DemoPickupOwner => ({
        accountId: account!.id,
        userId: user!.id,
        contact: { name: user!.fullName, company: account!.companyName, phone, email: account!.email },
        address: { line1: account!.addressLine1!, line2: account!.addressLine2, city: place(cityCode).city, cityCode },
      });
      await insertDemoPickups(
        tx as unknown as Database['db'],
        now,
        { alnoor: pickupOwner(postpaid, alnoor, '+971501112233', 'DXB'), oasis: pickupOwner(prepaid, oasis, '+971501234567', 'SHJ') },
        bookingNos,
      );
      if (o.courierDay) await seedCourierDay(tx as unknown as Database['db'], now, { accountId: postpaid!.id });
      // Staff sign in with a second factor (issue 17): the demo's share one known authenticator secret.
      if (o.seal) await enrolDemoStaff(tx as unknown as Database['db'], o.seal, now);
    });
    return { seeded: true };
  });
}

/**
 * The demo staff's authenticator secret (README "Demo logins"): add it to an
 * authenticator app, or print the current code with `npm run demo:code`.
 * Only the demo data uses it; real staff enrol with a secret of their own.
 */
export const DEMO_TOTP_SECRET = 'SAQREXPRESSDEMOTWOFACTORSIGNIN23';

async function enrolDemoStaff(tx: Database['db'], seal: (plain: string) => string, now: Date) {
  const staff = await tx.select({ id: users.id }).from(users).where(inArray(users.role, ['Admin', 'Ops', 'Courier']));
  if (!staff.length) return;
  await tx.insert(userTotp).values(staff.map((u) => ({ userId: u.id, secretSealed: seal(DEMO_TOTP_SECRET), enabledAt: now, createdAt: now })));
}

interface DemoAccount {
  id: string;
  prefix: string;
  sender: string;
  senderCity: string;
}

/** Target progress for shipment i of age `ageDays`; the first six cover 0–5 for certain. */
function targetProgress(i: number, ageDays: number, rand: RandomInt): number {
  if (i < 6) return i;
  if (ageDays > 6) return 5;
  const base = Math.min(5, Math.floor(ageDays * 1.2));
  return Math.max(0, Math.min(5, base + rand(-1, 2)));
}

/** Inserts the shipments and their events; returns the booking numbers they use. */
async function insertDemoShipments(db: Database['db'], now: Date, owners: DemoAccount[]): Promise<Set<string>> {
  const rand = seededRandom(20260101);
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const eventRows: (typeof trackingEvents.$inferInsert)[] = [];
  let booking = generateBookingNo(rand);

  for (let i = 0; i < DEMO_SHIPMENT_COUNT; i++) {
    const owner = owners[i % 5 < 3 ? 0 : 1]!;
    // The first shipments are recent so that every progress value is "live".
    const ageDays = i < 6 ? 0.3 + i * 0.8 : (rand(0, 90_000) / 1000);
    const createdAt = new Date(now.getTime() - ageDays * 24 * 3600 * 1000);
    const origin = place(i % 4 === 0 ? pick(rand, UAE) : owner.senderCity);
    const international = i % 5 === 2 || i % 7 === 3;
    let destination = place(international ? pick(rand, ABROAD) : pick(rand, UAE));
    if (destination.code === origin.code) destination = place(origin.code === 'AUH' ? 'DXB' : 'AUH');
    const progress = targetProgress(i, ageDays, rand);
    const receiver = pick(rand, RECEIVERS);
    const roll = rand(0, 100);
    const exception =
      progress === 5 && roll < 10
        ? ({ code: 'DELIVERY_ATTEMPTED', reason: 'Consignee not available' } as const)
        : progress >= 2 && progress < 5 && roll < 12
          ? ({ code: 'ON_HOLD', reason: 'Awaiting consignee address confirmation' } as const)
          : progress === 3 && roll < 20
            ? ({ code: 'RETURNED', reason: 'Refused by consignee' } as const)
            : undefined;
    const deliveredTo = progress === 5 ? (roll % 3 === 0 ? `Security desk (${receiver.split(' ')[0]})` : receiver) : undefined;
    const timeline = buildTimeline({ origin, destination, createdAt, progress, exception, deliveredTo, now });
    const last = timeline[timeline.length - 1]!;
    if (i % 4 === 0) booking = generateBookingNo(rand);

    const id = crypto.randomUUID();
    shipmentRows.push({
      id,
      awbNo: generateAwb(rand),
      accountId: owner.id,
      reference: i % 3 === 2 ? null : `${owner.prefix}${String(1000 + i)}`,
      bookingNo: progress >= 1 || i % 2 === 0 ? booking : null,
      serviceCode: pick(rand, international ? SERVICES_INTL : SERVICES_DOMESTIC),
      originCity: origin.city,
      originCityCode: origin.code,
      originCountry: origin.country,
      destinationCity: destination.city,
      destinationCityCode: destination.code,
      destinationCountry: destination.country,
      status: last.code,
      progress: last.progress,
      pieces: 1 + (rand(0, 10) < 2 ? rand(1, 4) : 0),
      weightGrams: 250 + rand(0, 60) * 250,
      senderName: owner.sender,
      senderPhone: '+97142345678',
      receiverName: receiver,
      receiverPhone: `+9715${rand(0, 10)}${String(rand(1_000_000, 9_999_999))}`,
      deliveredTo: deliveredTo ?? null,
      createdAt,
      updatedAt: last.at,
    });
    eventRows.push(...timelineRows(id, timeline));
  }
  for (let i = 0; i < shipmentRows.length; i += 500) await db.insert(shipments).values(shipmentRows.slice(i, i + 500));
  for (let i = 0; i < eventRows.length; i += 1000) await db.insert(trackingEvents).values(eventRows.slice(i, i + 1000));
  return new Set(shipmentRows.map((s) => s.bookingNo).filter((b): b is string => !!b));
}
