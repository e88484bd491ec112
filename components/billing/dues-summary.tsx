'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/components/ui/format';
import { Panel } from '@/components/ui/states';
import { AGEING_BUCKETS, type PaymentDues } from '@/lib/schemas/invoices';

function Figure({ label, value, note, alert }: { label: string; value: string; note?: string; alert?: boolean }) {
  return (
    <div className={`rounded-card border bg-surface p-4 shadow-card ${alert ? 'border-danger-200' : 'border-line'}`}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${alert ? 'text-danger-800' : 'text-ink'}`}>
        <bdi>{value}</bdi>
      </dd>
      {note && <dd className="mt-1 text-sm text-muted">{note}</dd>}
    </div>
  );
}

/** The headline figures: due, overdue, not yet due, credit, and what is waiting for confirmation. */
export function DuesSummary({ dues }: { dues: PaymentDues }) {
  const t = useTranslations('billing.figures');
  const f = useFormat();
  const aed = f.aed;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label={t('totalDue')} value={aed(dues.TotalDue)} note={t('openInvoices', { count: dues.OpenInvoices })} />
      <Figure
        label={t('overdue')}
        value={aed(dues.Overdue)}
        note={dues.OverdueInvoices ? t('pastDue', { count: dues.OverdueInvoices }) : t('nothingOverdue')}
        alert={dues.Overdue > 0}
      />
      <Figure label={t('notYetDue')} value={aed(dues.NotYetDue)} note={dues.NextDueDate ? t('nextDue', { date: f.day(dues.NextDueDate) }) : undefined} />
      {dues.CreditLimit !== null ? (
        <Figure label={t('availableCredit')} value={aed(dues.AvailableCredit ?? 0)} note={t('creditNote', { limit: aed(dues.CreditLimit), uninvoiced: aed(dues.UninvoicedCharges) })} />
      ) : (
        <Figure label={t('awaiting')} value={aed(dues.PendingPayments)} note={t('awaitingNote')} />
      )}
    </dl>
  );
}

/** Amounts due by how late they are, as a table (the bars only repeat the figures for the eye). */
export function AgeingTable({ dues }: { dues: PaymentDues }) {
  const t = useTranslations('billing.ageing');
  const f = useFormat();
  const max = Math.max(...AGEING_BUCKETS.map((b) => dues.Ageing[b]), 1);
  return (
    <Panel title={t('title')}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="text-start text-muted">
            <th scope="col" className="py-1 text-start font-semibold">
              {t('days')}
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              {t('amount')}
            </th>
            <th scope="col" className="w-2/5 py-1">
              <span className="sr-only">{t('share')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {AGEING_BUCKETS.map((b) => (
            <tr key={b} className="border-t border-line">
              <th scope="row" className="py-1.5 text-start font-normal">
                {t(`buckets.${b}`)}
              </th>
              <td className="whitespace-nowrap py-1.5 text-end tabular-nums">
                <bdi>{f.aed(dues.Ageing[b])}</bdi>
              </td>
              <td className="py-1.5 ps-3" aria-hidden="true">
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
