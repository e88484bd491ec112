import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Managingshipping');

export default function ManageShippingPage() {
  return (
    <GatedPage path="/Managingshipping">
      <ComingSoon>You will be able to create airway bills, print them and view their history here.</ComingSoon>
    </GatedPage>
  );
}
