import { MoreMessages } from '@/lib/i18n/more-messages';
import { PORTAL_PAGE_NAMESPACES } from '@/lib/i18n/namespaces';
import { pickMessages } from '@/lib/i18n/picked-messages';
import { GatedPage } from './gated-page';

/**
 * A portal page: its gate (GatedPage) inside a message provider that adds the
 * page's own namespaces (lib/i18n/namespaces.ts) to the shell's, which the
 * layout's provider holds: the page's HTML carries only the messages its
 * screens read, each once.
 */
export async function PortalPage({ path, children }: { path: string; children?: React.ReactNode }) {
  const { messages } = await pickMessages(PORTAL_PAGE_NAMESPACES[path] ?? []);
  return (
    <MoreMessages messages={messages}>
      <GatedPage path={path}>{children}</GatedPage>
    </MoreMessages>
  );
}
