import { GatedPage } from '@/components/portal/gated-page';
import { TopupRequestScreen } from '@/components/prepaid/topup-request';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Topuprequest');

export default function TopupRequestPage() {
  return (
    <GatedPage path="/Topuprequest">
      <TopupRequestScreen />
    </GatedPage>
  );
}
