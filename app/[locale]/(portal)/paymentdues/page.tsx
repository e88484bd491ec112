import { PaymentDuesScreen } from '@/components/billing/payment-dues';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/PaymentDues');

export default async function PaymentDuesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/PaymentDues">
      <PaymentDuesScreen />
    </PortalPage>
  );
}
