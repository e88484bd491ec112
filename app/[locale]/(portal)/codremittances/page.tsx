import { Suspense } from 'react';
import { RemittancesManager } from '@/components/cod/remittances/remittances-manager';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/CodRemittances');

/** Ops pay merchants the cash collected on delivery, one statement at a time. */
export default async function CodRemittancesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/CodRemittances">
      {/* The status filter is kept in the address (?status=). */}
      <Suspense>
        <RemittancesManager />
      </Suspense>
    </PortalPage>
  );
}
