// The sender and receiver of a new airway bill: a saved address of the
// caller's account (looked up with the account in the WHERE, so another
// account's id is simply not found) or one typed in the request. Field errors
// use the request's names, so the form can show them where they belong.
import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CreateAirwayBillInput } from '@/lib/schemas/shipment';
import { findCityByCode, type City } from '../../data/cities';
import { countryName } from '../../data/countries';
import { addresses, type AddressKind } from '../../db/schema';
import { badRequest } from '../../http';
import { getAccountAddress, type AddressRow } from '../addresses';
import type { Tx } from './types';

export interface Party {
  name: string;
  company: string | null;
  phone: string;
  email: string | null;
  line1: string;
  line2: string | null;
  city: City;
}

const NOT_IN_BOOK = (noun: string) => `This ${noun} address is not in your address book. It may have been deleted.`;

const orNull = (v: string | null | undefined) => (v ? v : null);
/** The address books keep phones in E.164; shipments do too, so a search finds both alike. */
const e164 = (phone: string) => parsePhoneNumberFromString(phone)?.number ?? phone;

function fail(path: string, message: string): never {
  throw badRequest(message, { [path]: message });
}

async function fromBook(tx: Tx, accountId: string, kind: AddressKind, id: string): Promise<Party> {
  const row = await getAccountAddress(tx, accountId, kind, id);
  if (!row) fail(kind === 'sender' ? 'SenderAddressId' : 'ReceiverAddressId', NOT_IN_BOOK(kind));
  return bookParty(row, kind);
}

/** A saved address as a party; 400 when its city is no longer served. (The batch upload reads many rows at once.) */
export function bookParty(row: AddressRow, kind: AddressKind): Party {
  const idPath = kind === 'sender' ? 'SenderAddressId' : 'ReceiverAddressId';
  const city = findCityByCode(row.cityCode);
  // A city dropped from the list since the address was saved: the address must be edited first.
  if (!city || city.country !== row.country || (kind === 'sender' && city.country !== 'AE')) {
    fail(idPath, `The city of this ${kind} address is no longer served. Please edit the address first.`);
  }
  return { name: row.name, company: row.company, phone: row.phone, email: row.email, line1: row.addressLine1, line2: row.addressLine2, city };
}

type Typed = NonNullable<CreateAirwayBillInput['Sender']> & { Country?: string };

/** A typed party; 400 with the request's field name when its country or city is unknown. */
export function typedParty(p: Typed, kind: AddressKind): Party {
  const prefix = kind === 'sender' ? 'Sender' : 'Receiver';
  const country = kind === 'sender' ? 'AE' : p.Country!;
  if (!countryName(country)) fail(`${prefix}.Country`, 'Please choose the receiver country from the list.');
  const city = findCityByCode(p.City);
  if (!city || city.country !== country) {
    fail(
      `${prefix}.City`,
      kind === 'sender' ? 'We collect in the UAE only. Please choose a UAE sender city from the list.' : 'Please choose the receiver city from the list for that country.',
    );
  }
  return { name: p.Name, company: orNull(p.Company), phone: e164(p.Phone), email: orNull(p.Email), line1: p.AddressLine1, line2: orNull(p.AddressLine2), city };
}

export async function resolveParties(tx: Tx, accountId: string, input: CreateAirwayBillInput): Promise<{ sender: Party; receiver: Party }> {
  const sender = input.SenderAddressId ? await fromBook(tx, accountId, 'sender', input.SenderAddressId) : typedParty(input.Sender!, 'sender');
  const receiver = input.ReceiverAddressId ? await fromBook(tx, accountId, 'receiver', input.ReceiverAddressId) : typedParty(input.Receiver!, 'receiver');
  return { sender, receiver };
}

/**
 * Adds a typed receiver to the account's receiver book, unless the same
 * address is already there (a repeat customer must not fill the book with copies).
 */
export async function saveReceiver(tx: Tx, accountId: string, userId: string, p: Party, now: Date): Promise<void> {
  const same = and(
    eq(addresses.accountId, accountId),
    eq(addresses.kind, 'receiver'),
    eq(addresses.name, p.name),
    eq(addresses.phone, p.phone),
    eq(addresses.addressLine1, p.line1),
    eq(addresses.cityCode, p.city.code),
    eq(addresses.country, p.city.country),
  );
  const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(same).limit(1);
  if (existing) return;
  await tx.insert(addresses).values({
    accountId,
    kind: 'receiver',
    name: p.name,
    company: p.company,
    phone: p.phone,
    email: p.email,
    addressLine1: p.line1,
    addressLine2: p.line2,
    city: p.city.name,
    cityCode: p.city.code,
    country: p.city.country,
    isDefault: false,
    createdByUserId: userId,
    createdAt: now,
    updatedAt: now,
  });
}
