'use client';

import { RowAction } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ServiceType } from '@/lib/schemas/service-types';

export const serviceTypeColumns: Column<ServiceType>[] = [
  { header: 'Code', cell: (st) => <span className="font-mono font-semibold">{st.ServiceCode}</span> },
  { header: 'Name', cell: (st) => <span className="break-words">{st.ServiceName}</span> },
  { header: 'Scope', cell: (st) => st.Scope },
  { header: 'Transit time', cell: (st) => st.TransitTime },
  // A few codes in full; a long list as a count (the editor shows them all).
  { header: 'Countries', cell: (st) => (st.Countries.length <= 3 ? st.Countries.join(', ') : `${st.Countries.length} countries`) },
  { header: 'COD', cell: (st) => (st.CodAvailable ? 'Yes' : 'No') },
  { header: 'Fuel %', numeric: true, cell: (st) => `${st.FuelSurchargePercent} %` },
  { header: 'Active', cell: (st) => <StatusBadge status={st.Active ? 'Active' : 'Inactive'} /> },
];

export type ServiceTypeAction = 'edit' | 'rateCard' | 'toggle' | 'delete';

/** Edit, Rate card, Deactivate or Activate, Delete: each names its row's code ("Edit NDD"). */
export function ServiceTypeActions({ st, onAction }: { st: ServiceType; onAction: (action: ServiceTypeAction, st: ServiceType) => void }) {
  const code = st.ServiceCode;
  return (
    <>
      <RowAction label="Edit" name={code} onClick={() => onAction('edit', st)} />
      <RowAction label="Rate card" name={code} onClick={() => onAction('rateCard', st)} />
      <RowAction label={st.Active ? 'Deactivate' : 'Activate'} name={code} onClick={() => onAction('toggle', st)} />
      <RowAction label="Delete" name={code} tone="danger" onClick={() => onAction('delete', st)} />
    </>
  );
}
