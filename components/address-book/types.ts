// What the address book page reads from the courier API (docs/api/shipping.md,
// "Address books"). The Address shape lives beside its schema.
import type { Address, AddressBook, AddressList } from '@/lib/schemas/address';

export type { Address, AddressBook, AddressList };

/** A book; its words ("Sender addresses", "Add sender address"…) are the `addresses` messages under its name. */
export interface BookInfo {
  book: AddressBook;
  /** The courier API path of the book (the spec's spelling). */
  path: string;
}

export const BOOKS: Record<AddressBook, BookInfo> = {
  sender: { book: 'sender', path: 'addresses' },
  receiver: { book: 'receiver', path: 'addresses/recieveraddress' },
};
