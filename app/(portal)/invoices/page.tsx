import { Invoices } from '@/components/billing/invoices';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Invoices');

export default function InvoicesPage() {
  return (
    <GatedPage path="/Invoices">
      <Invoices />
    </GatedPage>
  );
}
