import { GatedPage } from '@/components/portal/gated-page';
import { ManageShipping } from '@/components/shipping/manage-shipping';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Managingshipping');

export default function ManageShippingPage() {
  return (
    <GatedPage path="/Managingshipping">
      <ManageShipping />
    </GatedPage>
  );
}
