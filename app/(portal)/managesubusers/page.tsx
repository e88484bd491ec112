import { GatedPage } from '@/components/portal/gated-page';
import { ManageUsers } from '@/components/sub-users/manage-users';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageSubUsers');

export default function ManageSubUsersPage() {
  return (
    <GatedPage path="/ManageSubUsers">
      <ManageUsers />
    </GatedPage>
  );
}
