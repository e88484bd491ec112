// The create form's values and how they become a CreateAirwayBill body. The form keeps a typed sender and receiver even while a saved address is chosen
// (picking one copies it in, so the live price and a switch to "type" work); the body carries exactly one of the two, as the API asks.
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import type { CreateAirwayBillInput } from '@/lib/schemas/shipment';
import type { Address, AddressList, PartyAddress } from '@/lib/schemas/address';

export type PartyMode = 'book' | 'typed';

/** A typed party: the book's fields, with the city as its code. */
type PartyValues = Omit<PartyAddress, 'CityCode' | 'Country'>;

const emptyParty: PartyValues = { Name: '', Company: '', Phone: '', Email: '', AddressLine1: '', AddressLine2: '', City: '' };
const emptyPiece = { Weight: '', Length: '', Width: '', Height: '' };

/** What the inputs hold: text everywhere (the schema reads numbers from it). */
export function awbDefaults() {
  return {
    senderMode: 'book' as PartyMode, receiverMode: 'typed' as PartyMode, SenderAddressId: '', ReceiverAddressId: '',
    Sender: { ...emptyParty }, Receiver: { ...emptyParty, Country: 'AE' }, SaveReceiver: false, DoNotNotify: false,
    ServiceTypeId: '', Pieces: [{ ...emptyPiece }], Contents: '', DeclaredValue: '', CodAmount: '', Reference: '', SpecialInstructions: '',
  };
}

export type AwbFormValues = ReturnType<typeof awbDefaults>;

/** The saved-address picker lists this many matches; the search narrows a longer book. */
export const PICK_LIMIT = 100;
/** A book's first page, as the picker asks for it before any search. */
export const BOOK_FIRST_PAGE = { search: '', page: 1, limit: PICK_LIMIT } as const;

/**
 * The form's starting values, given the sender book when this page already has it (a second airway bill,
 * or the page opened again): an empty book starts on the typed sender, a book with a default address starts
 * with it chosen. The form then paints as it stays, instead of switching or growing once the book is read
 * again. Without the book: the plain defaults, and the picker settles the sender when the book comes.
 */
export function awbStart(senderBook?: AddressList): AwbFormValues {
  const values = awbDefaults();
  const start = senderBook && bookStart(senderBook);
  if (start === 'empty') return { ...values, senderMode: 'typed' };
  return start ? { ...values, SenderAddressId: start._id, Sender: { ...values.Sender, ...partyFromAddress(start) } } : values;
}

/** What a book's first page settles: 'empty' (type the address instead), its default address, or nothing to choose. */
export function bookStart(book: AddressList): 'empty' | Address | undefined {
  return book.Total === 0 ? 'empty' : book.Address.find((a) => a.IsDefault);
}

/** A saved address as the typed fields (the book's City is a name; the form holds the code). */
export function partyFromAddress(a: Address): PartyValues & { Country: string } {
  const { Name, Company, Phone, Email, AddressLine1, AddressLine2, CityCode, Country } = a;
  return { Name, Company, Phone, Email, AddressLine1, AddressLine2, City: CityCode, Country };
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

// The API's own schema (and yup with it) loads with the form's first focus or submit, not
// with the page: building the schemas as their modules load was a long task of its own as
// the page started (issue 12). Errors keep the form's field names.
const awbSchema = lazyResolver<AwbFormValues, CreateAirwayBillInput>(() =>
  Promise.all([import('@hookform/resolvers/yup'), import('@/lib/schemas/shipment')]).then(([{ yupResolver }, { createAirwayBillSchema }]) => {
    const validateBody = yupResolver(createAirwayBillSchema);
    /** Validates the body the form would send with the API's own schema. */
    const resolver: Resolver<AwbFormValues, unknown, CreateAirwayBillInput> = (values, context, options) =>
      validateBody(toRequest(values) as never, context, options as never) as ReturnType<Resolver<AwbFormValues, unknown, CreateAirwayBillInput>>;
    return resolver;
  }),
);
export const awbResolver = awbSchema.resolver;
/** Starts loading the schema (on the form's first focus), so that a submit does not wait for it. */
export const preloadAwbSchema = awbSchema.preload;

// Every field of the form, as react-hook-form names them ('Sender.City'), from the defaults.
const KNOWN = new Set(
  Object.entries(awbDefaults()).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).map((f) => `${k}.${f}`) : [k])),
);

/** Whether an API field error (already in the form's dotted naming) names a field of this form. */
export const isFormField = (name: string) => KNOWN.has(name) || /^Pieces\.\d+(\.(Weight|Length|Width|Height))?$/.test(name);
