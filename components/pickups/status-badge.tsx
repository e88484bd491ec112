import type { PickupStatusName } from './types';

// Text and background pairs with at least 4.5:1 contrast; the word carries the meaning, not the colour.
const TONES: Record<PickupStatusName, string> = {
  Requested: 'bg-brand-50 text-brand-900',
  Assigned: 'bg-amber-100 text-amber-950',
  Collected: 'bg-green-100 text-green-900',
  Failed: 'bg-red-100 text-red-900',
  Cancelled: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: PickupStatusName }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status] ?? TONES.Cancelled}`}>{status}</span>;
}
