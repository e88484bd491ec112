'use client';

import { CustomersManager } from '@/components/admin/customers/customers-manager';
import { useProfile } from '@/components/portal/use-profile';
import { SubUsersManager } from './sub-users-manager';

/** One route, two screens (spec §2): Manage Customers for the Admin, Manage Sub Users for a customer. */
export function ManageUsers() {
  const { data } = useProfile();
  if (!data) return null;
  return data.data.user.Role === 'Admin' ? <CustomersManager /> : <SubUsersManager />;
}
