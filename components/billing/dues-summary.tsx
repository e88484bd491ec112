import { AGEING_BUCKETS, AGEING_LABELS, type PaymentDues } from '@/lib/schemas/invoices';
import { formatAed, formatDay } from './format';

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'alert' }) {
  return (
    <div className={`rounded-lg border bg-white p-4 ${tone === 'alert' ? 'border-red-300' : 'border-slate-200'}`}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone === 'alert' ? 'text-red-800' : 'text-slate-900'}`}>{value}</dd>
      {note && <dd className="mt-1 text-sm text-slate-700">{note}</dd>}
    </div>
  );
}

/** The headline figures: due, overdue, not yet due, credit, and what is waiting for confirmation. */
export function DuesSummary({ dues }: { dues: PaymentDues }) {
  const credit = dues.CreditLimit !== null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Total due" value={formatAed(dues.TotalDue)} note={`${dues.OpenInvoices} open ${dues.OpenInvoices === 1 ? 'invoice' : 'invoices'}`} />
      <Figure
        label="Overdue"
        value={formatAed(dues.Overdue)}
        note={dues.OverdueInvoices ? `${dues.OverdueInvoices} past the due date` : 'Nothing is overdue'}
        tone={dues.Overdue > 0 ? 'alert' : undefined}
      />
      <Figure label="Not yet due" value={formatAed(dues.NotYetDue)} note={dues.NextDueDate ? `Next due ${formatDay(dues.NextDueDate)}` : undefined} />
      {credit ? (
        <Figure label="Available credit" value={formatAed(dues.AvailableCredit ?? 0)} note={`Limit ${formatAed(dues.CreditLimit ?? 0)}, uninvoiced shipments ${formatAed(dues.UninvoicedCharges)}`} />
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
    <section aria-labelledby="ageing-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="ageing-title" className="text-lg font-semibold text-slate-900">
        Ageing
      </h2>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Amount due by days past the due date</caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-1 font-semibold">Days past due</th>
            <th scope="col" className="py-1 text-right font-semibold">Amount</th>
            <th scope="col" className="w-2/5 py-1"><span className="sr-only">Share</span></th>
          </tr>
        </thead>
        <tbody>
          {AGEING_BUCKETS.map((b) => (
            <tr key={b} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 font-normal">{AGEING_LABELS[b]}</th>
              <td className="py-1.5 text-right tabular-nums">{formatAed(dues.Ageing[b])}</td>
              <td className="py-1.5 pl-3" aria-hidden="true">
                <span className={`block h-2.5 rounded ${b === 'Current' ? 'bg-brand-700' : 'bg-red-700'}`} style={{ width: `${(dues.Ageing[b] / max) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
