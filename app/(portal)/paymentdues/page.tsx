import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PaymentDues');

export default function PaymentDuesPage() {
  return (
    <GatedPage path="/PaymentDues">
      <ComingSoon>Your outstanding payments will be listed here.</ComingSoon>
    </GatedPage>
  );
}
