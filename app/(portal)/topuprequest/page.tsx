import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Topuprequest');

export default function TopupRequestPage() {
  return (
    <GatedPage path="/Topuprequest">
      <ComingSoon>You will be able to submit a top-up request for your prepaid account here.</ComingSoon>
    </GatedPage>
  );
}
