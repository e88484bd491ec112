import { GatedPage } from '@/components/portal/gated-page';
import { TopupRequestScreen } from '@/components/prepaid/topup-request';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PrepaidTopuprequest');

export default function PrepaidTopupRequestPage() {
  return (
    <GatedPage path="/PrepaidTopuprequest">
      <TopupRequestScreen />
    </GatedPage>
  );
}
