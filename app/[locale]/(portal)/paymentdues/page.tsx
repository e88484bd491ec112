import { PaymentDuesScreen } from '@/components/billing/payment-dues';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/PaymentDues');

export default async function PaymentDuesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/PaymentDues">
      <PaymentDuesScreen />
    </GatedPage>
  );
}
