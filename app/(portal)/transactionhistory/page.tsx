import { TransactionHistory } from '@/components/billing/transaction-history';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/TransactionHistory');

export default function TransactionHistoryPage() {
  return (
    <GatedPage path="/TransactionHistory">
      <TransactionHistory />
    </GatedPage>
  );
}
