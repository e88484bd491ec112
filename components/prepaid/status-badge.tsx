import type { TopupStatus } from './types';

// Text and background pairs with at least 4.5:1 contrast; the word carries the meaning, not the colour.
const TONES: Record<TopupStatus, string> = {
  Pending: 'bg-amber-100 text-amber-950',
  Approved: 'bg-green-100 text-green-900',
  Rejected: 'bg-red-100 text-red-900',
};

export function TopupStatusBadge({ status }: { status: TopupStatus }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>{status}</span>;
}
