import { PaymentDuesScreen } from '@/components/billing/payment-dues';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/PaymentDues');

export default function PaymentDuesPage() {
  return (
    <GatedPage path="/PaymentDues">
      <PaymentDuesScreen />
    </GatedPage>
  );
}
