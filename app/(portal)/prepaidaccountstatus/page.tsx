import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PrepaidAccountStatus');

export default function PrepaidAccountStatusPage() {
  return (
    <GatedPage path="/PrepaidAccountStatus">
      <ComingSoon>The balance and activity of your prepaid account will be shown here.</ComingSoon>
    </GatedPage>
  );
}
