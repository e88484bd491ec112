'use client';

import useSWR, { useSWRConfig } from 'swr';
import { BOOKS, PAGE_SIZE, type AddressBook, type AddressList, type Envelope } from './types';

export interface ListQuery {
  search: string;
  page: number;
}

export const listKey = (book: AddressBook, { search, page }: ListQuery) =>
  `${BOOKS[book].path}?${new URLSearchParams({ search, page: String(page), limit: String(PAGE_SIZE) })}`;

/** One page of a book; the previous page stays on screen while the next loads. */
export function useAddressList(book: AddressBook, query: ListQuery) {
  return useSWR<Envelope<AddressList>>(listKey(book, query), { keepPreviousData: true });
}

/**
 * Revalidates every cached page of a book after a write, whichever search or
 * page it was for (spec §4: address writes refresh their lists). The prefix
 * includes the "?", so the sender book never matches the receiver book's keys.
 */
export function useRefreshBook(book: AddressBook) {
  const { mutate } = useSWRConfig();
  const prefix = `${BOOKS[book].path}?`;
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
