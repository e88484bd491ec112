// What a verified receiver may choose before the parcel goes out for
// delivery, and the choice itself: another working day, instructions, whom
// to leave it with, or another address in the same emirate. A choice is one
// transaction with the shipment row locked: the status is checked again
// under the lock (a run may have started meanwhile), then the delivery_choices
// row, the shipment's columns and a tracking event (the shipment's current
// status, so tracking's "newest event = status" rule holds) are written
// together. No webhook: the shipment.* events say the status changed, and
// a choice changes no status; the merchant reads choices in the shipment's
// details (GET Shipment, GET v1/shipments/:awb).
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { addDays, dubaiNow, isWorkingDay } from '@/lib/schemas/booking';
import {
  decodeLeaveWith,
  encodeLeaveWith,
  RECEIVER_DAYS,
  type ChoiceAddress,
  type DeliveryChoiceView,
  type LeaveWith,
  type ReceiverChoiceInput,
  type ReceiverChoiceKind,
  type ReceiverChoiceList,
  type ReceiverChoicesInfo,
  type ReceiverCurrent,
  type ReceiverOptions,
} from '@/lib/schemas/receiver';
import { fromFils } from '@/lib/money';
import { RECEIVER_REMARKS } from '@/lib/receiver-remarks';
import { CITIES, findCityByCode } from '../../data/cities';
import type { Db } from '../../db/client';
import { courierRuns, deliveryChoices, runStops, shipments, trackingEvents } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../http';
import { emirateOf } from '../courier/dispatch';
import { listPage } from '../list-page';
import { quoteService, type Queryable } from '../pricing';
import type { Tx } from '../shipments/types';
import { assertChangeable, lockedReason, RECEIVER_AWB_NOT_FOUND } from './receiver';
import { readNotificationSettings } from './settings';

export const CHOICE_DAY_NOT_OFFERED = 'Please choose one of the days offered.';
export const REDIRECTS_FORBIDDEN = 'The sender does not allow redirecting this parcel. You can still choose another day or leave instructions.';
export const redirectOutsideEmirate = (emirate: string) => `The parcel can be redirected only to an address in ${emirate}.`;

/** What Receiver/Choice says once a choice is saved. */
export function choiceSaved(kind: ReceiverChoiceKind): string {
  if (kind === 'reschedule') return 'Your delivery day is saved.';
  if (kind === 'instructions') return 'Your delivery instructions are saved.';
  if (kind === 'leave_with') return 'Your choice of whom to leave it with is saved.';
  return 'The new delivery address is saved.';
}

/** The working days (Monday to Saturday, lib/schemas/booking.ts, as pickups) a receiver may pick: from tomorrow in Dubai. */
export function offeredDays(now: Date): string[] {
  const today = dubaiNow(now).date;
  const out: string[] = [];
  for (let i = 1; out.length < RECEIVER_DAYS; i++) {
    const d = addDays(today, i);
    if (isWorkingDay(d)) out.push(d);
  }
  return out;
}

/** The UAE cities of an emirate, by name. */
const citiesOfEmirate = (emirate: string) =>
  CITIES.filter((c) => c.country === 'AE' && (c.region ?? c.name) === emirate).sort((a, b) => a.name.localeCompare(b.name));

const choiceColumns = {
  id: shipments.id,
  awbNo: shipments.awbNo,
  accountId: shipments.accountId,
  status: shipments.status,
  progress: shipments.progress,
  serviceTypeId: shipments.serviceTypeId,
  originCityCode: shipments.originCityCode,
  destinationCountry: shipments.destinationCountry,
  destinationCity: shipments.destinationCity,
  destinationCityCode: shipments.destinationCityCode,
  line1: shipments.receiverAddressLine1,
  line2: shipments.receiverAddressLine2,
  weightGrams: shipments.weightGrams,
  chargeableGrams: shipments.chargeableGrams,
  codAmountFils: shipments.codAmountFils,
  deliveryDate: shipments.deliveryDate,
  instructions: shipments.receiverInstructions,
  leaveWith: shipments.leaveWith,
};
interface ChoiceShipment {
  id: string;
  awbNo: string;
  accountId: string | null;
  status: string;
  progress: number;
  serviceTypeId: string | null;
  originCityCode: string;
  destinationCountry: string;
  destinationCity: string;
  destinationCityCode: string;
  line1: string | null;
  line2: string | null;
  weightGrams: number;
  chargeableGrams: number | null;
  codAmountFils: number;
  deliveryDate: string | null;
  instructions: string | null;
  leaveWith: string | null;
}

const addressOf = (s: Pick<ChoiceShipment, 'line1' | 'line2' | 'destinationCity' | 'destinationCityCode'>): ChoiceAddress => ({
  AddressLine1: s.line1 ?? '',
  AddressLine2: s.line2 ?? '',
  City: s.destinationCity,
  CityCode: s.destinationCityCode,
});

/**
 * What a redirect to `toCityCode` costs by the rate card, in fils: the
 * service's price for the new destination minus its price for the booked
 * one, both at today's card (a card changed since booking charges nobody),
 * never below zero. Domestic cards price by the destination emirate, so
 * within one emirate this is 0; a card that priced finer would charge the
 * difference without a change here. A service no longer quoted charges nothing.
 */
export async function redirectCharge(db: Queryable, s: ChoiceShipment, toCityCode: string): Promise<number> {
  if (!s.serviceTypeId) return 0;
  const pieces = [{ weightGrams: s.chargeableGrams ?? s.weightGrams, lengthCm: null, widthCm: null, heightCm: null }];
  const quote = (cityCode: string) =>
    quoteService(db, s.serviceTypeId!, { originCityCode: s.originCityCode, destinationCountry: 'AE', destinationCityCode: cityCode, pieces, codAmountFils: s.codAmountFils });
  try {
    const [before, after] = [await quote(s.destinationCityCode), await quote(toCityCode)];
    return Math.max(0, after.charges.totalFils - before.charges.totalFils);
  } catch (err) {
    if (err instanceof ApiError) return 0;
    throw err;
  }
}

/** Who pays a redirect that costs something: the merchant's account (the receiver has no way to pay us here). */
const payerOf = (fils: number): 'merchant' | null => (fils > 0 ? 'merchant' : null);

type ChoiceRow = typeof deliveryChoices.$inferSelect;

function viewOf(row: Pick<ChoiceRow, 'kind' | 'details' | 'chargeFils' | 'chargedTo' | 'createdAt'>): DeliveryChoiceView {
  const d = row.details as { date?: string; instructions?: string; leaveWith?: LeaveWith; from?: ChoiceAddress; to?: ChoiceAddress };
  const view: DeliveryChoiceView = { Kind: row.kind, CreatedAt: row.createdAt.toISOString(), Charge: fromFils(Number(row.chargeFils)), ChargedTo: row.chargedTo };
  if (row.kind === 'reschedule') view.DeliveryDate = d.date;
  if (row.kind === 'instructions') view.Instructions = d.instructions;
  if (row.kind === 'leave_with') view.LeaveWith = d.leaveWith;
  if (row.kind === 'redirect') Object.assign(view, { From: d.from, To: d.to });
  return view;
}

/** The receiver's choices of these shipments (the merchant's details): what holds now and every choice in order. */
export async function choicesOf(db: Db, list: { id: string; deliveryDate: string | null; instructions: string | null; leaveWith: string | null }[]): Promise<Map<string, ReceiverChoicesInfo>> {
  const out = new Map<string, ReceiverChoicesInfo>();
  if (!list.length) return out;
  const rows = await db
    .select()
    .from(deliveryChoices)
    .where(inArray(deliveryChoices.shipmentId, list.map((s) => s.id)))
    .orderBy(asc(deliveryChoices.shipmentId), asc(deliveryChoices.createdAt), asc(deliveryChoices.id));
  for (const s of list) {
    out.set(s.id, {
      DeliveryDate: s.deliveryDate,
      Instructions: s.instructions,
      LeaveWith: decodeLeaveWith(s.leaveWith),
      History: rows.filter((r) => r.shipmentId === s.id).map(viewOf),
    });
  }
  return out;
}

async function loadShipment(db: Db | Tx, shipmentId: string, lock: boolean): Promise<ChoiceShipment> {
  const q = db.select(choiceColumns).from(shipments).where(eq(shipments.id, shipmentId));
  const [s] = lock ? await q.for('update') : await q;
  if (!s) throw notFound(RECEIVER_AWB_NOT_FOUND);
  return s;
}

export async function receiverOptions(db: Db, shipmentId: string, now: Date): Promise<ReceiverOptions> {
  const s = await loadShipment(db, shipmentId, false);
  const [info] = (await choicesOf(db, [s])).values();
  const emirate = emirateOf(s.destinationCityCode, s.destinationCity);
  const cities = citiesOfEmirate(emirate);
  const allowed = s.accountId ? (await readNotificationSettings(db, s.accountId)).allowRedirects : true;
  // Every city of the emirate is in the card's one zone: one price stands for all of them.
  const sample = cities.find((c) => c.code !== s.destinationCityCode) ?? cities[0];
  const charge = allowed && sample ? await redirectCharge(db, s, sample.code) : 0;
  return {
    AirWayBillNo: s.awbNo,
    StatusCode: s.status,
    CanChange: lockedReason(s) === null,
    Days: offeredDays(now),
    Current: { ...info!, Address: addressOf(s) },
    Redirect: {
      Allowed: allowed,
      Emirate: emirate,
      Cities: cities.map((c) => ({ CityCode: c.code, CityName: c.name })),
      Charge: fromFils(charge),
      ChargedTo: payerOf(charge),
    },
  };
}

type Applied = { kind: ReceiverChoiceKind; details: Record<string, unknown>; set: Partial<typeof shipments.$inferInsert>; remarks: string; location: string; chargeFils: number };

/** Checks one choice against the locked shipment and says what it writes. */
async function plan(tx: Tx, s: ChoiceShipment, c: ReceiverChoiceInput, now: Date): Promise<Applied> {
  const at = { location: s.destinationCity, chargeFils: 0 };
  switch (c.Kind) {
    case 'reschedule': {
      if (!c.Date || !offeredDays(now).includes(c.Date)) throw badRequest(CHOICE_DAY_NOT_OFFERED, { Date: CHOICE_DAY_NOT_OFFERED });
      return { ...at, kind: 'reschedule', details: { date: c.Date, before: s.deliveryDate }, set: { deliveryDate: c.Date }, remarks: RECEIVER_REMARKS.reschedule(c.Date) };
    }
    case 'instructions':
      return {
        ...at,
        kind: 'instructions',
        details: { instructions: c.Instructions, before: s.instructions },
        set: { receiverInstructions: c.Instructions! },
        remarks: RECEIVER_REMARKS.instructions(),
      };
    case 'leave_with': {
      const leaveWith: LeaveWith = c.LeaveWith === 'security' ? { Kind: 'security' } : { Kind: 'neighbour', Name: c.NeighbourName!, Flat: c.NeighbourFlat! };
      return {
        ...at,
        kind: 'leave_with',
        details: { leaveWith, before: decodeLeaveWith(s.leaveWith) },
        set: { leaveWith: encodeLeaveWith(leaveWith) },
        remarks: leaveWith.Kind === 'security' ? RECEIVER_REMARKS.security() : RECEIVER_REMARKS.neighbour(),
      };
    }
    case 'redirect': {
      if (s.accountId && !(await readNotificationSettings(tx as unknown as Db, s.accountId)).allowRedirects) throw forbidden(REDIRECTS_FORBIDDEN);
      const emirate = emirateOf(s.destinationCityCode, s.destinationCity);
      const city = findCityByCode(c.City ?? '');
      if (!city || city.country !== 'AE' || (city.region ?? city.name) !== emirate) {
        const message = redirectOutsideEmirate(emirate);
        throw badRequest(message, { City: message });
      }
      const to: ChoiceAddress = { AddressLine1: c.AddressLine1!, AddressLine2: c.AddressLine2 ?? '', City: city.name, CityCode: city.code };
      const chargeFils = await redirectCharge(tx, s, city.code);
      return {
        kind: 'redirect',
        location: city.name,
        chargeFils,
        details: { from: addressOf(s), to, emirate },
        set: { receiverAddressLine1: to.AddressLine1, receiverAddressLine2: to.AddressLine2 || null, destinationCity: city.name, destinationCityCode: city.code },
        remarks: RECEIVER_REMARKS.redirect(emirate),
      };
    }
    default:
      throw badRequest('Kind must be reschedule, instructions, leave_with or redirect.');
  }
}

/**
 * Records one choice: the delivery_choices row, the shipment's columns and
 * a tracking event, in one transaction with the shipment locked; refused
 * (409) once the parcel is out for delivery. A new day also takes the
 * parcel off a run planned for another day, so it waits on the dispatch
 * board for its own.
 */
export async function applyChoice(db: Db, shipmentId: string, c: ReceiverChoiceInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const s = await loadShipment(tx, shipmentId, true);
    assertChangeable(s);
    const a = await plan(tx, s, c, now);
    const chargedTo = payerOf(a.chargeFils);
    await tx.insert(deliveryChoices).values({ shipmentId: s.id, kind: a.kind, details: a.details, chargeFils: a.chargeFils, chargedTo, createdAt: now });
    await tx.update(shipments).set({ ...a.set, updatedAt: now }).where(eq(shipments.id, s.id));
    await tx.insert(trackingEvents).values({ shipmentId: s.id, occurredAt: now, statusCode: s.status, progress: s.progress, location: a.location, remarks: a.remarks });
    if (a.kind === 'reschedule') {
      await tx
        .delete(runStops)
        .where(
          and(
            eq(runStops.shipmentId, s.id),
            eq(runStops.outcome, 'pending'),
            inArray(
              runStops.runId,
              tx.select({ id: courierRuns.id }).from(courierRuns).where(and(eq(courierRuns.status, 'planned'), ne(courierRuns.runDate, a.set.deliveryDate!))),
            ),
          ),
        );
    }
  });
}

/** What the receivers of these airway bills chose, as the shipments hold it now; those without a choice are left out. */
export async function currentChoices(db: Db, awbNos: string[]): Promise<ReceiverCurrent[]> {
  if (!awbNos.length) return [];
  const rows = await db
    .select({ awbNo: shipments.awbNo, deliveryDate: shipments.deliveryDate, instructions: shipments.receiverInstructions, leaveWith: shipments.leaveWith })
    .from(shipments)
    .where(and(inArray(shipments.awbNo, awbNos), or(isNotNull(shipments.deliveryDate), isNotNull(shipments.receiverInstructions), isNotNull(shipments.leaveWith))))
    .orderBy(asc(shipments.awbNo));
  return rows.map((r) => ({ AirWayBillNo: r.awbNo, DeliveryDate: r.deliveryDate, Instructions: r.instructions, LeaveWith: decodeLeaveWith(r.leaveWith) }));
}

/** Ops' list: the receivers' choices, newest first; `search` matches part of an airway bill. */
export async function listChoices(db: Db, q: { search: string; page: number; limit: number }): Promise<ReceiverChoiceList> {
  const where = q.search ? ilike(shipments.awbNo, `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined;
  const rows = db
    .select({
      id: deliveryChoices.id,
      kind: deliveryChoices.kind,
      details: deliveryChoices.details,
      chargeFils: deliveryChoices.chargeFils,
      chargedTo: deliveryChoices.chargedTo,
      createdAt: deliveryChoices.createdAt,
      awbNo: shipments.awbNo,
      receiverName: shipments.receiverName,
      city: shipments.destinationCity,
      cityCode: shipments.destinationCityCode,
      status: shipments.status,
      deliveryDate: shipments.deliveryDate,
    })
    .from(deliveryChoices)
    .innerJoin(shipments, eq(shipments.id, deliveryChoices.shipmentId))
    .where(where)
    .orderBy(desc(deliveryChoices.createdAt), desc(deliveryChoices.id))
    .$dynamic();
  const counted = db.select({ n: count() }).from(deliveryChoices).innerJoin(shipments, eq(shipments.id, deliveryChoices.shipmentId)).where(where);
  const page = await listPage(rows, counted, q);
  return {
    Choices: page.rows.map((r) => ({
      _id: r.id,
      AirWayBillNo: r.awbNo,
      ReceiverName: r.receiverName,
      Destination: r.city,
      Emirate: emirateOf(r.cityCode, r.city),
      StatusCode: r.status,
      DeliveryDate: r.deliveryDate,
      Choice: viewOf(r),
    })),
    Total: page.Total,
    Page: page.Page,
    Limit: page.Limit,
  };
}
