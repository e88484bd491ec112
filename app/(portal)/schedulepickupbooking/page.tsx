import { ComingSoon } from '@/components/portal/coming-soon';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Schedulepickupbooking');

export default function SchedulePickupPage() {
  return (
    <GatedPage path="/Schedulepickupbooking">
      <ComingSoon>You will be able to schedule a pickup of your shipments here.</ComingSoon>
    </GatedPage>
  );
}
