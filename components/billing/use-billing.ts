'use client';

// SWR hooks for the billing screens. The calls are POSTs (the spec's style for
// lists), so each key is [call, body as JSON]; after a payment or a review,
// refreshBilling revalidates every cached billing list at once.
import useSWR, { useSWRConfig } from 'swr';
import { courier } from '@/lib/fetcher';
import type { DueInvoices, InvoiceList, InvoiceListQuery, PaymentDues } from '@/lib/schemas/invoices';
import type { PaymentList, PaymentListQuery } from '@/lib/schemas/payments';
import type { TransactionHistoryQuery, TransactionList } from '@/lib/schemas/transactions';

export interface Envelope<T> {
  message: string;
  data: T;
}

const CALLS = ['Invoices', 'DueInvoices', 'PaymentDues', 'Payments', 'TransactionHistory'] as const;
type Call = (typeof CALLS)[number];

function usePost<T>(call: Call, body: object | null) {
  return useSWR(
    body ? ([call, JSON.stringify(body)] as const) : null,
    ([path, json]) => courier<Envelope<T>>(path, { method: 'POST', body: JSON.parse(json) }),
    { keepPreviousData: true },
  );
}

export const useInvoices = (q: InvoiceListQuery | null) => usePost<InvoiceList>('Invoices', q);
export const useDueInvoices = () => usePost<DueInvoices>('DueInvoices', {});
export const usePaymentDues = () => usePost<PaymentDues>('PaymentDues', {});
export const usePayments = (q: Partial<PaymentListQuery> | null) => usePost<PaymentList>('Payments', q);
export const useTransactions = (q: TransactionHistoryQuery | null) => usePost<TransactionList>('TransactionHistory', q);

/** Revalidates every billing list (any filter or page) after a write. */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && (CALLS as readonly string[]).includes(key[0] as string));
}
