import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PrepaidTopuprequest');

export default function PrepaidTopupRequestPage() {
  return (
    <GatedPage path="/PrepaidTopuprequest">
      <ComingSoon>You will be able to request a top-up of your prepaid balance here.</ComingSoon>
    </GatedPage>
  );
}
