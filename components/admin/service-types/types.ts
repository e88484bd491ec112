// What the Admin service-type page reads from the API (docs/api/rates-and-booking.md).
// The records' shapes live beside their schemas in lib/schemas/.

import type { RateCard } from '@/lib/schemas/rate-card';
import type { ServiceType } from '@/lib/schemas/service-types';

export type { RateCard, ServiceType };
export type StatusFilter = 'all' | 'active' | 'inactive';
export type RateZone = RateCard['Zones'][number];

export interface ServiceTypeList {
  message: string;
  data: { ServiceTypes: ServiceType[]; Total: number; Page: number; Limit: number };
}

/** One row error of a refused CSV import (row 1 is the header). */
export interface ImportRowError {
  Row: number;
  Column: string;
  Message: string;
}

/** The { message, data } envelope of a write. */
export interface Envelope<T> {
  message: string;
  data: T;
}

export const PAGE_SIZE = 10;
