import { GatedPage } from '@/components/portal/gated-page';
import { SchedulePickup } from '@/components/pickups/schedule-pickup';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Schedulepickupbooking');

export default function SchedulePickupPage() {
  return (
    <GatedPage path="/Schedulepickupbooking">
      <SchedulePickup />
    </GatedPage>
  );
}
