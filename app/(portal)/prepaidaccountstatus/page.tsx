import { Suspense } from 'react';
import { GatedPage } from '@/components/portal/gated-page';
import { AccountStatusScreen } from '@/components/prepaid/account-status';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PrepaidAccountStatus');

export default function PrepaidAccountStatusPage() {
  return (
    <GatedPage path="/PrepaidAccountStatus">
      {/* The Admin's view reads ?AccountNo= (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <AccountStatusScreen />
      </Suspense>
    </GatedPage>
  );
}
