// Set-up for e2e/service-types.spec.ts: service types and rate cards made
// straight through the BFF with the signed-in page's cookies, so each test
// writes only to records it created (uniquely coded), whatever order runs.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, dubaiNow, pickupDates } from '../lib/schemas/booking';
import type { RateCard } from '../lib/schemas/rate-card';
import type { ServiceType, ServiceTypeInput } from '../lib/schemas/service-types';
import { expect, gotoHydrated } from './fixtures';

const API = '/api/courier';
let counter = 0;

/** A code no other test (or earlier run on the same database) uses: 2–10 letters or digits. */
export function uniqueCode(prefix = 'E'): string {
  counter += 1;
  const stamp = (Date.now() % 36 ** 5).toString(36).toUpperCase();
  return `${prefix}${stamp}${counter.toString(36).toUpperCase()}`.slice(0, 10);
}

async function body<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export async function createServiceType(page: Page, fields: Partial<ServiceTypeInput> = {}): Promise<ServiceType> {
  const data: ServiceTypeInput = {
    ServiceCode: uniqueCode(),
    ServiceName: 'E2E Test Service',
    Scope: 'Domestic',
    Description: 'Made by an end-to-end test.',
    TransitDaysMin: 1,
    TransitDaysMax: 2,
    Countries: ['AE'],
    Active: true,
    CodAvailable: true,
    FuelSurchargePercent: 10,
    CodFeeMin: 5,
    CodFeePercent: 1.5,
    SortOrder: 900,
    ...fields,
  };
  return body<ServiceType>(await page.request.post(`${API}/ServiceTypes`, { data }));
}

export async function getServiceTypes(page: Page, query: Record<string, string>) {
  const qs = new URLSearchParams({ page: '1', limit: '100', status: 'all', search: '', ...query });
  return body<{ ServiceTypes: ServiceType[]; Total: number }>(await page.request.get(`${API}/ServiceTypes?${qs}`));
}

export async function getRateCard(page: Page, id: string): Promise<RateCard> {
  return body<RateCard>(await page.request.get(`${API}/RateCard?_id=${id}`));
}

/** A one-zone domestic card: every emirate, 0.5 kg for 15 AED, 1 kg for 18 AED, +3 AED per 0.5 kg. */
export async function putSimpleDomesticCard(page: Page, id: string): Promise<RateCard> {
  const Zones = [
    {
      Zone: 'A',
      ZoneName: 'All emirates',
      Destinations: ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
      Slabs: [
        { UpToKg: 0.5, Price: 15 },
        { UpToKg: 1, Price: 18 },
      ],
      AdditionalBandKg: 0.5,
      AdditionalBandPrice: 3,
    },
  ];
  return body<RateCard>(await page.request.put(`${API}/RateCard`, { data: { _id: id, Zones } }));
}

/** Books one pickup on `serviceTypeId` as the signed-in customer of `page` (Dubai → Abu Dhabi). */
export async function bookOn(page: Page, serviceTypeId: string) {
  const now = new Date();
  const today = dubaiNow(now).date;
  // Not today: a window on today's date must start after the current Dubai time.
  const PickupDate = pickupDates(now).find((d) => d !== today) ?? addDays(today, 1);
  const party = { Name: 'Test Person', Phone: '+971501234567', AddressLine1: 'Office 1, Test Tower' };
  const res = await page.request.post(`${API}/asaGuestSchedulePickup`, {
    data: {
      Sender: { ...party, City: 'DXB' },
      Receiver: { ...party, Country: 'AE', City: 'AUH' },
      PickupDate,
      PickupWindowStart: '10:00',
      PickupWindowEnd: '13:00',
      ServiceTypeId: serviceTypeId,
      Pieces: [{ Weight: 1 }],
      Contents: 'Documents',
      DeclaredValue: 100,
      CodAmount: 0,
    },
  });
  return body<{ BookingNo: string }>(res);
}

/** Opens /ManageServiceTypes and waits for the first page of the list. */
export async function openServiceTypes(page: Page) {
  await gotoHydrated(page, '/ManageServiceTypes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Service Types');
  await expect(page.getByText(/^Showing \d+–\d+ of \d+$/)).toBeVisible();
}

/**
 * Types `text` into the search box and waits until the list shows the answer
 * for it: the table is busy from the first key typed until the answer for
 * that search is in (SWR may serve a recent answer from cache without a
 * request).
 */
export async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search service types').fill(text);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

export const table = (page: Page) => page.getByRole('region', { name: 'Service types' });
export const rowOf = (page: Page, code: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
