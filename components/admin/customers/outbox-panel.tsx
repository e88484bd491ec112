'use client';

import { toast } from 'sonner';
import { toastError } from '@/components/ui/notify';
import { formatDubaiDateTime } from '@/components/pickups/dates';
import { Badge, cell, DataTable, RowButton } from '@/components/ui/data-table';
import { SearchBox, StatusSelect } from '@/components/sub-users/list-controls';
import { ListFrame } from '@/components/sub-users/list-frame';
import { useListState } from '@/components/sub-users/use-list-state';
import { courier } from '@/lib/fetcher';
import type { OutboxMail } from '@/lib/schemas/customers';
import { useOutbox } from './use-customers';

type Filter = 'all' | 'outbox' | 'sent' | 'failed';
const STATUS: Record<Filter, string> = { all: 'All', outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' };
const HEADERS = ['Message', 'To', 'Status', 'Queued', 'Actions'];
const BADGE = { outbox: ['amber', 'In the outbox'], sent: ['green', 'Sent'], failed: ['red', 'Failed'] } as const;

/**
 * Every email the courier sent or would send. Without SMTP_URL nothing
 * leaves the server, and this is where the Admin reads (and passes on) the
 * welcome emails with their one-time passwords.
 */
export function OutboxPanel() {
  const ls = useListState<Filter>('all');
  const { data, error, isLoading, mutate } = useOutbox(ls.query);
  const list = data?.data;

  async function retry(m: OutboxMail) {
    try {
      const res = await courier<{ message: string }>('MailOutbox/Retry', { method: 'POST', body: { _id: m._id } });
      toast.success(res.message);
    } catch (err) {
      toastError(err);
    }
    void mutate();
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox id="outbox-search" label="Search mail" value={ls.search} onChange={ls.onSearch} placeholder="Recipient or subject" />
        <StatusSelect id="outbox-status" value={ls.status} options={STATUS} onChange={ls.onStatus} />
      </div>
      <ListFrame
        error={error}
        hasData={!!list}
        retry={() => void mutate()}
        pager={list && { label: 'Outbox pages', page: list.Page, limit: list.Limit, total: list.Total, onPage: ls.setPage }}
      >
        <DataTable
          label="Mail outbox"
          headers={HEADERS}
          loading={isLoading}
          emptyText={ls.debounced || ls.status !== 'all' ? 'No messages match your search.' : 'No mail yet.'}
          rows={list?.Mail.map((m) => (
            <tr key={m._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} max-w-md font-normal`}>
                <details>
                  <summary className="cursor-pointer font-semibold text-slate-900">{m.Subject}</summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-900">{m.Text}</pre>
                </details>
              </th>
              <td className={`${cell} break-all`}>{m.To}</td>
              <td className={cell}>
                <Badge tone={BADGE[m.Status][0]}>{BADGE[m.Status][1]}</Badge>
                {m.Error && <span className="mt-1 block text-red-800">{m.Error}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDubaiDateTime(m.CreatedAt)}
                {m.SentAt && <span className="block text-slate-700">Sent {formatDubaiDateTime(m.SentAt)}</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{m.Status === 'failed' && <RowButton label="Send again" name={`${m.Subject} to ${m.To}`} onClick={() => void retry(m)} />}</td>
            </tr>
          ))}
        />
      </ListFrame>
    </div>
  );
}
