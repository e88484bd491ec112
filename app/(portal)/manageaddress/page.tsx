import { Suspense } from 'react';
import { AddressBook } from '@/components/address-book/address-book';
import { GatedPage } from '@/components/portal/gated-page';
import { portalMetadata } from '@/lib/portal-nav';

export const metadata = portalMetadata('/ManageAddress');

export default function ManageAddressPage() {
  return (
    <GatedPage path="/ManageAddress">
      {/* The book reads ?tab= (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <AddressBook />
      </Suspense>
    </GatedPage>
  );
}
