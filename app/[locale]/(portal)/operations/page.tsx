import { Suspense } from 'react';
import { OperationsManager } from '@/components/operations/operations-manager';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Operations');

export default async function OperationsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/Operations">
      {/* The tabs read ?tab= from the address. */}
      <Suspense>
        <OperationsManager />
      </Suspense>
    </GatedPage>
  );
}
