// Looks shipments up by airway bill, customer reference or booking number and
// shapes them as the spec's AirwayBillTrackList. Two queries whatever the count:
// the shipments, then all their events.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shipments, trackingEvents } from '../db/schema';
import { countryName } from '../data/countries';
import { statusDef, statusLabel } from './status';

export type TrackBy = 'awb' | 'reference' | 'booking';

/** Most shipments returned for one reference or booking number. */
export const MAX_MATCHES_PER_NUMBER = 50;

export interface TrackingLogEvent {
  ActivityDate: string;
  ActivityTime: string;
  Location: string;
  Remarks: string;
  Status: string;
  DeliveredTo?: string;
  ExceptionReason?: string;
}

export interface TrackedShipment {
  AirWayBillNo: string;
  SearchedNumber: string;
  Found: boolean;
  Origin: string;
  Destination: string;
  ShipmentProgress: number;
  Status: string | null;
  StatusCode: string | null;
  IsException: boolean;
  ServiceType: string | null;
  Pieces: number | null;
  BookingNo?: string | null;
  Reference?: string | null;
  DeliveredTo?: string | null;
  TrackingLogDetails: TrackingLogEvent[];
}

/** Dubai keeps UTC+4 all year (no daylight saving), so plain arithmetic is exact. */
const DUBAI_OFFSET_MS = 4 * 3600 * 1000;
export function dubaiDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function place(city: string, country: string): string {
  return country === 'AE' ? `${city}, UAE` : `${city}, ${countryName(country) ?? country}`;
}

export interface TrackScope {
  /** Signed-in customers look references and bookings up in their own account only. */
  accountId: string | null;
  /** Show fields only the owner should see (reference, booking, receiver's signature name). */
  showPrivate: (accountId: string | null) => boolean;
}

export async function trackShipments(db: Db, by: TrackBy, numbers: string[], scope: TrackScope) {
  const column = by === 'awb' ? shipments.awbNo : by === 'reference' ? shipments.reference : shipments.bookingNo;
  const where: SQL[] = [inArray(column, numbers)];
  if (by !== 'awb' && scope.accountId) where.push(eq(shipments.accountId, scope.accountId));

  const rows = await db
    .select({
      id: shipments.id,
      awbNo: shipments.awbNo,
      accountId: shipments.accountId,
      reference: shipments.reference,
      bookingNo: shipments.bookingNo,
      serviceCode: shipments.serviceCode,
      originCity: shipments.originCity,
      originCountry: shipments.originCountry,
      destinationCity: shipments.destinationCity,
      destinationCountry: shipments.destinationCountry,
      status: shipments.status,
      progress: shipments.progress,
      pieces: shipments.pieces,
      deliveredTo: shipments.deliveredTo,
    })
    .from(shipments)
    .where(and(...where))
    .orderBy(desc(shipments.createdAt))
    .limit(numbers.length * MAX_MATCHES_PER_NUMBER);

  const events = rows.length
    ? await db
        .select({
          shipmentId: trackingEvents.shipmentId,
          occurredAt: trackingEvents.occurredAt,
          statusCode: trackingEvents.statusCode,
          location: trackingEvents.location,
          remarks: trackingEvents.remarks,
          deliveredTo: trackingEvents.deliveredTo,
          exceptionReason: trackingEvents.exceptionReason,
        })
        .from(trackingEvents)
        .where(inArray(trackingEvents.shipmentId, rows.map((r) => r.id)))
        .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id))
    : [];

  const logs = new Map<string, TrackingLogEvent[]>();
  for (const e of events) {
    const { date, time } = dubaiDateTime(e.occurredAt);
    const ev: TrackingLogEvent = { ActivityDate: date, ActivityTime: time, Location: e.location, Remarks: e.remarks, Status: statusLabel(e.statusCode) };
    if (e.deliveredTo) ev.DeliveredTo = e.deliveredTo;
    if (e.exceptionReason) ev.ExceptionReason = e.exceptionReason;
    const list = logs.get(e.shipmentId);
    if (list) list.push(ev);
    else logs.set(e.shipmentId, [ev]);
  }

  const keyOf = (r: (typeof rows)[number]) => (by === 'awb' ? r.awbNo : by === 'reference' ? r.reference : r.bookingNo);
  const result: TrackedShipment[] = [];
  for (const number of numbers) {
    const matches = rows.filter((r) => keyOf(r) === number).slice(0, MAX_MATCHES_PER_NUMBER);
    if (!matches.length) {
      result.push(notFound(number));
      continue;
    }
    for (const r of matches) {
      const def = statusDef(r.status);
      const item: TrackedShipment = {
        AirWayBillNo: r.awbNo,
        SearchedNumber: number,
        Found: true,
        Origin: place(r.originCity, r.originCountry),
        Destination: place(r.destinationCity, r.destinationCountry),
        ShipmentProgress: r.progress,
        Status: def.label,
        StatusCode: def.code,
        IsException: Boolean(def.exception),
        ServiceType: r.serviceCode,
        Pieces: r.pieces,
        TrackingLogDetails: logs.get(r.id) ?? [],
      };
      if (scope.showPrivate(r.accountId)) {
        item.Reference = r.reference;
        item.BookingNo = r.bookingNo;
        item.DeliveredTo = r.deliveredTo;
      }
      result.push(item);
    }
  }
  return result;
}

function notFound(number: string): TrackedShipment {
  return {
    AirWayBillNo: number,
    SearchedNumber: number,
    Found: false,
    Origin: '',
    Destination: '',
    ShipmentProgress: 0,
    Status: null,
    StatusCode: null,
    IsException: false,
    ServiceType: null,
    Pieces: null,
    TrackingLogDetails: [],
  };
}
