import { Invoices } from '@/components/billing/invoices';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Invoices');

export default async function InvoicesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/Invoices">
      <Invoices />
    </GatedPage>
  );
}
