import { Invoices } from '@/components/billing/invoices';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const metadata = portalMetadata('/Invoices');

export default async function InvoicesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/Invoices">
      <Invoices />
    </GatedPage>
  );
}
