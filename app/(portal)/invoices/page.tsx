import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Invoices');

export default function InvoicesPage() {
  return (
    <GatedPage path="/Invoices">
      <ComingSoon>Your invoices will be listed here.</ComingSoon>
    </GatedPage>
  );
}
