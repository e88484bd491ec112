import { GatedPage } from '@/components/portal/gated-page';
import { PickupHistory } from '@/components/pickups/pickup-history';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Pickuphistory');

export default function PickupHistoryPage() {
  return (
    <GatedPage path="/Pickuphistory">
      <PickupHistory />
    </GatedPage>
  );
}
