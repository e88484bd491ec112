import { PortalPage } from '@/components/portal/portal-page';
import { PickupHistory } from '@/components/pickups/pickup-history';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Pickuphistory');

export default async function PickupHistoryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Pickuphistory">
      <PickupHistory />
    </PortalPage>
  );
}
