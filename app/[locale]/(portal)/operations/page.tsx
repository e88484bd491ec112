import { Suspense } from 'react';
import { OperationsManager } from '@/components/operations/operations-manager';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Operations');

export default async function OperationsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Operations">
      {/* The tabs read ?tab= from the address. */}
      <Suspense>
        <OperationsManager />
      </Suspense>
    </PortalPage>
  );
}
