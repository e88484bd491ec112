import { Suspense } from 'react';
import { OperationsManager } from '@/components/operations/operations-manager';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/Operations');

export default function OperationsPage() {
  return (
    <GatedPage path="/Operations">
      {/* The tabs read ?tab= from the address. */}
      <Suspense>
        <OperationsManager />
      </Suspense>
    </GatedPage>
  );
}
