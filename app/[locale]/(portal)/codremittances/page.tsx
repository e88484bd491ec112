import { Suspense } from 'react';
import { RemittancesManager } from '@/components/cod/remittances/remittances-manager';
import { GatedPage } from '@/components/portal/gated-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/CodRemittances');

/** Ops pay merchants the cash collected on delivery, one statement at a time. */
export default async function CodRemittancesPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <GatedPage path="/CodRemittances">
      {/* The status filter is kept in the address (?status=). */}
      <Suspense>
        <RemittancesManager />
      </Suspense>
    </GatedPage>
  );
}
