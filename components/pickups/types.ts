// What the pickup screens share with the Admin's pickup queue (components/operations).
import type { Pickup } from '@/lib/schemas/pickup';

export type { Pickup, PickupList } from '@/lib/schemas/pickup';

/** "3 pieces, 12.5 kg". */
export function piecesAndWeight(p: Pick<Pickup, 'Pieces' | 'WeightKg'>): string {
  return `${p.Pieces} ${p.Pieces === 1 ? 'piece' : 'pieces'}, ${p.WeightKg.toLocaleString('en', { maximumFractionDigits: 3 })} kg`;
}
