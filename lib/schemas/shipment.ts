// Airway bills (docs/api/shipping.md, "Airway bills"): the CreateAirwayBill
// body and the ShipmentHistory filters, shared by /Managingshipping's forms
// and the courier API. Cities and countries are checked against the city list
// by the API; saved addresses are looked up in the caller's own books.
import type { PartyAddress } from './address';
import type { ReceiverChoicesInfo } from './receiver';
import * as yup from 'yup';
import { STATUS_CODES } from '@/courier-api/services/status';
import { addressFields } from './address';
import { countryCode, str } from './common';
import { FROM_ON_OR_BEFORE_TO, listQuery } from './list-query';
import { cityCode, parcelFields, UUID } from './rates';

/** One export holds at most this many shipments (a larger selection must be narrowed). */
export const MAX_EXPORT_ROWS = 10_000;
/** ShipmentHistory counts its matches up to this many; beyond, it answers "more than" (TotalCapped). */
export const HISTORY_COUNT_CAP = 1_000;
export const HISTORY_PAGE_SIZE = 10;

/** An optional record id: '' or absent means "not chosen". */
const optionalId = (label: string) =>
  str(label, 'lower').matches(UUID, { message: `Please choose a ${label.toLowerCase()} from the list.`, excludeEmptyString: true }).default('');

// The contact fields of the address books, so a typed party can be saved to a book as it is.
const { Name, Company, Phone, Email, AddressLine1, AddressLine2 } = addressFields;
const contact = { Name, Company, Phone, Email, AddressLine1, AddressLine2 };

/** A typed sender: the pickup address, in the UAE (the API checks the city). */
export const typedSenderSchema = yup
  .object({ ...contact, City: cityCode('Sender city').required('Please choose the sender city.') })
  .typeError('Sender must be an object with the sender contact and address.');

/** A typed receiver, anywhere the courier delivers. */
export const typedReceiverSchema = yup
  .object({
    ...contact,
    Country: countryCode('Receiver country').required('Please choose the receiver country.'),
    City: cityCode('Receiver city').required('Please choose the receiver city.'),
  })
  .typeError('Receiver must be an object with the receiver contact and address.');

export const createAirwayBillSchema = yup
  .object({
    SenderAddressId: optionalId('Sender address'),
    // Absent unless typed: an object schema would otherwise default to its fields' defaults.
    Sender: typedSenderSchema.default(undefined).optional(),
    ReceiverAddressId: optionalId('Receiver address'),
    Receiver: typedReceiverSchema.default(undefined).optional(),
    /** Adds the typed receiver to the receiver book, in the same transaction. */
    SaveReceiver: yup.boolean().typeError('SaveReceiver must be true or false.').default(false),
    /** Tells the receiver nothing about this shipment, whatever the account's notification settings (issue 16). */
    DoNotNotify: yup
      .boolean()
      .typeError('DoNotNotify must be true or false.')
      .default(false)
      .meta({ description: "true: the receiver gets no email, SMS or WhatsApp about this shipment, whatever your account's receiver notification settings." }),
    ...parcelFields,
  })
  .test('parties', '', function (v) {
    if (!v) return true;
    // Exactly one of a saved address and a typed one, for each party.
    const rule = (id: string, typed: unknown, idPath: string, noun: string) => {
      if (!id && !typed) return this.createError({ path: idPath, message: `Please choose a ${noun} address or type one.` });
      if (id && typed) return this.createError({ path: idPath, message: `Choose a saved ${noun} address or type one, not both.` });
      return null;
    };
    return rule(v.SenderAddressId, v.Sender, 'SenderAddressId', 'sender') ?? rule(v.ReceiverAddressId, v.Receiver, 'ReceiverAddressId', 'receiver') ?? true;
  });
export type CreateAirwayBillInput = yup.InferType<typeof createAirwayBillSchema>;

/** Sort keys of ShipmentHistory (and its export). Without one: CreatedAt:desc, newest first. */
export const SHIPMENT_SORTS = ['CreatedAt', 'AirWayBillNo'] as const;

/** Filters of ShipmentHistory and of its CSV export (which ignores page and limit). */
export const shipmentFiltersSchema = listQuery({ pageSize: HISTORY_PAGE_SIZE, search: true, sorts: SHIPMENT_SORTS, range: FROM_ON_OR_BEFORE_TO }).shape({
  Status: str('Status', 'upper')
    .default('')
    .test('status', 'Please choose a status from the list.', (v) => !v || STATUS_CODES.includes(v)),
  ServiceCode: str('Service', 'upper')
    .default('')
    .matches(/^[A-Z0-9]{2,10}$/, { message: 'Please choose a service from the list.', excludeEmptyString: true }),
});
export type ShipmentFilters = yup.InferType<typeof shipmentFiltersSchema>;

/** `GET Shipment?AirWayBillNo=`. */
export const shipmentQuerySchema = yup.object({
  AirWayBillNo: str('Airway bill number')
    .required('Airway bill number is required.')
    .matches(/^\d{11}$/, { message: 'An airway bill number is 11 digits.', excludeEmptyString: true }),
});

export interface ShipmentCharges {
  Base: number;
  FuelSurcharge: number;
  CodFee: number;
  Vat: number;
  Total: number;
  Currency: 'AED';
}

/** A shipment in ShipmentHistory (money in AED, weights in kg). */
export interface Shipment {
  _id: string;
  AirWayBillNo: string;
  /** The owning account (useful to the Admin, who sees all of them); null for a guest booking. */
  AccountNo: string | null;
  Reference: string;
  BookingNo: string | null;
  BatchNo: string | null;
  CreatedAt: string;
  ServiceCode: string;
  ServiceName: string;
  Origin: string;
  Destination: string;
  DestinationCountry: string;
  SenderName: string;
  ReceiverName: string;
  ReceiverPhone: string;
  Pieces: number;
  ChargeableKg: number;
  CodAmount: number;
  Charges: ShipmentCharges;
  Status: string;
  StatusLabel: string;
  ShipmentProgress: number;
}

export type ShipmentParty = PartyAddress;

export interface ShipmentPiece {
  PieceNo: number;
  Weight: number;
  Length: number | null;
  Width: number | null;
  Height: number | null;
}

export interface ShipmentTrackingEvent {
  ActivityDate: string;
  ActivityTime: string;
  Location: string;
  Remarks: string;
  Status: string;
  DeliveredTo?: string;
  ExceptionReason?: string;
}

/** GET Shipment and the 201 of CreateAirwayBill. */
export interface ShipmentDetail extends Shipment {
  Sender: ShipmentParty;
  Receiver: ShipmentParty;
  Contents: string;
  DeclaredValue: number;
  SpecialInstructions: string;
  /** The receiver is told nothing about this shipment (issue 16). */
  DoNotNotify: boolean;
  PieceDetails: ShipmentPiece[];
  /** What the receiver chose for the delivery (issue 16): a day, instructions, whom to leave it with, a new address. */
  ReceiverChoices: ReceiverChoicesInfo;
  TrackingLogDetails: ShipmentTrackingEvent[];
}

export interface ShipmentList {
  Shipments: Shipment[];
  /** How many match, counted up to HISTORY_COUNT_CAP; see TotalCapped. */
  Total: number;
  /** True when more than Total (= HISTORY_COUNT_CAP) match: the pager says "more than", filters narrow it. */
  TotalCapped: boolean;
  Page: number;
  Limit: number;
}
