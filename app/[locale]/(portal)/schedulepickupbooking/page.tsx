import { PortalPage } from '@/components/portal/portal-page';
import { SchedulePickup } from '@/components/pickups/schedule-pickup';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Schedulepickupbooking');

export default async function SchedulePickupPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Schedulepickupbooking">
      <SchedulePickup />
    </PortalPage>
  );
}
