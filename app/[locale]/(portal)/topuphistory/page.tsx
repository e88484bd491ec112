import { PortalPage } from '@/components/portal/portal-page';
import { TopupHistory } from '@/components/prepaid/topup-history';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Topuphistory');

export default async function TopupHistoryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Topuphistory">
      <TopupHistory />
    </PortalPage>
  );
}
