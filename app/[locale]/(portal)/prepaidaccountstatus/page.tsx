import { PortalPage } from '@/components/portal/portal-page';
import { AccountStatusScreen } from '@/components/prepaid/account-status';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/PrepaidAccountStatus');

export default async function PrepaidAccountStatusPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/PrepaidAccountStatus">
      <AccountStatusScreen />
    </PortalPage>
  );
}
