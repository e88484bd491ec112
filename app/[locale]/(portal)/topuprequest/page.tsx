import { PortalPage } from '@/components/portal/portal-page';
import { TopupRequestScreen } from '@/components/prepaid/topup-request';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Topuprequest');

export default async function TopupRequestPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Topuprequest">
      <TopupRequestScreen />
    </PortalPage>
  );
}
