import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageSubUsers');

export default function ManageSubUsersPage() {
  return (
    <GatedPage path="/ManageSubUsers">
      <ComingSoon>You will be able to add users, set their permissions and deactivate them here.</ComingSoon>
    </GatedPage>
  );
}
