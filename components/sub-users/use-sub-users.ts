'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { SubUser } from '@/lib/schemas/users';
import { useProfile } from '@/components/portal/use-profile';
import { PERMISSIONS, type PermissionSet } from '@/lib/schemas/users';

export const PAGE_SIZE = 10;
export type ActivateFilter = 'all' | 'true' | 'false';

export interface SubUserList {
  message: string;
  data: { Users: SubUser[]; Total: number; Page: number; Limit: number };
}

export interface Envelope<T> {
  message: string;
  data: T;
}

export const usersKey = (q: { search: string; page: number; activate: ActivateFilter }) =>
  `users?${new URLSearchParams({ activate: q.activate, search: q.search, page: String(q.page), limit: String(PAGE_SIZE) })}`;

export function useSubUserList(q: { search: string; page: number; activate: ActivateFilter }) {
  return useSWR<SubUserList>(usersKey(q), { keepPreviousData: true });
}

/** Revalidates every cached page of the list after a write. */
export function useRefreshSubUsers() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith('users?'));
}

/** The signed-in user: its id and the permissions it may hand out (Admin: all). */
export function useCaller(): { id: string; permissions: PermissionSet } {
  const { data } = useProfile();
  const user = data?.data.user;
  const admin = user?.Role === 'Admin';
  const permissions = Object.fromEntries(PERMISSIONS.map((k) => [k, admin || user?.dashboard[k] === true])) as PermissionSet;
  return { id: user?._id ?? '', permissions };
}
