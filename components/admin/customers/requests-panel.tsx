'use client';

import { useState } from 'react';
import { formatDubaiDateTime } from '@/components/pickups/dates';
import { Badge, cell, DataTable, RowButton } from '@/components/ui/data-table';
import { SearchBox, StatusSelect } from '@/components/sub-users/list-controls';
import { ListFrame } from '@/components/sub-users/list-frame';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { useListState, useStepBack } from '@/components/sub-users/use-list-state';
import type { RegistrationRequest } from '@/lib/schemas/customers';
import { ActivateDialog } from './activate-dialog';
import { RejectDialog } from './reject-dialog';
import { useRequestList } from './use-customers';

type Filter = 'all' | 'pending' | 'approved' | 'rejected';
const STATUS: Record<Filter, string> = { all: 'All (pending first)', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const HEADERS = ['Company and applicant', 'Contact', 'Received', 'Status', 'Actions'];
const TONE = { pending: 'amber', approved: 'green', rejected: 'red' } as const;

/** The queue of account requests from /Register: activate (open the account) or reject. */
export function RequestsPanel({ onIssued, onWritten }: { onIssued: (login: IssuedLogin) => void; onWritten: () => void }) {
  const ls = useListState<Filter>('all');
  const [dialog, setDialog] = useState<{ kind: 'activate' | 'reject'; request: RegistrationRequest } | null>(null);
  const { data, error, isLoading, mutate } = useRequestList(ls.query);
  const list = data?.data;
  useStepBack(list, list?.Requests.length, ls.page, ls.setPage);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="requests-search" label="Search requests" value={ls.search} onChange={ls.onSearch} placeholder="Company, name, user name or email" />
        <StatusSelect id="requests-status" value={ls.status} options={STATUS} onChange={ls.onStatus} />
      </div>
      <ListFrame
        error={error}
        hasData={!!list}
        retry={() => void mutate()}
        pager={list && { label: 'Registration request pages', page: list.Page, limit: list.Limit, total: list.Total, onPage: ls.setPage }}
      >
        <DataTable
          label="Registration requests"
          headers={HEADERS}
          loading={isLoading}
          emptyText={ls.debounced || ls.status !== 'all' ? 'No requests match your search.' : 'No registration requests yet.'}
          rows={list?.Requests.map((r) => (
            <tr key={r._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-slate-900">{r.company_name}</span>
                <span className="block">{r.full_name}</span>
                <span className="block font-mono text-slate-700">{r.username}</span>
              </th>
              <td className={cell}>
                <span className="block break-all">{r.email}</span>
                {(r.phone_number || r.telephone_number) && <span className="block">{r.phone_number || r.telephone_number}</span>}
                <span className="block text-slate-700">{[r.City, r.Country].filter(Boolean).join(', ')}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDubaiDateTime(r.CreatedAt)}</td>
              <td className={cell}>
                <Badge tone={TONE[r.Status]}>{r.Status[0]!.toUpperCase() + r.Status.slice(1)}</Badge>
                {r.AccountNo && <span className="mt-1 block whitespace-nowrap">Account {r.AccountNo}</span>}
                {r.ReviewNote && <span className="mt-1 block max-w-xs break-words text-slate-700">{`Reason: ${r.ReviewNote}`}</span>}
                {r.ReviewedBy && r.ReviewedAt && <span className="mt-1 block text-sm text-slate-600">{`by ${r.ReviewedBy}, ${formatDubaiDateTime(r.ReviewedAt)}`}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {r.Status === 'pending' && (
                  <>
                    <RowButton label="Activate" name={r.company_name} onClick={() => setDialog({ kind: 'activate', request: r })} />
                    <RowButton label="Reject" name={r.company_name} onClick={() => setDialog({ kind: 'reject', request: r })} className="text-red-800" />
                  </>
                )}
              </td>
            </tr>
          ))}
        />
      </ListFrame>
      {dialog?.kind === 'activate' && <ActivateDialog request={dialog.request} onClose={() => setDialog(null)} onActivated={(login) => (onWritten(), onIssued(login))} />}
      {dialog?.kind === 'reject' && <RejectDialog request={dialog.request} onClose={() => setDialog(null)} onRejected={onWritten} />}
    </div>
  );
}
