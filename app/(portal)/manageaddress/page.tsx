import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageAddress');

export default function ManageAddressPage() {
  return (
    <GatedPage path="/ManageAddress">
      <ComingSoon>You will be able to manage your sender and receiver addresses here.</ComingSoon>
    </GatedPage>
  );
}
