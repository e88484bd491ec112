'use client';

import type { Column } from '@/components/ui/data-table';
import { DateTime, Money } from '@/components/ui/format';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Shipment } from '@/lib/schemas/shipment';
import { TwoLines } from './fact-list';

/** The airway bill history's columns; the Admin's list spans accounts (and guests), so it names the account. */
export function shipmentColumns(showAccount: boolean): Column<Shipment>[] {
  return [
    { header: 'Airway bill', cell: (s) => <span className="font-mono font-semibold">{s.AirWayBillNo}</span>, sortKey: 'AirWayBillNo' },
    { header: 'Created', cell: (s) => <DateTime iso={s.CreatedAt} />, sortKey: 'CreatedAt' },
    ...(showAccount ? [{ header: 'Account', cell: (s: Shipment) => s.AccountNo ?? 'Guest' }] : []),
    { header: 'Reference', cell: (s) => s.Reference || '—', className: 'break-all' },
    { header: 'Receiver', cell: (s) => <TwoLines main={<span className="break-words">{s.ReceiverName}</span>} detail={<span className="whitespace-nowrap">{s.ReceiverPhone}</span>} /> },
    { header: 'Route', cell: (s) => `${s.Origin} → ${s.Destination}` },
    { header: 'Service', cell: (s) => s.ServiceCode },
    { header: 'Status', cell: (s) => <StatusBadge status={s.Status} label={s.StatusLabel} /> },
    { header: 'Charge', cell: (s) => <Money aed={s.Charges.Total} />, numeric: true },
  ];
}
