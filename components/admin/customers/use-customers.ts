'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { CustomerAccount, OutboxMail, RegistrationRequest } from '@/lib/schemas/customers';
import type { SubUser } from '@/lib/schemas/users';

export const PAGE_SIZE = 10;

export interface Page<K extends string, T> {
  message: string;
  data: { Total: number; Page: number; Limit: number } & Record<K, T[]>;
}

export interface ListQuery<S extends string> {
  search: string;
  page: number;
  status: S;
}

const key = (path: string, q: ListQuery<string>) =>
  `${path}?${new URLSearchParams({ status: q.status, search: q.search, page: String(q.page), limit: String(PAGE_SIZE) })}`;

export const useRequestList = (q: ListQuery<string>) =>
  useSWR<Page<'Requests', RegistrationRequest>>(key('RegistrationRequests', q), { keepPreviousData: true });

export const useAccountList = (q: ListQuery<string>) => useSWR<Page<'Accounts', CustomerAccount>>(key('Accounts', q), { keepPreviousData: true });

export const useOutbox = (q: ListQuery<string>) => useSWR<Page<'Mail', OutboxMail>>(key('MailOutbox', q), { keepPreviousData: true });

export const useAccountUsers = (accountNo: string) =>
  useSWR<{ message: string; data: { AccountNo: string; CompanyName: string; Active: boolean; Users: SubUser[] } }>(
    `users/GetAllUserByAccountNo?${new URLSearchParams({ AccountNo: accountNo })}`,
  );

/**
 * Revalidates every cached page of the Admin's lists after a write: an
 * activation changes the requests, the accounts and the outbox at once.
 */
export function useRefreshCustomers() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((k) => typeof k === 'string' && /^(RegistrationRequests|Accounts|MailOutbox|users\/GetAllUserByAccountNo)\?/.test(k));
}
