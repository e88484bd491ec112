import { CodStatements } from '@/components/cod/statements/cod-statements';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/CodStatements');

/** The account's cash-on-delivery statements; one opens in place (?statement=<id>). */
export default async function CodStatementsPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/CodStatements">
      <CodStatements />
    </PortalPage>
  );
}
