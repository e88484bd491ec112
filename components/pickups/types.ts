// What the pickup screens read from the courier API (docs/api/shipping.md,
// "Pickups"). The Pickup shape lives beside its schema.
import type { Pickup, PickupList, PickupStatusName } from '@/lib/schemas/pickup';

export type { Pickup, PickupList, PickupStatusName };

/** The { message, data } envelope of every answer. */
export interface Envelope<T> {
  message: string;
  data: T;
}

export const HISTORY_PAGE_SIZE = 10;

/** "3 pieces, 12.5 kg". */
export function piecesAndWeight(p: Pick<Pickup, 'Pieces' | 'WeightKg'>): string {
  return `${p.Pieces} ${p.Pieces === 1 ? 'piece' : 'pieces'}, ${p.WeightKg.toLocaleString('en', { maximumFractionDigits: 3 })} kg`;
}
