import { ClientMessages } from '@/lib/i18n/client-messages';
import { PORTAL_PAGE_NAMESPACES } from '@/lib/i18n/namespaces';
import { GatedPage } from './gated-page';

/**
 * A portal page: its gate (GatedPage) inside a message provider adding the
 * page's own namespaces (lib/i18n/namespaces.ts) to the shell's, which the
 * layout's provider holds: the page's HTML carries only the messages its
 * screens read, and the shell's once.
 */
export function PortalPage({ path, children }: { path: string; children?: React.ReactNode }) {
  return (
    <ClientMessages namespaces={PORTAL_PAGE_NAMESPACES[path] ?? []} inner>
      <GatedPage path={path}>{children}</GatedPage>
    </ClientMessages>
  );
}
