import { formatAed, formatDay } from '@/components/ui/format';
import { Panel } from '@/components/ui/states';
import { AGEING_BUCKETS, AGEING_LABELS, type PaymentDues } from '@/lib/schemas/invoices';

function Figure({ label, value, note, alert }: { label: string; value: string; note?: string; alert?: boolean }) {
  return (
    <div className={`rounded-card border bg-surface p-4 shadow-card ${alert ? 'border-danger-200' : 'border-line'}`}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${alert ? 'text-danger-800' : 'text-ink'}`}>{value}</dd>
      {note && <dd className="mt-1 text-sm text-muted">{note}</dd>}
    </div>
  );
}

/** The headline figures: due, overdue, not yet due, credit, and what is waiting for confirmation. */
export function DuesSummary({ dues }: { dues: PaymentDues }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Total due" value={formatAed(dues.TotalDue)} note={`${dues.OpenInvoices} open ${dues.OpenInvoices === 1 ? 'invoice' : 'invoices'}`} />
      <Figure label="Overdue" value={formatAed(dues.Overdue)} note={dues.OverdueInvoices ? `${dues.OverdueInvoices} past the due date` : 'Nothing is overdue'} alert={dues.Overdue > 0} />
      <Figure label="Not yet due" value={formatAed(dues.NotYetDue)} note={dues.NextDueDate ? `Next due ${formatDay(dues.NextDueDate)}` : undefined} />
      {dues.CreditLimit !== null ? (
        <Figure label="Available credit" value={formatAed(dues.AvailableCredit ?? 0)} note={`Limit ${formatAed(dues.CreditLimit)}, uninvoiced shipments ${formatAed(dues.UninvoicedCharges)}`} />
      ) : (
        <Figure label="Awaiting confirmation" value={formatAed(dues.PendingPayments)} note="Bank transfers not yet confirmed" />
      )}
    </dl>
  );
}

/** Amounts due by how late they are, as a table (the bars only repeat the figures for the eye). */
export function AgeingTable({ dues }: { dues: PaymentDues }) {
  const max = Math.max(...AGEING_BUCKETS.map((b) => dues.Ageing[b]), 1);
  return (
    <Panel title="Ageing">
      <table className="w-full text-sm">
        <caption className="sr-only">Amount due by days past the due date</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 font-semibold">Days past due</th>
            <th scope="col" className="py-1 text-right font-semibold">Amount</th>
            <th scope="col" className="w-2/5 py-1"><span className="sr-only">Share</span></th>
          </tr>
        </thead>
        <tbody>
          {AGEING_BUCKETS.map((b) => (
            <tr key={b} className="border-t border-line">
              <th scope="row" className="py-1.5 text-left font-normal">{AGEING_LABELS[b]}</th>
              <td className="whitespace-nowrap py-1.5 text-right tabular-nums">{formatAed(dues.Ageing[b])}</td>
              <td className="py-1.5 pl-3" aria-hidden="true">
                <span className={`block h-2.5 rounded ${b === 'Current' ? 'bg-brand-700' : 'bg-danger-700'}`} style={{ width: `${(dues.Ageing[b] / max) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** A titled part of the dues screens (a table under its heading). */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-section text-brand-900">{title}</h2>
      {children}
    </section>
  );
}
