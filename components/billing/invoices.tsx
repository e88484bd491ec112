'use client';

import { useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { useDebounced } from '@/components/ui/use-debounced';
import { Pager } from '@/components/ui/pager';
import { useProfile } from '@/components/portal/use-profile';
import { INVOICE_PAGE_SIZE, type InvoiceFilter } from '@/lib/schemas/invoices';
import { GenerateInvoicesForm } from './generate-invoices-form';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import { PrepaidNotice } from './prepaid-notice';
import { useInvoices, useRefreshBilling } from './use-billing';

/** /Invoices: the account's tax invoices (every account's for the Admin), filtered, paged, each as a PDF. */
export function Invoices() {
  const { data: profile } = useProfile();
  const admin = profile?.data.user.Role === 'Admin';
  const [status, setStatus] = useState<InvoiceFilter>('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim());
  const { data, error, isValidating, mutate } = useInvoices({ Status: status, search, page, limit: INVOICE_PAGE_SIZE });
  const refresh = useRefreshBilling();
  const list = data?.data;

  if (profile?.data.AccountData.PaymentType === 'PP') return <PrepaidNotice what="invoices" />;
  const filtered = !!(status || search);
  return (
    <div className="space-y-4">
      {admin && <GenerateInvoicesForm onDone={() => void refresh()} />}
      <InvoiceFilters
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
        search={text}
        onSearch={(s) => {
          setText(s);
          setPage(1);
        }}
        admin={admin}
      />
      {error && !list ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      ) : (
        <>
          <InvoiceTable
            rows={list?.Invoices}
            loading={isValidating}
            showAccount={admin}
            emptyText={filtered ? 'No invoices match these filters.' : 'No invoices yet. Each month\'s shipments are invoiced early the next month.'}
          />
          {list && <Pager label="Invoice pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
        </>
      )}
    </div>
  );
}
