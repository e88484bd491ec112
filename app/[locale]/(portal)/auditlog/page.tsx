import { AuditLog } from '@/components/audit/audit-log';
import { PortalPage } from '@/components/portal/portal-page';
import { portalPageMetadata } from '@/components/portal/portal-metadata';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

export const generateMetadata = portalPageMetadata('/AuditLog');

export default async function AuditLogPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return (
    <PortalPage path="/AuditLog">
      <AuditLog />
    </PortalPage>
  );
}
