// Address books (/ManageAddress and the courier API's `addresses` and
// `addresses/recieveraddress` calls, docs/api/shipping.md). One schema for the
// form's resolver and the route; the sender variant adds the UAE-only rule.
// Whether the city belongs to the country is checked by the API (city list).
import * as yup from 'yup';
import { countryCode, optionalEmail, personName, requiredText, text } from './common';
import { optionalPhone } from './phone';
import { cityCode } from './rates';
import { listQuery } from './list-query';
import { recordId } from './service-types';

export const ADDRESS_BOOKS = ['sender', 'receiver'] as const;
export type AddressBook = (typeof ADDRESS_BOOKS)[number];

/** The courier's home country: every sender (pickup) address is in it. */
export const SENDER_COUNTRY = 'AE';
export const SENDER_COUNTRY_MESSAGE = 'Sender addresses must be in the United Arab Emirates.';

export const addressFields = {
  Name: personName('Name'),
  Company: text('Company', 100).default(''),
  Phone: optionalPhone('Phone').required('Phone is required.'),
  Email: optionalEmail('Email'),
  AddressLine1: requiredText('Address Line 1', 200),
  AddressLine2: text('Address Line 2', 200).default(''),
  /** The CityCode from CityList; the API fills the city's name. */
  City: cityCode('City').required('Please choose a city.'),
  // An empty choice means the default country (as on Register).
  Country: countryCode('Country')
    .transform((v: unknown) => (v === '' ? undefined : v))
    .default(SENDER_COUNTRY),
  /** Sender book only: the address new airway bills and pickups start from. */
  IsDefault: yup.boolean().typeError('IsDefault must be true or false.').default(false),
};

/** POST addresses/recieveraddress: an address anywhere. */
export const addressSchema = yup.object(addressFields);
export type AddressInput = yup.InferType<typeof addressSchema>;

/** POST addresses: a sender (pickup) address, in the UAE. */
export const senderAddressSchema = yup.object({
  ...addressFields,
  // A test rather than oneOf(): the inferred type stays string, the same as the receiver book's.
  Country: addressFields.Country.test('uae', SENDER_COUNTRY_MESSAGE, (v) => v === undefined || v === SENDER_COUNTRY),
});

/** The write schema of a book (the form of each tab uses its book's). */
export const addressSchemaFor = (book: AddressBook) => (book === 'sender' ? senderAddressSchema : addressSchema);

/** PUT: the same fields plus the `_id` of the address. */
export const addressUpdateSchemaFor = (book: AddressBook) => addressSchemaFor(book).shape({ _id: recordId() });

/** Sort keys of an address book (Name: any letter case). Without one: the default sender address first, then by name. */
export const ADDRESS_SORTS = ['Name', 'CreatedAt'] as const;

/** GET addresses?search=&page=&limit=&sort= (and the receiver book's). */
export const addressListQuery = listQuery({ pageSize: 10, search: true, sorts: ADDRESS_SORTS });
export type AddressListQuery = yup.InferType<typeof addressListQuery>;

/** `?_id=` of DELETE. */
export const addressIdQuery = yup.object({ _id: recordId() });

/** A person at an address, as the API returns it on addresses, pickups and shipments. */
export interface PartyAddress {
  Name: string;
  Company: string;
  Phone: string;
  Email: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  CityCode: string;
  Country: string;
}

/** The Address object the API returns. */
export interface Address extends PartyAddress {
  _id: string;
  IsDefault: boolean;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface AddressList {
  Address: Address[];
  Total: number;
  Page: number;
  Limit: number;
}
