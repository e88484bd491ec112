'use client';

import { useProfile } from '@/components/portal/use-profile';
import { PERMISSIONS, type PermissionSet } from '@/lib/schemas/users';

/** The signed-in user: its id and the permissions it may hand out (Admin: all). */
export function useCaller(): { id: string; permissions: PermissionSet } {
  const { data } = useProfile();
  const user = data?.data.user;
  const admin = user?.Role === 'Admin';
  const permissions = Object.fromEntries(PERMISSIONS.map((k) => [k, admin || user?.dashboard[k] === true])) as PermissionSet;
  return { id: user?._id ?? '', permissions };
}
