import { GatedPage } from '@/components/portal/gated-page';
import { AccountStatusScreen } from '@/components/prepaid/account-status';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/PrepaidAccountStatus');

export default async function PrepaidAccountStatusPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/PrepaidAccountStatus">
      <AccountStatusScreen />
    </GatedPage>
  );
}
