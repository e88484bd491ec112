import { TransactionHistory } from '@/components/billing/transaction-history';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/TransactionHistory');

export default async function TransactionHistoryPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/TransactionHistory">
      <TransactionHistory />
    </GatedPage>
  );
}
