import { PaymentDuesScreen } from '@/components/billing/payment-dues';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = portalMetadata('/PaymentDues');

export default async function PaymentDuesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/PaymentDues">
      <PaymentDuesScreen />
    </GatedPage>
  );
}
