import { TransactionHistory } from '@/components/billing/transaction-history';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/TransactionHistory');

export default async function TransactionHistoryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/TransactionHistory">
      <TransactionHistory />
    </PortalPage>
  );
}
