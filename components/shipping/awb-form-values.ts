// The create form's values and how they become a CreateAirwayBill body. The
// form keeps a typed sender and receiver even while a saved address is chosen
// (picking one copies it in, so the live price and a switch to "type" work);
// the body carries exactly one of the two, as the API asks.
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { createAirwayBillSchema, type CreateAirwayBillInput } from '@/lib/schemas/shipment';
import type { Address } from '@/lib/schemas/address';

export type PartyMode = 'book' | 'typed';

interface PartyValues {
  Name: string;
  Company: string;
  Phone: string;
  Email: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
}

/** What the inputs hold: text everywhere (the schema reads numbers from it). */
export interface AwbFormValues {
  senderMode: PartyMode;
  receiverMode: PartyMode;
  SenderAddressId: string;
  ReceiverAddressId: string;
  Sender: PartyValues;
  Receiver: PartyValues & { Country: string };
  SaveReceiver: boolean;
  ServiceTypeId: string;
  Pieces: Array<{ Weight: string; Length: string; Width: string; Height: string }>;
  Contents: string;
  DeclaredValue: string;
  CodAmount: string;
  Reference: string;
  SpecialInstructions: string;
}

const emptyParty: PartyValues = { Name: '', Company: '', Phone: '', Email: '', AddressLine1: '', AddressLine2: '', City: '' };

export function awbDefaults(): AwbFormValues {
  return {
    senderMode: 'book',
    receiverMode: 'typed',
    SenderAddressId: '',
    ReceiverAddressId: '',
    Sender: { ...emptyParty },
    Receiver: { ...emptyParty, Country: 'AE' },
    SaveReceiver: false,
    ServiceTypeId: '',
    Pieces: [{ Weight: '', Length: '', Width: '', Height: '' }],
    Contents: '',
    DeclaredValue: '',
    CodAmount: '',
    Reference: '',
    SpecialInstructions: '',
  };
}

/** A saved address as the typed fields (the book's City is a name; the form holds the code). */
export function partyFromAddress(a: Address): PartyValues & { Country: string } {
  return {
    Name: a.Name,
    Company: a.Company,
    Phone: a.Phone,
    Email: a.Email,
    AddressLine1: a.AddressLine1,
    AddressLine2: a.AddressLine2,
    City: a.CityCode,
    Country: a.Country,
  };
}

/** The request body: the saved address id, or the typed address, never both. */
export function toRequest(v: AwbFormValues): Record<string, unknown> {
  const { senderMode, receiverMode, SenderAddressId, ReceiverAddressId, Sender, Receiver, SaveReceiver, ...rest } = v;
  return {
    ...rest,
    ...(senderMode === 'book' ? { SenderAddressId } : { Sender }),
    ...(receiverMode === 'book' ? { ReceiverAddressId } : { Receiver, SaveReceiver }),
  };
}

const validateBody = yupResolver(createAirwayBillSchema);

/** Validates the body the form would send with the API's own schema; errors keep the form's field names. */
export const awbResolver: Resolver<AwbFormValues, unknown, CreateAirwayBillInput> = (values, context, options) =>
  validateBody(toRequest(values) as never, context, options as never) as ReturnType<Resolver<AwbFormValues, unknown, CreateAirwayBillInput>>;

const PARTY = ['Name', 'Company', 'Phone', 'Email', 'AddressLine1', 'AddressLine2', 'City'];
const KNOWN = new Set([
  'SenderAddressId',
  'ReceiverAddressId',
  'ServiceTypeId',
  'Pieces',
  'Contents',
  'DeclaredValue',
  'CodAmount',
  'Reference',
  'SpecialInstructions',
  'Receiver.Country',
  ...PARTY.map((f) => `Sender.${f}`),
  ...PARTY.map((f) => `Receiver.${f}`),
]);

/** Whether an API field error (already in the form's dotted naming) names a field of this form. */
export const isFormField = (name: string) => KNOWN.has(name) || /^Pieces\.\d+(\.(Weight|Length|Width|Height))?$/.test(name);
