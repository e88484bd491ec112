import { Suspense } from 'react';
import { DispatchBoard } from '@/components/dispatch/dispatch-board';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/Dispatch');

/** Ops' dispatch board: the day's ready shipments and pickups, given to couriers' runs. */
export default async function DispatchPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/Dispatch">
      {/* The day is kept in the address (?date=). */}
      <Suspense>
        <DispatchBoard />
      </Suspense>
    </PortalPage>
  );
}
