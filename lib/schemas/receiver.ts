// The receiver's delivery choices (issue 16, part 4): a code sent to the
// receiver's phone or email proves who they are; a short session then lets
// them pick another day, leave instructions, say whom to leave the parcel
// with, or redirect it within the emirate. The tracking page's panel and the
// courier API's Receiver/* routes share these schemas; the answer types are
// what the API returns in `data`. Client-safe: no server imports.
import * as yup from 'yup';
import { personName, requiredText, str, text } from './common';
import { listQuery } from './list-query';
import { userLocale } from './locale';
import { airwayBillNo } from './printing';
import { cityCode } from './rates';

/** How the code reaches the receiver: the phone or the email on the shipment. */
export const RECEIVER_CODE_CHANNELS = ['sms', 'email'] as const;
export type ReceiverCodeChannel = (typeof RECEIVER_CODE_CHANNELS)[number];

/** The choices, as delivery_choices.kind stores them (courier-api/db/schema.ts DELIVERY_CHOICE_KINDS). */
export const RECEIVER_CHOICE_KINDS = ['reschedule', 'instructions', 'leave_with', 'redirect'] as const;
export type ReceiverChoiceKind = (typeof RECEIVER_CHOICE_KINDS)[number];

export const LEAVE_WITH_KINDS = ['neighbour', 'security'] as const;
export type LeaveWithKind = (typeof LEAVE_WITH_KINDS)[number];

/** Working days offered, from tomorrow (Dubai). */
export const RECEIVER_DAYS = 5;
export const MAX_RECEIVER_INSTRUCTIONS = 200;
export const MAX_NEIGHBOUR_FLAT = 60;
/** How long a verified receiver may make choices before asking for a new code. */
export const RECEIVER_SESSION_MINUTES = 30;
/** Statuses after which the receiver can change nothing: the courier has it, or its story is over. */
export const RECEIVER_LOCKED_STATUSES = ['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;

export const receiverCodeField = () =>
  str('Code')
    .required('Please enter the code we sent.')
    .matches(/^\d{6}$/, { message: 'The code has 6 digits.', excludeEmptyString: true });

/** The session token Receiver/Verify gave: in the body, never in an address. */
const token = () => str('Token').required('Please confirm with the code we sent first.').max(2000, 'Please confirm with the code we sent first.');

/** POST Receiver/Code: send a code to the receiver (by SMS unless `Via` says email or there is no phone). */
export const receiverCodeSchema = yup.object({
  AirWayBillNo: airwayBillNo,
  Via: str('Via', 'lower')
    .oneOf(['', ...RECEIVER_CODE_CHANNELS], 'Via must be sms or email.')
    .default(''),
  Locale: userLocale().default('en'),
});
export type ReceiverCodeInput = yup.InferType<typeof receiverCodeSchema>;

/** POST Receiver/Verify: the code → a session. */
export const receiverVerifySchema = yup.object({
  AirWayBillNo: airwayBillNo,
  Code: receiverCodeField(),
});

/** POST Receiver/Options: what this receiver may choose (the token must be this airway bill's). */
export const receiverOptionsSchema = yup.object({ AirWayBillNo: airwayBillNo, Token: token() });

const when = (kind: ReceiverChoiceKind) => (k: unknown) => k === kind;
const neighbour = (kind: unknown, leaveWith: unknown) => kind === 'leave_with' && leaveWith === 'neighbour';

/** The choice's own fields: the panel's form validates these, the route adds the Token. */
export const receiverChoiceFields = {
  Kind: str('Kind')
    .required('Please choose what to change.')
    .oneOf(RECEIVER_CHOICE_KINDS, 'Kind must be reschedule, instructions, leave_with or redirect.'),
  Date: str('Delivery day').when('Kind', {
    is: when('reschedule'),
    then: (s) => s.required('Please choose a delivery day.').matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Delivery day must be a date like 2026-11-23.', excludeEmptyString: true }),
    otherwise: (s) => s.strip(),
  }),
  Instructions: text('Delivery instructions', MAX_RECEIVER_INSTRUCTIONS).when('Kind', {
    is: when('instructions'),
    then: (s) => s.required('Please write your delivery instructions.'),
    otherwise: (s) => s.strip(),
  }),
  LeaveWith: str('Leave with').when('Kind', {
    is: when('leave_with'),
    then: (s) => s.required('Please choose whom we may leave it with.').oneOf(LEAVE_WITH_KINDS, 'Please choose a neighbour or building security.'),
    otherwise: (s) => s.strip(),
  }),
  NeighbourName: personName("Neighbour's name").when(['Kind', 'LeaveWith'], {
    is: neighbour,
    then: (s) => s,
    otherwise: (s) => s.optional().strip(),
  }),
  NeighbourFlat: requiredText('Flat or house', MAX_NEIGHBOUR_FLAT).when(['Kind', 'LeaveWith'], {
    is: neighbour,
    then: (s) => s,
    otherwise: (s) => s.optional().strip(),
  }),
  AddressLine1: requiredText('Address Line 1', 200).when('Kind', { is: when('redirect'), then: (s) => s, otherwise: (s) => s.optional().strip() }),
  AddressLine2: text('Address Line 2', 200).when('Kind', { is: when('redirect'), then: (s) => s.default(''), otherwise: (s) => s.strip() }),
  City: cityCode('City').when('Kind', { is: when('redirect'), then: (s) => s.required('Please choose a city.'), otherwise: (s) => s.strip() }),
};

/** POST Receiver/Choice. */
export const receiverChoiceSchema = yup.object({ AirWayBillNo: airwayBillNo, Token: token(), ...receiverChoiceFields });
export type ReceiverChoiceInput = yup.InferType<typeof receiverChoiceSchema>;

/** GET ReceiverChoices (Ops): the receivers' latest choices, newest first; `search` is part of an airway bill. */
export const receiverChoicesQuery = listQuery({ pageSize: 20, search: true });

/** Airway bills GET ReceiverChoices/Current reads at once: a scan's list (lib/schemas/operations.ts MAX_SCAN_AWBS). */
export const MAX_CHOICE_AWBS = 500;

/** GET ReceiverChoices/Current (Ops): what the receivers of these airway bills chose, for the scan screen; numbers that are not airway bills are left out. */
export const receiverCurrentQuery = yup.object({
  AirWayBillNos: str('AirWayBillNos')
    .default('')
    .transform((v: unknown) => (typeof v === 'string' ? [...new Set(v.split(',').map((x) => x.trim()).filter((x) => /^\d{11}$/.test(x)))].join(',') : v))
    .test('max', `Please ask for at most ${MAX_CHOICE_AWBS} airway bills at a time.`, (v) => !v || v.split(',').length <= MAX_CHOICE_AWBS),
});

// ---------------------------------------------------------------- whom to leave it with

export type LeaveWith = { Kind: 'security' } | { Kind: 'neighbour'; Name: string; Flat: string };

/** shipments.leave_with: `security`, or `neighbour:<name>|<flat>` (a name never holds a `|`). */
export function encodeLeaveWith(l: LeaveWith): string {
  return l.Kind === 'security' ? 'security' : `neighbour:${l.Name}|${l.Flat}`;
}

export function decodeLeaveWith(stored: string | null | undefined): LeaveWith | null {
  if (!stored) return null;
  if (stored === 'security') return { Kind: 'security' };
  if (!stored.startsWith('neighbour:')) return null;
  const rest = stored.slice('neighbour:'.length);
  const cut = rest.indexOf('|');
  return { Kind: 'neighbour', Name: cut === -1 ? rest : rest.slice(0, cut), Flat: cut === -1 ? '' : rest.slice(cut + 1) };
}

// ---------------------------------------------------------------- answers

export interface ReceiverCodeSent {
  Via: ReceiverCodeChannel;
  /** Where it went, masked: "+971 5• ••• ••67", "a•••@example.com". */
  SentTo: string;
  /** The channels this shipment has (a second send may use the other). */
  Channels: ReceiverCodeChannel[];
  ExpiresInMinutes: number;
}

export interface ReceiverSession {
  Token: string;
  ExpiresAt: string;
}

export interface ChoiceAddress {
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  CityCode: string;
}

/** One choice as it was made (the merchant's details, Ops' list). */
export interface DeliveryChoiceView {
  Kind: ReceiverChoiceKind;
  CreatedAt: string;
  /** reschedule: the day chosen. */
  DeliveryDate?: string;
  /** instructions. */
  Instructions?: string;
  /** leave_with. */
  LeaveWith?: LeaveWith;
  /** redirect: the address before and after. */
  From?: ChoiceAddress;
  To?: ChoiceAddress;
  /** What a redirect costs, in AED, and who pays (null: nothing to pay). */
  Charge: number;
  ChargedTo: 'receiver' | 'merchant' | null;
}

/** What the receiver chose, as the shipment holds it now, and every choice in order. */
export interface ReceiverChoicesInfo {
  DeliveryDate: string | null;
  Instructions: string | null;
  LeaveWith: LeaveWith | null;
  History: DeliveryChoiceView[];
}

export interface ReceiverOptions {
  AirWayBillNo: string;
  StatusCode: string;
  /** False once the parcel is out for delivery (or its story is over). */
  CanChange: boolean;
  /** The working days the receiver may pick (Dubai dates, tomorrow onwards). */
  Days: string[];
  Current: ReceiverChoicesInfo & { Address: ChoiceAddress };
  Redirect: {
    /** The merchant may forbid redirects for their account. */
    Allowed: boolean;
    Emirate: string;
    /** The cities a redirect may go to: the same emirate's. */
    Cities: { CityCode: string; CityName: string }[];
    /** AED by the rate card (0: free) and who pays it. */
    Charge: number;
    ChargedTo: 'receiver' | 'merchant' | null;
  };
}

/** A line of Ops' list of the receivers' choices. */
export interface ReceiverChoiceRow {
  _id: string;
  AirWayBillNo: string;
  ReceiverName: string;
  Destination: string;
  Emirate: string;
  StatusCode: string;
  /** What the shipment holds now (a later choice may have replaced this one). */
  DeliveryDate: string | null;
  Choice: DeliveryChoiceView;
}

/** What a receiver chose, as the shipment holds it now (the scan screen's notes). */
export interface ReceiverCurrent {
  AirWayBillNo: string;
  DeliveryDate: string | null;
  Instructions: string | null;
  LeaveWith: LeaveWith | null;
}

export interface ReceiverChoiceList {
  Choices: ReceiverChoiceRow[];
  Total: number;
  Page: number;
  Limit: number;
}
