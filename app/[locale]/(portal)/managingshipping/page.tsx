import { PortalPage } from '@/components/portal/portal-page';
import { ManageShipping } from '@/components/shipping/manage-shipping';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Managingshipping');

export default async function ManageShippingPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Managingshipping">
      <ManageShipping />
    </PortalPage>
  );
}
