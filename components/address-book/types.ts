// What the address book page reads from the courier API (docs/api/shipping.md,
// "Address books"). The Address shape lives beside its schema.
import type { Address, AddressBook, AddressList } from '@/lib/schemas/address';

export type { Address, AddressBook, AddressList };

export interface BookInfo {
  book: AddressBook;
  /** The courier API path of the book (the spec's spelling). */
  path: string;
  /** Tab and table label. */
  title: string;
  /** "sender address", for buttons and messages. */
  noun: string;
}

export const BOOKS: Record<AddressBook, BookInfo> = {
  sender: { book: 'sender', path: 'addresses', title: 'Sender addresses', noun: 'sender address' },
  receiver: { book: 'receiver', path: 'addresses/recieveraddress', title: 'Receiver addresses', noun: 'receiver address' },
};
