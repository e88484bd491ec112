// Looks shipments up by airway bill, customer reference or booking number and
// shapes them as the spec's AirwayBillTrackList. One statement for the
// shipments and their events, each shipment's tracking log written as JSON
// text by PostgreSQL and carried into the answer as it is (raw-json.ts); a
// booking lookup that found no shipment asks the pickups too
// (services/booking-tracking.ts).
import { dubaiStamp } from '@/lib/schemas/dubai-days';
import type { ShipmentTrackingEvent } from '@/lib/schemas/shipment';
import { keyBatcher, type KeyBatcher } from '../db/batch';
import type { Db } from '../db/client';
import { ownClient, preparedRows, type Statement } from '../db/prepared';
import { countryName } from '../data/countries';
import { RawJson } from '../raw-json';
import { findPickupBookings, type PickupBooking } from './booking-tracking';
import { lockedReason, receiverContacts } from './notifications/receiver';
import { progressAfter, STATUSES, statusDef, statusLabel } from './status';

export type TrackBy = 'awb' | 'reference' | 'booking';

/** Most shipments returned for one reference or booking number. */
export const MAX_MATCHES_PER_NUMBER = 50;

/** One line of the tracking log: the same event GET Shipment shows (lib/schemas/shipment.ts). */
export type TrackingLogEvent = ShipmentTrackingEvent;

/** A tracking log, newest first: as PostgreSQL wrote it (a shipment's), or built here (a pickup booking's). */
export type TrackingLog = RawJson<TrackingLogEvent[]> | TrackingLogEvent[];

/** The events of a tracking log, for code that reads them rather than sends them. */
export const logEvents = (log: TrackingLog): TrackingLogEvent[] => (log instanceof RawJson ? log.value() : log);

/** One shipment of the AirwayBillTrackList, as the answer's JSON has it. */
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
  /** The day the receiver chose (Dubai, YYYY-MM-DD), or null; shipments only (issue 16). */
  DeliveryDate?: string | null;
  /** The receiver may still change the delivery (not yet out for delivery, a UAE address, a phone or email to send the code to). */
  CanChangeDelivery?: boolean;
  TrackingLogDetails: TrackingLogEvent[];
}

/** A TrackedShipment as the service hands it over: its log possibly still JSON text (answerBody writes it out: raw-json.ts). */
export type TrackedAnswer = Omit<TrackedShipment, 'TrackingLogDetails'> & { TrackingLogDetails: TrackingLog };

function place(city: string, country: string): string {
  return country === 'AE' ? `${city}, UAE` : `${city}, ${countryName(country) ?? country}`;
}

export interface TrackScope {
  /** Signed-in customers look references and bookings up in their own account only. */
  accountId: string | null;
  /** Show fields only the owner should see (reference, booking, receiver's signature name). */
  showPrivate: (accountId: string | null) => boolean;
}

/** A pickup booking's event (services/booking-tracking.ts): [epoch ms, location, remarks, status, delivered to, exception]. */
export type CompactEvent = [number, string, string, string, string | null, string | null];

interface Row {
  awb_no: string;
  account_id: string | null;
  reference: string | null;
  booking_no: string | null;
  service_code: string;
  origin_city: string;
  origin_country: string;
  destination_city: string;
  destination_country: string;
  status: string;
  progress: number;
  pieces: number;
  delivered_to: string | null;
  delivery_date: string | null;
  receiver_phone: string | null;
  receiver_email: string | null;
  matched: string;
  /** The tracking log as JSON text, newest first (EVENT_JSON). */
  events: string;
}

/** A text as an SQL literal (standard_conforming_strings, on in PostgreSQL since 9.1 and in PGlite). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The status's label (statusLabel) as JSON text: a CASE over the known codes; an unknown code shows as itself. */
const STATUS_LABEL_JSON = `case e.status_code ${[...STATUSES.values()]
  .map((d) => `when ${literal(d.code)} then ${literal(JSON.stringify(d.label))}`)
  .join(' ')} else to_json(e.status_code)::text end`;

/** An event's time in Dubai, UTC+4 all year (lib/schemas/dubai-days.ts). */
const DUBAI_TIME = `((e.occurred_at at time zone 'UTC') + interval '4 hours')`;

/**
 * One event of tracking_events `e` as the JSON text of a TrackingLogEvent,
 * exactly as logEvent() writes one: the Dubai date and time (truncated to
 * the minute), location, remarks and status label, then DeliveredTo and
 * ExceptionReason only when they hold something. A test holds the two to
 * the same bytes (routes/tracking.test.ts, on both databases).
 */
const EVENT_JSON = `'{"ActivityDate":"' || to_char(${DUBAI_TIME}, 'YYYY-MM-DD')
             || '","ActivityTime":"' || to_char(${DUBAI_TIME}, 'HH24:MI')
             || '","Location":' || to_json(e.location)::text || ',"Remarks":' || to_json(e.remarks)::text
             || ',"Status":' || ${STATUS_LABEL_JSON}
             || case when e.delivered_to <> '' then ',"DeliveredTo":' || to_json(e.delivered_to)::text else '' end
             || case when e.exception_reason <> '' then ',"ExceptionReason":' || to_json(e.exception_reason)::text else '' end
             || '}'`;

/** The tracking statement for one way of looking up, in the caller's account or in all. */
function trackingStatement(by: TrackBy, scoped: boolean): Statement {
  const column = by === 'awb' ? 's.awb_no' : by === 'reference' ? 's.reference' : 's.booking_no';
  return {
    name: `saqr_track_${by}${scoped ? '_scoped' : ''}`,
    text: `
    select s.awb_no, s.account_id, s.reference, s.booking_no, s.service_code,
           s.origin_city, s.origin_country, s.destination_city, s.destination_country,
           s.status, s.progress, s.pieces, s.delivered_to, s.delivery_date::text as delivery_date,
           s.receiver_phone, s.receiver_email, ${column} as matched,
           coalesce((
             select '[' || string_agg(${EVENT_JSON}, ',' order by e.occurred_at desc, e.id desc) || ']'
             from tracking_events e where e.shipment_id = s.id), '[]') as events
    from shipments s
    where ${column} = any($1::text[])${scoped ? ' and s.account_id = $3' : ''}
    order by s.created_at desc
    limit $2`,
  };
}

/** Each lookup's statement, in all accounts and in the caller's (an AWB lookup is never scoped). */
const STATEMENTS = {
  awb: trackingStatement('awb', false),
  reference: trackingStatement('reference', false),
  referenceScoped: trackingStatement('reference', true),
  booking: trackingStatement('booking', false),
  bookingScoped: trackingStatement('booking', true),
};

/** Statements of AWB lookups running at once per database handle; lookups arriving meanwhile go out together next. */
export const AWB_STATEMENTS_IN_FLIGHT = 2;
/** Most numbers in one batched AWB statement: ten full requests. */
const AWB_BATCH_MAX_NUMBERS = 500;

/** Per database handle: AWB lookups of concurrent requests as one statement (db/batch.ts). */
const awbBatchers = new WeakMap<object, KeyBatcher<Row>>();

const awbStatement = (db: Db, keys: string[]) => preparedRows<Row>(db, STATEMENTS.awb, [keys, keys.length * MAX_MATCHES_PER_NUMBER]);

function awbRows(db: Db, numbers: string[]): Promise<Row[]> {
  // A transaction's handle (no client of its own) reads its own writes: never batched with others.
  if (!ownClient(db)) return awbStatement(db, numbers);
  let batcher = awbBatchers.get(db);
  if (!batcher) {
    const run = (keys: string[]) => awbStatement(db, keys);
    batcher = keyBatcher<Row>({ run, keyOf: (r) => r.matched, maxInFlight: AWB_STATEMENTS_IN_FLIGHT, maxKeys: AWB_BATCH_MAX_NUMBERS });
    awbBatchers.set(db, batcher);
  }
  return batcher.load(numbers);
}

/** A reference or booking lookup: in the caller's account when signed in as a customer, else in all. */
function scopedRows(db: Db, by: Exclude<TrackBy, 'awb'>, numbers: string[], accountId: string | null): Promise<Row[]> {
  const values: unknown[] = [numbers, numbers.length * MAX_MATCHES_PER_NUMBER];
  if (!accountId) return preparedRows<Row>(db, STATEMENTS[by], values);
  return preparedRows<Row>(db, STATEMENTS[`${by}Scoped`], [...values, accountId]);
}

/**
 * One round trip: the shipments and, per shipment, its tracking log as JSON
 * text. Raw SQL on purpose: this is the hottest public path, and ORM row
 * mapping cost more than the query itself (bench/tracking.ts);
 * a prepared statement, since planning it cost more than running it
 * (db/prepared.ts). AWB lookups of requests that arrive together share one
 * statement (db/batch.ts).
 */
export function trackShipments(db: Db, by: TrackBy, numbers: string[], scope: TrackScope): Promise<TrackedAnswer[]> {
  let rows: Promise<Row[]>;
  try {
    rows = by === 'awb' ? awbRows(db, numbers) : scopedRows(db, by, numbers, scope.accountId);
  } catch (err) {
    return Promise.reject(err); // always a promise, as the async function was
  }
  // One `then` for an airway-bill lookup (issue 12: each promise costs a call about a microsecond).
  return rows.then((found) => {
    const byNumber = new Map<string, Row[]>();
    for (const r of found) {
      const list = byNumber.get(r.matched);
      if (list) list.push(r);
      else byNumber.set(r.matched, [r]);
    }
    // A booking without shipments exists only as a pickup: a second query, for booking lookups that found nothing.
    const missing = by === 'booking' ? numbers.filter((n) => !byNumber.has(n)) : [];
    if (!missing.length) return answers(numbers, byNumber, null, scope);
    return findPickupBookings(db, missing, scope.accountId).then((bookings) => answers(numbers, byNumber, bookings, scope));
  });
}

/** Each number's shipments in the order asked (at most MAX_MATCHES_PER_NUMBER), its pickup booking, or "not found". */
function answers(numbers: string[], byNumber: Map<string, Row[]>, bookings: Map<string, PickupBooking> | null, scope: TrackScope): TrackedAnswer[] {
  const out: TrackedAnswer[] = [];
  for (const number of numbers) {
    const matches = byNumber.get(number);
    if (!matches) {
      const booking = bookings?.get(number);
      out.push(booking ? bookingTracked(booking, number, scope) : notFound(number));
      continue;
    }
    for (const r of matches.slice(0, MAX_MATCHES_PER_NUMBER)) out.push(toTracked(r, number, scope));
  }
  return out;
}

function toTracked(r: Row, number: string, scope: TrackScope): TrackedAnswer {
  const def = statusDef(r.status);
  const item: TrackedAnswer = {
    AirWayBillNo: r.awb_no,
    SearchedNumber: number,
    Found: true,
    Origin: place(r.origin_city, r.origin_country),
    Destination: place(r.destination_city, r.destination_country),
    ShipmentProgress: Number(r.progress),
    Status: def.label,
    StatusCode: def.code,
    IsException: Boolean(def.exception),
    ServiceType: r.service_code,
    Pieces: Number(r.pieces),
    DeliveryDate: r.delivery_date,
    CanChangeDelivery: canChange(r),
    TrackingLogDetails: new RawJson<TrackingLogEvent[]>(r.events),
  };
  if (scope.showPrivate(r.account_id)) {
    item.Reference = r.reference;
    item.BookingNo = r.booking_no;
    item.DeliveredTo = r.delivered_to;
  }
  return item;
}

/** The receiver's delivery choices are open (the phone and email themselves never leave the server). */
function canChange(r: Row): boolean {
  if (lockedReason({ status: r.status, destinationCountry: r.destination_country })) return false;
  const to = receiverContacts({ receiverPhone: r.receiver_phone, receiverEmail: r.receiver_email });
  return Boolean(to.sms || to.email);
}

/** An event of a pickup booking (services/booking-tracking.ts) as the log shows it; a shipment's are written by EVENT_JSON. */
export function logEvent([at, location, remarks, status, deliveredTo, exception]: CompactEvent): TrackingLogEvent {
  const { date, time } = dubaiStamp(Number(at));
  const ev: TrackingLogEvent = {
    ActivityDate: date,
    ActivityTime: time,
    Location: location,
    Remarks: remarks,
    Status: statusLabel(status),
  };
  if (deliveredTo) ev.DeliveredTo = deliveredTo;
  if (exception) ev.ExceptionReason = exception;
  return ev;
}

/** A booking with no shipment yet: at the pickup city (picked up once collected); no destination or service is known. */
function bookingTracked(b: PickupBooking, number: string, scope: TrackScope): TrackedShipment {
  const def = statusDef(b.events[0]![3]);
  const item: TrackedShipment = {
    AirWayBillNo: number,
    SearchedNumber: number,
    Found: true,
    Origin: place(b.city, b.country),
    Destination: '',
    ShipmentProgress: progressAfter(def.code, 0),
    Status: def.label,
    StatusCode: def.code,
    IsException: Boolean(def.exception),
    ServiceType: null,
    Pieces: b.pieces,
    TrackingLogDetails: b.events.map(logEvent),
  };
  if (scope.showPrivate(b.account_id)) {
    item.Reference = null;
    item.BookingNo = b.booking_no;
    item.DeliveredTo = null;
  }
  return item;
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
