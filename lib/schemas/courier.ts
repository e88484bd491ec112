// The courier's day (issue 15; docs/api/courier-day.md): staff, dispatch,
// the courier app's actions (synced from its offline queue), proof of
// delivery and cash on delivery. The screens' forms and the courier API
// share these schemas; the answer types are what the API returns in `data`.
import * as yup from 'yup';
import { email, personName, requiredText, str, text, username } from './common';
import { optionalPhone } from './phone';
import { isIsoDate } from './dashboard';
import { userLocale } from './locale';
import { airwayBillNo } from './printing';
import { recordId } from './service-types';
import type { LeaveWith } from './receiver';

// ---------------------------------------------------------------- staff (Admin)

export const STAFF_ROLES = ['Ops', 'Courier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST Staff: a new Ops or Courier user (no account); the answer carries a one-time password. */
export const staffCreateSchema = yup.object({
  Username: username(),
  FullName: personName('Full Name'),
  Email: email(),
  Phone: optionalPhone('Mobile Number'),
  Role: str('Role').required('Please choose a role.').oneOf(STAFF_ROLES, 'Please choose Ops or Courier.'),
  Locale: userLocale().optional(),
});
export type StaffCreateInput = yup.InferType<typeof staffCreateSchema>;

/** PUT Staff/Active: deactivate (signs them out at once) or reactivate a staff user. */
/** Manage Customers → Staff → Reset sign-in. */
export const staffResetSchema = yup.object({ _id: recordId() });

export const staffActiveSchema = yup.object({
  _id: recordId(),
  Active: yup.boolean().typeError('Active must be true or false.').required('Active is required.'),
});

export interface StaffMember {
  _id: string;
  Username: string;
  FullName: string;
  Email: string;
  Phone: string | null;
  Role: StaffRole;
  Active: boolean;
  LastLoginAt: string | null;
  CreatedAt: string;
}

// ---------------------------------------------------------------- dispatch (Ops)

/** A Dubai calendar day, YYYY-MM-DD. */
export const isoDay = (label: string) =>
  str(label)
    .required(`${label} is required.`)
    .test('day', `${label} must be a date (YYYY-MM-DD).`, (v) => !v || isIsoDate(v));

/** How far ahead a run may be planned. */
export const MAX_DISPATCH_DAYS_AHEAD = 7;
export const MAX_DISPATCH_STOPS = 200;

export const dispatchQuery = yup.object({ Date: isoDay('Date') });

/** POST Dispatch: give shipments and pickups to a courier's run for a day (stops are appended in this order). */
export const dispatchAssignSchema = yup.object({
  CourierId: recordId('CourierId'),
  Date: isoDay('Date'),
  AirWayBillNos: yup.array().typeError('AirWayBillNos must be a list of airway bill numbers.').of(airwayBillNo).default([]),
  PickupIds: yup.array().typeError('PickupIds must be a list of pickup ids.').of(recordId('PickupId')).default([]),
}).test('some', 'Please choose at least one shipment or pickup.', (v) => !!v && (v.AirWayBillNos?.length ?? 0) + (v.PickupIds?.length ?? 0) > 0)
  .test('max', `A run can take up to ${MAX_DISPATCH_STOPS} stops at a time.`, (v) => !v || (v.AirWayBillNos?.length ?? 0) + (v.PickupIds?.length ?? 0) <= MAX_DISPATCH_STOPS);
export type DispatchAssignInput = yup.InferType<typeof dispatchAssignSchema>;

/** PUT Dispatch/Unassign: take a pending stop off its run (the shipment goes back to the ready list). */
export const dispatchUnassignSchema = yup.object({ StopId: recordId('StopId') });

export interface DispatchShipment {
  AirWayBillNo: string;
  Emirate: string;
  Area: string;
  Address: string;
  ReceiverName: string;
  ReceiverPhone: string | null;
  Pieces: number;
  CodAmount: number;
  Status: string;
  StatusLabel: string;
  /** The day the receiver chose (issue 16): the board offers the parcel from that day's run on. */
  DeliveryDate: string | null;
  /** The receiver's instructions and whom to leave it with (lib/schemas/receiver.ts). */
  ReceiverInstructions: string | null;
  LeaveWith: LeaveWith | null;
}

export interface DispatchPickup {
  _id: string;
  BookingNo: string;
  Emirate: string;
  Area: string;
  Address: string;
  ContactName: string;
  ContactPhone: string;
  Window: string;
  Pieces: number;
}

export interface RunStopSummary {
  _id: string;
  Seq: number;
  Kind: 'delivery' | 'pickup';
  Ref: string;
  Area: string;
  CodAmount: number;
  Outcome: 'pending' | 'delivered' | 'failed' | 'collected';
}

export interface RunSummary {
  _id: string;
  Date: string;
  Status: 'planned' | 'started';
  CourierId: string;
  CourierName: string;
  Stops: RunStopSummary[];
  CodToCollect: number;
  Done: number;
}

export interface DispatchBoard {
  Date: string;
  Couriers: { _id: string; FullName: string }[];
  Ready: DispatchShipment[];
  PickupsDue: DispatchPickup[];
  Runs: RunSummary[];
}

export const runIdQuery = yup.object({ RunId: recordId('RunId') });

// ---------------------------------------------------------------- the courier app

export const FAIL_REASONS = [
  'Receiver not available',
  'Wrong or incomplete address',
  'Receiver refused the parcel',
  'Receiver asked for another day',
  'No cash for COD',
  'Premises closed',
  'Could not reach by phone',
  'Other',
] as const;
export type FailReason = (typeof FAIL_REASONS)[number];

export const RELATIONSHIPS = ['Self', 'Family', 'Colleague', 'Reception', 'Neighbour', 'Other'] as const;
export const COD_METHODS = ['cash', 'card'] as const;
export const COURIER_ACTION_KINDS = ['deliver', 'fail', 'collect', 'pickup_collected', 'pickup_failed'] as const;
export type CourierActionKind = (typeof COURIER_ACTION_KINDS)[number];

/** A PNG signature and a JPEG photo, as data URLs the app makes from a canvas. */
export const MAX_SIGNATURE_BYTES = 200_000;
export const MAX_PHOTO_BYTES = 1_500_000;
/** Declared value from which a delivery code is asked for, in fils (AED 1,000). */
export const HIGH_VALUE_FILS = 100_000;
export const MAX_SYNC_ACTIONS = 25;
/** The largest Courier/Actions body: one delivery with its photo and signature, base64, with room to spare. */
export const MAX_COURIER_SYNC_BODY_BYTES = 4 * 1024 * 1024;

const dataUrl = (label: string, type: 'image/png' | 'image/jpeg', maxBytes: number) =>
  yup
    .string()
    .typeError(`${label} must be an image.`)
    .test('type', `${label} must be a ${type === 'image/png' ? 'PNG' : 'JPEG'} image.`, (v) => !v || v.startsWith(`data:${type};base64,`))
    .test('size', `${label} is too large (at most ${Math.round(maxBytes / 1000)} KB).`, (v) => !v || Math.floor(((v.length - v.indexOf(',') - 1) * 3) / 4) <= maxBytes);

const position = yup
  .object({
    Lat: yup.number().typeError('Latitude must be a number.').min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.').required(),
    Lng: yup.number().typeError('Longitude must be a number.').min(-180, 'Longitude must be between -180 and 180.').max(180, 'Longitude must be between -180 and 180.').required(),
    Accuracy: yup.number().typeError('Accuracy must be a number.').min(0, 'Accuracy cannot be negative.').max(100_000, 'Accuracy must be at most 100,000.').default(0),
  })
  .typeError('Position must be an object with Lat and Lng.')
  .nullable()
  .default(null);

const is = (kind: CourierActionKind) => (k: unknown) => k === kind;
const isPickup = (k: unknown) => k === 'pickup_collected' || k === 'pickup_failed';

/**
 * One action of the courier app. ClientId is made on the phone when the
 * courier acts: the queue sends it until the server answers, and a second
 * send of the same ClientId is answered from the first (recorded once).
 */
export const courierActionSchema = yup.object({
  ClientId: str('ClientId')
    .required('ClientId is required.')
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'ClientId must be a UUID.'),
  Kind: str('Kind').required('Kind is required.').oneOf(COURIER_ACTION_KINDS, 'Kind must be deliver, fail, collect, pickup_collected or pickup_failed.'),
  AirWayBillNo: airwayBillNo.when('Kind', { is: isPickup, then: (s) => s.strip(), otherwise: (s) => s.required('Please scan or type the airway bill number.') }),
  PickupId: recordId('PickupId').when('Kind', { is: isPickup, then: (s) => s, otherwise: (s) => s.optional().strip() }),
  /** When the courier acted (the phone's clock); the server's time when left out. */
  OccurredAt: str('OccurredAt')
    .default('')
    .test('time', 'OccurredAt must be an ISO 8601 time.', (v) => !v || !Number.isNaN(Date.parse(v))),
  RecipientName: personName('Recipient name').when('Kind', { is: is('deliver'), then: (s) => s, otherwise: (s) => s.optional().strip() }),
  Relationship: str('Relationship').when('Kind', {
    is: is('deliver'),
    then: (s) => s.required('Please choose who received the parcel.').oneOf(RELATIONSHIPS, 'Please choose a relationship from the list.'),
    otherwise: (s) => s.strip(),
  }),
  Signature: dataUrl('Signature', 'image/png', MAX_SIGNATURE_BYTES).when('Kind', {
    is: is('deliver'),
    then: (s) => s.required('Please ask the receiver to sign.'),
    otherwise: (s) => s.strip(),
  }),
  Photo: dataUrl('Photo', 'image/jpeg', MAX_PHOTO_BYTES).when('Kind', { is: is('deliver'), then: (s) => s.optional(), otherwise: (s) => s.strip() }),
  Position: position,
  DeliveryCode: str('Delivery code').when('Kind', {
    is: is('deliver'),
    then: (s) => s.matches(/^\d{6}$/, { message: 'The delivery code has 6 digits.', excludeEmptyString: true }).default(''),
    otherwise: (s) => s.strip(),
  }),
  Reason: str('Reason').when('Kind', {
    is: (k: unknown) => k === 'fail' || k === 'pickup_failed',
    then: (s) => s.required('Please choose a reason.').oneOf(FAIL_REASONS, 'Please choose a reason from the list.'),
    otherwise: (s) => s.strip(),
  }),
  Note: text('Note', 200).default(''),
  Method: str('Method', 'lower').when('Kind', {
    is: is('collect'),
    then: (s) => s.required('Please choose cash or card.').oneOf(COD_METHODS, 'Please choose cash or card.'),
    otherwise: (s) => s.strip(),
  }),
  /** What the courier collected, in AED: it must equal the shipment's COD amount. */
  Amount: yup
    .number()
    .typeError('Amount must be a number.')
    .when('Kind', { is: is('collect'), then: (s) => s.required('Please enter the amount collected.').min(0.01, 'Amount must be more than 0.'), otherwise: (s) => s.strip() }),
});
export type CourierActionInput = yup.InferType<typeof courierActionSchema>;

/** POST Courier/Actions: one or more actions from the queue, recorded each on its own. */
export const courierSyncSchema = yup.object({
  Actions: yup
    .array()
    .typeError('Actions must be a list.')
    .of(yup.mixed<Record<string, unknown>>().required())
    .min(1, 'Please send at least one action.')
    .max(MAX_SYNC_ACTIONS, `Please send at most ${MAX_SYNC_ACTIONS} actions at a time.`)
    .required('Actions is required.'),
});

export interface CourierActionResult {
  ClientId: string;
  Ok: boolean;
  /** True when this ClientId was recorded before: the first answer, unchanged. */
  Replayed: boolean;
  Message: string;
}

export interface CourierStop {
  _id: string;
  Seq: number;
  Kind: 'delivery' | 'pickup';
  Outcome: 'pending' | 'delivered' | 'failed' | 'collected';
  /** Delivery stops. */
  AirWayBillNo: string | null;
  /** Pickup stops. */
  PickupId: string | null;
  BookingNo: string | null;
  Name: string;
  Phone: string | null;
  Address: string;
  Area: string;
  Emirate: string;
  Instructions: string | null;
  Pieces: number;
  CodAmount: number;
  CodCollected: boolean;
  /** The receiver must read out the delivery code (COD or high value). */
  NeedsCode: boolean;
  /** What the receiver chose (issue 16; delivery stops): the day, their instructions, whom to leave it with. */
  DeliveryDate: string | null;
  ReceiverInstructions: string | null;
  LeaveWith: LeaveWith | null;
}

export interface CourierRun {
  Run: { _id: string; Date: string; Status: 'planned' | 'started' } | null;
  Courier: { _id: string; FullName: string };
  Stops: CourierStop[];
  /** Cash collected and not yet handed to Ops, in AED. */
  CashOnHand: number;
}

export const courierRunQuery = yup.object({ Date: isoDay('Date').optional().default(undefined) });

// ---------------------------------------------------------------- proof of delivery

export interface DeliveryProof {
  AirWayBillNo: string;
  RecipientName: string;
  Relationship: string;
  DeliveredAt: string;
  CourierName: string;
  Position: { Lat: number; Lng: number; Accuracy: number | null } | null;
  CodeVerified: boolean;
  HasSignature: boolean;
  HasPhoto: boolean;
}

export const proofQuery = yup.object({ AirWayBillNo: airwayBillNo.required('Please give the airway bill number.') });
export const proofFileQuery = proofQuery.shape({
  File: str('File').required('File is required.').oneOf(['signature', 'photo', 'pdf'], 'File must be signature, photo or pdf.'),
});

// ---------------------------------------------------------------- cash on delivery

/** POST CodHandover: Ops counted a courier's cash; every cash collection they hold is handed over. */
export const codHandoverSchema = yup.object({
  CourierId: recordId('CourierId'),
  /** The cash counted, in AED. */
  Counted: yup.number().typeError('Counted must be a number.').min(0, 'Counted cannot be negative.').max(10_000_000, 'Counted is too large.').required('Please enter the cash counted.'),
  Note: text('Note', 200).default(''),
});

export interface CourierCash {
  CourierId: string;
  FullName: string;
  Collections: number;
  Expected: number;
}

export interface CodHandoverRow {
  _id: string;
  CourierName: string;
  ReceivedBy: string;
  Collections: number;
  Expected: number;
  Counted: number;
  Difference: number;
  Note: string | null;
  CreatedAt: string;
}

export interface CodHandoverBoard {
  Couriers: CourierCash[];
  Recent: CodHandoverRow[];
  Totals: { Collected: number; WithCouriers: number; HandedOver: number; Remitted: number; Pending: number };
}

/**
 * POST CodRemittances: a statement for an account's handed-over COD collected
 * in a period. `Account` (the account number), not `AccountNo`: the BFF strips
 * AccountNo from every body, since a customer's account comes from the token.
 */
export const codRemittanceCreateSchema = yup.object({
  Account: requiredText('Account number', 20),
  From: isoDay('From'),
  To: isoDay('To'),
}).test('order', 'From must be on or before To.', (v) => !v?.From || !v?.To || v.From <= v.To);

/** PUT CodRemittances/Paid: the bank transfer went out. */
export const codRemittancePaidSchema = yup.object({
  _id: recordId(),
  BankReference: requiredText('Bank reference', 60),
});

export const codStatementQuery = yup.object({ _id: recordId() });
export const codStatementFileQuery = codStatementQuery.shape({
  Format: str('Format', 'lower').required('Format is required.').oneOf(['pdf', 'csv'], 'Format must be pdf or csv.'),
});

export interface CodStatement {
  _id: string;
  StatementNo: string;
  AccountNo: string;
  CompanyName: string;
  PeriodStart: string;
  PeriodEnd: string;
  Shipments: number;
  Collected: number;
  Fee: number;
  /** Invoices settled from the collected cash (the account's setting), oldest first; Invoices is their sum. */
  Invoices: number;
  SettledInvoices: Array<{ InvoiceNo: string; Amount: number }>;
  /** The account's payment (method COD remittance) that settled them; null when none were. */
  PaymentNo: string | null;
  Net: number;
  Status: 'pending' | 'paid';
  BankReference: string | null;
  PaidAt: string | null;
  CreatedAt: string;
}

export interface CodStatementLine {
  AirWayBillNo: string;
  Reference: string | null;
  ReceiverName: string;
  DeliveredAt: string | null;
  CollectedAt: string;
  Method: 'cash' | 'card';
  Amount: number;
}

export interface CodStatementDetail extends CodStatement {
  Lines: CodStatementLine[];
}

/** The dashboard's COD figures for an account, in AED. */
export interface CodFigures {
  Collected: number;
  PendingRemittance: number;
  Remitted: number;
}
