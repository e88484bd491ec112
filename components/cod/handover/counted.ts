// The cash counted, as typed in the handover dialog: read while typing, so
// the difference from what the ledger expects shows before anything is saved.
import { decimals, toFils } from '@/lib/money';

/** The amount typed, in fils, once it is one (at most two decimals, not negative); else null. */
export function countedFils(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && decimals(n) <= 2 ? toFils(n) : null;
}
