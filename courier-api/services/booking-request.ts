// What asaGuestSchedulePickup checks beyond the shared schema (the cities
// exist and the pickup is in the UAE) and the fingerprint that tells a
// retried submit from a different booking under the same Idempotency-Key.
import { createHash } from 'node:crypto';
import type { BookingInput } from '@/lib/schemas/booking';
import { citiesOf, findCityByCode, type City } from '../data/cities';
import { countryName } from '../data/countries';
import { badRequest } from '../http';

export interface BookingRoute {
  origin: City;
  destination: City;
}

export function resolveRoute(input: BookingInput): BookingRoute {
  const origin = findCityByCode(input.Sender.City);
  if (!origin || origin.country !== 'AE') {
    throw badRequest('We collect in the UAE only. Please choose a UAE pickup city.', {
      'Sender.City': 'Please choose a UAE city from the list.',
    });
  }
  if (!countryName(input.Receiver.Country)) {
    throw badRequest('Please choose the receiver country from the list.', { 'Receiver.Country': 'Unknown country.' });
  }
  const destination = citiesOf(input.Receiver.Country).find((c) => c.code === input.Receiver.City);
  if (!destination) {
    throw badRequest('Please choose the receiver city from the list for that country.', {
      'Receiver.City': 'This city is not in the receiver country.',
    });
  }
  return { origin, destination };
}

/** JSON with object keys sorted, so the fingerprint never depends on key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * sha256 of the validated request (a booking, or a portal pickup). Validation
 * trims, case-folds and fills defaults first, so the same booking typed twice
 * hashes the same.
 */
export function bookingHash(input: object): string {
  return createHash('sha256').update(canonical(input)).digest('hex');
}
