'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { FactList } from '@/components/shipping/fact-list';
import { ShipmentDetails } from '@/components/shipping/shipment-details';
import { formatCount } from '@/components/shipping/shipment-format';
import { DataTable } from '@/components/ui/data-table';
import { Money, useFormat } from '@/components/ui/format';
import { Panel, Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useList } from '@/components/ui/use-list';
import { useLocalizePath } from '@/lib/i18n/client';
import { canOpen, isAdmin } from '@/lib/portal-nav';
import type { CodStatementDetail } from '@/lib/schemas/courier';
import { useLineColumns } from './line-columns';
import { StatementStatus, usePeriod } from './statement-columns';
import { StatementFiles } from './statement-file-button';
import { statementHref } from './statement-link';

/** One statement (GET CodStatements/Detail): its summary and totals, its files and its shipments. */
export function StatementDetail({ id }: { id: string }) {
  const t = useTranslations('cod.statements.detail');
  const localize = useLocalizePath();
  const { data, error, isLoading, mutate } = useList<CodStatementDetail>('CodStatements/Detail', { _id: id });
  const s = data?.data;
  return (
    <div className="space-y-4">
      <Link href={statementHref(localize)} className="inline-flex min-h-tap items-center font-semibold text-brand-800 underline underline-offset-2">
        <span aria-hidden="true" className="me-1 rtl:rotate-180">←</span>
        {t('back')}
      </Link>
      <div aria-busy={isLoading}>{s ? <Statement s={s} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <Loading />}</div>
    </div>
  );
}

function Loading() {
  const t = useTranslations('cod.statements.detail');
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">{t('loading')}</p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The invoices the statement paid from the cash (the account's setting), by the payment that did it. */
function SettledInvoices({ s }: { s: CodStatementDetail }) {
  const t = useTranslations('cod.statements.detail');
  return (
    <div className="rounded-control bg-canvas p-3 text-sm">
      <p className="font-semibold">{t('settled', { paymentNo: s.PaymentNo ?? '' })}</p>
      <ul className="mt-1 space-y-1">
        {s.SettledInvoices.map((i) => (
          <li key={i.InvoiceNo} className="flex justify-between gap-4 tabular-nums">
            <bdi className="font-mono">{i.InvoiceNo}</bdi>
            <Money aed={i.Amount} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Statement({ s }: { s: CodStatementDetail }) {
  const t = useTranslations('cod.statements.detail');
  const ts = useTranslations('cod.statements');
  const f = useFormat();
  const period = usePeriod();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const user = useProfile().data?.data;
  const [open, setOpen] = useState<string | null>(null);
  // The AWB opens its details where the airway bill history would show them; without that permission it stays text.
  const canSee = !!user && canOpen({ permission: 'Air_Way_bill_history' }, user);
  const canPrint = !!user && canOpen({ permission: 'Print_Airway_Bill' }, user);
  const onOpen = useCallback((awb: string) => setOpen(awb), []);
  const columns = useLineColumns(canSee ? onOpen : undefined);
  // Opened from the list: the heading takes focus, so a screen reader starts at the statement.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-section text-brand-900 focus:outline-none">
            {t('title', { statementNo: s.StatementNo })}
          </h2>
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:flex-col">
            <StatementFiles statement={s} look="button" />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <FactList
            className="text-sm"
            facts={[
              !!user && isAdmin(user) && [t('account'), ts('accountValue', { accountNo: s.AccountNo, company: s.CompanyName })],
              [t('period'), period(s)],
              [t('created'), f.date(s.CreatedAt)],
              [t('status'), <StatementStatus key="status" statement={s} />],
            ]}
          />
          <div className="space-y-3 md:max-w-sm">
            <FactList
              numeric
              className="text-sm"
              facts={[
                [t('shipments'), formatCount(s.Shipments, f.locale)],
                [t('collected'), <Money key="collected" aed={s.Collected} />],
                // Deductions read as such ("−AED 5.00"); nothing taken is a plain zero.
                [t('fee'), <Money key="fee" aed={-s.Fee} signed />],
                [t('invoices'), <Money key="invoices" aed={-s.Invoices} signed />],
                [t('net'), <strong key="net"><Money aed={s.Net} /></strong>],
              ]}
            />
            {s.SettledInvoices.length > 0 && <SettledInvoices s={s} />}
          </div>
        </div>
      </section>
      <Panel title={t('lines')} id={`${headingId}-lines`}>
        <DataTable label={t('lines')} columns={columns} rows={s.Lines} rowKey={(l) => l.AirWayBillNo} loading={false} empty={t('noLines')} />
      </Panel>
      {open && <ShipmentDetails awb={open} canPrint={canPrint} onClose={() => setOpen(null)} />}
    </div>
  );
}
