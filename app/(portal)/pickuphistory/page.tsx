import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Pickuphistory');

export default function PickupHistoryPage() {
  return (
    <GatedPage path="/Pickuphistory">
      <ComingSoon>Your pickup bookings will be listed here.</ComingSoon>
    </GatedPage>
  );
}
