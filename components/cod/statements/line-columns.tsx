'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import type { CodStatementLine } from '@/lib/schemas/courier';

/** The number of an airway bill on the statement: a button opening its details when the user may see them, else plain text. */
function AirWayBill({ awb, onOpen }: { awb: string; onOpen?: (awb: string) => void }) {
  const text = <span className="whitespace-nowrap font-mono font-semibold">{awb}</span>;
  if (!onOpen) return text;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(awb)}
      className="inline-flex min-h-tap items-center rounded text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 md:min-h-0"
    >
      {text}
    </button>
  );
}

/** A statement's shipments: what was collected for each, when and how. */
export function useLineColumns(onOpen?: (awb: string) => void): Column<CodStatementLine>[] {
  const t = useTranslations('cod.statements.lines');
  return useMemo(
    () => [
      { header: t('awb'), cell: (l) => <AirWayBill awb={l.AirWayBillNo} onOpen={onOpen} /> },
      { header: t('reference'), cell: (l) => l.Reference || '—', className: 'break-all' },
      { header: t('receiver'), cell: (l) => <span className="break-words">{l.ReceiverName}</span> },
      { header: t('delivered'), cell: (l) => (l.DeliveredAt ? <DateTime iso={l.DeliveredAt} /> : '—') },
      { header: t('collected'), cell: (l) => <DateTime iso={l.CollectedAt} /> },
      { header: t('method'), cell: (l) => t(`methods.${l.Method}`) },
      { header: t('amount'), cell: (l) => <Money aed={l.Amount} />, numeric: true },
    ],
    [t, onOpen],
  );
}
