import { Suspense } from 'react';
import { AddressBook } from '@/components/address-book/address-book';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/ManageAddress');

export default async function ManageAddressPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/ManageAddress">
      {/* The book reads ?tab= (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <AddressBook />
      </Suspense>
    </PortalPage>
  );
}
