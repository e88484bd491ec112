// Address books (docs/api/shipping.md): the sender book at `addresses` and
// the receiver book at `addresses/recieveraddress` (the spec's spelling), the
// same four calls on each. The account is always the caller's, from the token.
import {
  addressIdQuery,
  addressListQuery,
  addressSchemaFor,
  addressUpdateSchemaFor,
  type AddressBook,
} from '@/lib/schemas/address';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { listAddresses } from '../services/address-list';
import { addressJson, createAddress, deleteAddress, updateAddress } from '../services/addresses';

export const NO_ACCOUNT = 'Address books belong to a customer account, and this user has none.';
export const ADDRESS_NOT_FOUND = 'This address does not exist in your address book. It may have been deleted.';

const BOOKS: Record<AddressBook, { path: string; noun: string }> = {
  sender: { path: 'addresses', noun: 'Sender address' },
  receiver: { path: 'addresses/recieveraddress', noun: 'Receiver address' },
};

/** The caller's account id; a user without an account (the Admin) has no address book. */
function accountOf(c: Ctx): { accountId: string; userId: string } {
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return { accountId: user.account.id, userId: user.id };
}

function bookRoutes(r: Router, book: AddressBook) {
  const { path, noun } = BOOKS[book];

  r.get(path, 'user', async (c) => {
    const { accountId } = accountOf(c);
    const q = await readQuery(c, addressListQuery);
    return ok(c, await listAddresses(c.get('deps').db, accountId, book, q));
  });

  r.post(path, 'user', async (c) => {
    const who = accountOf(c);
    const { db, now } = c.get('deps');
    const input = await readBody(c, addressSchemaFor(book));
    const row = await createAddress(db, book, input, { ...who, now: now() });
    const message = row.isDefault && book === 'sender' ? `${noun} saved as your default sender address.` : `${noun} saved.`;
    return ok(c, addressJson(row), message, 201);
  });

  r.put(path, 'user', async (c) => {
    const who = accountOf(c);
    const { db, now } = c.get('deps');
    const { _id, ...input } = await readBody(c, addressUpdateSchemaFor(book));
    const result = await updateAddress(db, book, _id, input, { ...who, now: now() });
    if (!result) throw notFound(ADDRESS_NOT_FOUND);
    const { row, madeDefault } = result;
    return ok(c, addressJson(row), madeDefault ? `${row.name} is now your default sender address.` : `${noun} updated.`);
  });

  r.delete(path, 'user', async (c) => {
    const { accountId } = accountOf(c);
    const { _id } = await readQuery(c, addressIdQuery);
    const result = await deleteAddress(c.get('deps').db, book, _id, accountId);
    if (!result) throw notFound(ADDRESS_NOT_FOUND);
    const promoted = result.promoted ? ` ${result.promoted.name} is now your default sender address.` : '';
    return ok(c, { _id }, `${noun} deleted.${promoted}`);
  });
}

export function addressRoutes(r: Router) {
  bookRoutes(r, 'sender');
  bookRoutes(r, 'receiver');
}
