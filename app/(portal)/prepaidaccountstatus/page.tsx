import { GatedPage } from '@/components/portal/gated-page';
import { AccountStatusScreen } from '@/components/prepaid/account-status';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PrepaidAccountStatus');

export default function PrepaidAccountStatusPage() {
  return (
    <GatedPage path="/PrepaidAccountStatus">
      <AccountStatusScreen />
    </GatedPage>
  );
}
