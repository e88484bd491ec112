// Each portal page's message provider (components/portal/portal-page.tsx) holds
// the shell's namespaces and the page's own (lib/i18n/namespaces.ts). Every
// message path the modules a page imports read (test/message-reads.ts) must be
// in the page's list; likewise the layout's own modules against the shell's.
import fs from 'node:fs';
import path from 'node:path';
import { messagePathsRead, notHeld, ROOT } from '@/test/message-reads';
import { PORTAL_PAGE_NAMESPACES, PORTAL_SHELL_NAMESPACES, portalPageNamespaces } from './namespaces';

const PORTAL = path.join(ROOT, 'app/[locale]/(portal)');

const pages = fs
  .readdirSync(PORTAL, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(PORTAL, d.name, 'page.tsx')))
  .map((d) => {
    const file = path.join(PORTAL, d.name, 'page.tsx');
    const route = /<PortalPage path="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    return { folder: d.name, file, route };
  });

describe('portal message namespaces', () => {
  it('finds the portal pages, each behind PortalPage with a path that has a list', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const p of pages) {
      expect([p.folder, p.route && p.route in PORTAL_PAGE_NAMESPACES]).toEqual([p.folder, true]);
    }
    // No list for a page that does not exist.
    expect(Object.keys(PORTAL_PAGE_NAMESPACES).sort()).toEqual(pages.map((p) => p.route).sort());
  });

  it.each(pages.map((p) => [p.route ?? p.folder, p.file] as const))('%s: its provider holds every namespace its screens read', (route, file) => {
    const { paths, unreadable } = messagePathsRead([file]);
    expect(unreadable).toEqual([]);
    expect(notHeld(paths, portalPageNamespaces(route))).toEqual([]);
  });

  it('the layout (shell, guard, loading state) reads only the shell namespaces', () => {
    const { paths, unreadable } = messagePathsRead([path.join(PORTAL, 'layout.tsx'), path.join(PORTAL, 'loading.tsx')]);
    expect(unreadable).toEqual([]);
    expect(notHeld(paths, PORTAL_SHELL_NAMESPACES)).toEqual([]);
  });
});
