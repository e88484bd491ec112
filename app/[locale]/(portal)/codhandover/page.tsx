import { HandoverBoard } from '@/components/cod/handover/handover-board';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/CodHandover');

/** Ops receive the cash couriers collected on delivery. */
export default async function CodHandoverPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/CodHandover">
      <HandoverBoard />
    </PortalPage>
  );
}
