// Set-up and locators for e2e/address-book.spec.ts. Addresses are made and
// read straight through the BFF with the signed-in page's cookies; every test
// uses names of its own, so tests never depend on each other's rows.
import type { APIResponse, Page } from '@playwright/test';
import type { Address, AddressList } from '../lib/schemas/address';
import { expect, gotoHydrated } from './fixtures';

export type Book = 'sender' | 'receiver';
const PATH: Record<Book, string> = { sender: '/api/courier/addresses', receiver: '/api/courier/addresses/recieveraddress' };
export const TITLE: Record<Book, string> = { sender: 'Sender addresses', receiver: 'Receiver addresses' };

let counter = 0;
/** A person's name no other test (or run) uses: names take letters only, so the stamp is in letters. */
export function uniqueName(first: string): string {
  counter += 1;
  let n = Date.now() * 100 + counter;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A valid UAE mobile number nobody else's test uses: its national part and its E.164 form. */
export function uniqueMobile(): { national: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { national: `50${rest}`, e164: `+97150${rest}` };
}

async function data<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export async function createAddress(page: Page, book: Book, fields: Record<string, unknown>): Promise<Address> {
  const body = { Phone: uniqueMobile().e164, AddressLine1: 'Office 4, Test Tower', City: 'DXB', Country: 'AE', ...fields };
  return data<Address>(await page.request.post(PATH[book], { data: body }));
}

export async function listAddresses(page: Page, book: Book, search = ''): Promise<AddressList> {
  return data<AddressList>(await page.request.get(`${PATH[book]}?${new URLSearchParams({ search, limit: '100' })}`));
}

export async function deleteAddress(page: Page, book: Book, id: string) {
  await data(await page.request.delete(`${PATH[book]}?_id=${id}`));
}

/** Opens /ManageAddress on a book's tab and waits for its first page. */
export async function openBook(page: Page, book: Book = 'sender') {
  await gotoHydrated(page, book === 'receiver' ? '/ManageAddress?tab=receiver' : '/ManageAddress');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Address');
  await expect(page.getByRole('tab', { name: TITLE[book] })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page, book)).toHaveAttribute('aria-busy', 'false');
}

export const table = (page: Page, book: Book) => page.getByRole('region', { name: TITLE[book] });
export const rowOf = (page: Page, book: Book, name: string) =>
  table(page, book).getByRole('row').filter({ has: page.getByRole('rowheader').getByText(name, { exact: true }) });
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Types into a book's search box and waits until the table shows the answer
 * for it: the address names the search it asked for (after the debounce,
 * under the book's name: ?sender.search=) and the table is busy until that
 * answer is in.
 */
export async function searchFor(page: Page, book: Book, text: string) {
  await page.getByLabel(`Search ${TITLE[book].toLowerCase()}`).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get(`${book}.search`) ?? '').toBe(text.trim());
  await expect(table(page, book)).toHaveAttribute('aria-busy', 'false');
}
