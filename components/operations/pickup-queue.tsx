'use client';

import { useState } from 'react';
import { formatPickupDate } from '@/components/booking/pickup-slots';
import { formatDubaiDateTime } from '@/components/ui/format';
import { StatusBadge } from '@/components/pickups/status-badge';
import { piecesAndWeight } from '@/components/pickups/types';
import { SearchBox, StatusSelect } from '@/components/sub-users/list-controls';
import { ListFrame } from '@/components/sub-users/list-frame';
import { useListState, useStepBack } from '@/components/sub-users/use-list-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cell, DataTable, RowButton } from '@/components/ui/data-table';
import { toastError } from '@/components/ui/notify';
import { toast } from 'sonner';
import { PICKUP_STATUS_NAMES, CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import type { QueuePickup } from '@/lib/schemas/operations';
import { AssignDialog, FailDialog, movePickup } from './queue-dialogs';
import { QUEUE_PAGE_SIZE, usePickupQueue, useRefreshQueue } from './use-pickup-queue';

type StatusFilter = '' | (typeof PICKUP_STATUS_NAMES)[number];
const STATUS: Record<StatusFilter, string> = { '': 'All (open first)', ...Object.fromEntries(PICKUP_STATUS_NAMES.map((s) => [s, s])) } as Record<StatusFilter, string>;
const HEADERS = ['Booking', 'Pickup', 'Contact and address', 'Collecting', 'Account', 'Status', 'Actions'];
type Action = { kind: 'assign' | 'collect' | 'fail'; pickup: QueuePickup };

/**
 * The "Pickup queue" tab: guest and customer pickups, by default today's and
 * later ones plus any still open from earlier days, open ones first. Assign
 * (a courier or route), Collected and Failed move a pickup; the list is
 * fetched again after every move.
 */
export function PickupQueue() {
  const ls = useListState<StatusFilter>('');
  const [date, setDate] = useState('');
  const [action, setAction] = useState<Action | null>(null);
  const { data, error, isLoading, mutate } = usePickupQueue({ date, status: ls.status, search: ls.debounced, page: ls.page, limit: QUEUE_PAGE_SIZE });
  const refresh = useRefreshQueue();
  const list = data?.data;
  useStepBack(list, list?.Pickups.length, ls.page, ls.setPage);
  const changed = () => void refresh();

  async function collect(pickup: QueuePickup) {
    try {
      toast.success(await movePickup(pickup, { Status: 'Collected' }));
      changed();
    } catch (err) {
      toastError(err);
      changed();
      throw err;
    }
  }

  return (
    <div className="space-y-4">
      <div role="search" aria-label="Filter the pickup queue" className="flex flex-wrap items-end gap-3">
        <SearchBox id="queue-search" label="Search pickups" value={ls.search} onChange={ls.onSearch} placeholder="Booking, name, phone, city, account or airway bill" />
        <div>
          <label htmlFor="queue-date" className="block font-medium">
            Pickup date
          </label>
          <input
            id="queue-date"
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              ls.setPage(1);
            }}
            aria-describedby="queue-date-hint"
            className="mt-1 rounded border border-slate-400 bg-white p-2"
          />
        </div>
        <StatusSelect id="queue-status" value={ls.status} options={STATUS} onChange={ls.onStatus} />
        <p id="queue-date-hint" className="w-full text-sm text-slate-600">
          Without a date, the queue holds today&apos;s and later pickups, and the open ones of earlier days.
        </p>
      </div>
      <ListFrame
        error={error}
        hasData={!!list}
        retry={() => void mutate()}
        pager={list && { label: 'Pickup queue pages', page: list.Page, limit: list.Limit, total: list.Total, onPage: ls.setPage }}
      >
        <DataTable
          label="Pickup queue"
          headers={HEADERS}
          loading={isLoading}
          minWidth="min-w-[56rem]"
          emptyText={ls.debounced || ls.status || date ? 'No pickups match these filters.' : 'No pickups to collect today or later.'}
          rows={list?.Pickups.map((p) => (
            <QueueRow key={p._id} pickup={p} onAction={(kind) => setAction({ kind, pickup: p })} />
          ))}
        />
      </ListFrame>
      {action?.kind === 'assign' && <AssignDialog pickup={action.pickup} onClose={() => setAction(null)} onChanged={changed} />}
      {action?.kind === 'fail' && <FailDialog pickup={action.pickup} onClose={() => setAction(null)} onChanged={changed} />}
      {action?.kind === 'collect' && (
        <ConfirmDialog title={`Pickup ${action.pickup.BookingNo} collected?`} confirmLabel="Mark collected" onConfirm={() => collect(action.pickup)} onClose={() => setAction(null)}>
          {`The courier has collected ${piecesAndWeight(action.pickup)} from ${action.pickup.Address.Name}. Its airway bills that are still waiting become "Picked up".`}
        </ConfirmDialog>
      )}
    </div>
  );
}

function QueueRow({ pickup: p, onAction }: { pickup: QueuePickup; onAction: (kind: Action['kind']) => void }) {
  const open = CANCELLABLE_STATUSES.includes(p.Status);
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${cell} font-normal`}>
        <span className="block font-mono font-semibold text-slate-900">{p.BookingNo}</span>
        <span className="block text-slate-700">Booked {formatDubaiDateTime(p.CreatedAt)}</span>
      </th>
      <td className={cell}>
        <span className="block whitespace-nowrap">{formatPickupDate(p.PickupDate)}</span>
        <span className="block text-slate-700">{`${p.PickupWindowStart}–${p.PickupWindowEnd}`}</span>
      </td>
      <td className={cell}>
        <span className="block">{[p.Address.Name, p.Address.Company].filter(Boolean).join(', ')}</span>
        <span className="block whitespace-nowrap">{p.Address.Phone}</span>
        <span className="block text-slate-700">{[p.Address.AddressLine1, p.Address.AddressLine2, p.Address.City].filter(Boolean).join(', ')}</span>
        {p.Remarks && <span className="block text-slate-700">{`Note: ${p.Remarks}`}</span>}
      </td>
      <td className={cell}>
        <span className="block">{piecesAndWeight(p)}</span>
        {p.AirWayBillNos.length > 0 && <span className="block font-mono text-slate-700">{p.AirWayBillNos.join(', ')}</span>}
      </td>
      <td className={cell}>{p.AccountNo ?? 'Guest'}</td>
      <td className={cell}>
        <StatusBadge status={p.Status} />
        {p.AssignedTo && <span className="mt-1 block">{`Courier: ${p.AssignedTo}`}</span>}
        {p.StatusReason && <span className="mt-1 block text-slate-700">{p.StatusReason}</span>}
      </td>
      <td className={cell}>
        {open && (
          <div className="flex flex-col items-start">
            <RowButton label={p.Status === 'Assigned' ? 'Reassign' : 'Assign'} name={p.BookingNo} onClick={() => onAction('assign')} />
            <RowButton label="Collected" name={p.BookingNo} onClick={() => onAction('collect')} className="text-green-800" />
            <RowButton label="Failed" name={p.BookingNo} onClick={() => onAction('fail')} className="text-red-800" />
          </div>
        )}
      </td>
    </tr>
  );
}
