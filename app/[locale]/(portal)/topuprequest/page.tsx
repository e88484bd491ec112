import { GatedPage } from '@/components/portal/gated-page';
import { TopupRequestScreen } from '@/components/prepaid/topup-request';
import { portalMetadata } from '@/lib/portal-nav';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = portalMetadata('/Topuprequest');

export default async function TopupRequestPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/Topuprequest">
      <TopupRequestScreen />
    </GatedPage>
  );
}
