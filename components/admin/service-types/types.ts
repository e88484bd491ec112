// What the Admin service-type page reads from the API (docs/api/rates-and-booking.md).
// The records' shapes live beside their schemas in lib/schemas/.

import type { RateCard } from '@/lib/schemas/rate-card';
import type { ServiceType } from '@/lib/schemas/service-types';

export type { RateCard, ServiceType };

/** One row error of a refused CSV import (row 1 is the header). */
export interface ImportRowError {
  Row: number;
  Column: string;
  Message: string;
}
