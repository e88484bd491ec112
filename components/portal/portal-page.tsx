import { ClientMessages } from '@/lib/i18n/client-messages';
import { portalPageNamespaces } from '@/lib/i18n/namespaces';
import { GatedPage } from './gated-page';

/**
 * A portal page: its gate (GatedPage) inside a message provider holding the
 * shell's namespaces and the page's own (lib/i18n/namespaces.ts), so the page's
 * HTML carries only the messages its screens read.
 */
export function PortalPage({ path, children }: { path: string; children?: React.ReactNode }) {
  return (
    <ClientMessages namespaces={portalPageNamespaces(path)}>
      <GatedPage path={path}>{children}</GatedPage>
    </ClientMessages>
  );
}
