import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@/lib/schemas/invoices';
import type { PaymentStatus } from '@/lib/schemas/payments';

// Text and background pairs with at least 4.5:1 contrast; the word carries the meaning, not the colour.
const TONES: Record<string, string> = {
  Open: 'bg-brand-50 text-brand-900',
  PartiallyPaid: 'bg-amber-100 text-amber-950',
  Paid: 'bg-green-100 text-green-900',
  Succeeded: 'bg-green-100 text-green-900',
  Completed: 'bg-green-100 text-green-900',
  Pending: 'bg-amber-100 text-amber-950',
  Overdue: 'bg-red-100 text-red-900',
  Failed: 'bg-red-100 text-red-900',
  Rejected: 'bg-red-100 text-red-900',
  Void: 'bg-slate-200 text-slate-800',
};

const badge = 'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`${badge} ${TONES[status] ?? TONES.Void}`}>{label ?? status}</span>;
}

/** An invoice's status, and "Overdue · 12 days" when it is late. */
export function InvoiceStatusBadge({ status, daysOverdue }: { status: InvoiceStatus; daysOverdue: number }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} />
      {daysOverdue > 0 && <StatusBadge status="Overdue" label={`Overdue · ${daysOverdue} ${daysOverdue === 1 ? 'day' : 'days'}`} />}
    </span>
  );
}

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus | 'Completed', string> = {
  Pending: 'Awaiting confirmation',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Rejected: 'Rejected',
  Completed: 'Completed',
};
