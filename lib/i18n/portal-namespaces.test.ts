// Each portal page's message provider (components/portal/portal-page.tsx) holds
// the shell's namespaces and the page's own (lib/i18n/namespaces.ts). This reads
// every module a page imports (statically or lazily, through the '@/' alias and
// relative paths) and checks that every namespace its components ask
// useTranslations for is in the page's list; likewise the layout's own modules
// against the shell's list. A screen that starts reading another namespace fails
// here, not in a reader's browser as a missing message.
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_PAGE_NAMESPACES, PORTAL_SHELL_NAMESPACES, portalPageNamespaces } from './namespaces';

const ROOT = path.resolve(__dirname, '../..');
const PORTAL = path.join(ROOT, 'app/[locale]/(portal)');
/** useTranslations() without a namespace: allowed here only, which reads marketing.* when its caller gives no trail (the portal's callers give one). */
const ROOT_READERS = new Set(['components/marketing/page-header.tsx']);

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The namespaces the modules reachable from `entries` read, and the calls this cannot read (a computed namespace). */
function namespacesFrom(entries: string[]): { namespaces: Set<string>; unreadable: string[] } {
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const unreadable: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = fs.readFileSync(file, 'utf8');
    const imports = /(?:^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s+)?|import\(\s*)['"]([^'"]+)['"]/gm;
    for (let m = imports.exec(src); m; m = imports.exec(src)) {
      const next = resolve(file, m[1]!);
      if (next) walk(next);
    }
    const calls = /useTranslations\(\s*(?:'([^']*)'|"([^"]*)"|`([^`]*)`)?\s*\)/g;
    for (let m = calls.exec(src); m; m = calls.exec(src)) {
      const name = m[1] ?? m[2] ?? m[3];
      const where = path.relative(ROOT, file);
      if (name === undefined) {
        if (!ROOT_READERS.has(where)) unreadable.push(`${where}: ${m[0]}`);
      } else if (name.includes('${')) unreadable.push(`${where}: ${m[0]}`);
      else namespaces.add(name.split('.')[0]!);
    }
  };
  entries.forEach(walk);
  return { namespaces, unreadable };
}

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
    const { namespaces, unreadable } = namespacesFrom([file]);
    expect(unreadable).toEqual([]);
    const missing = [...namespaces].filter((n) => !portalPageNamespaces(route).includes(n as never));
    expect(missing).toEqual([]);
  });

  it('the layout (shell, guard, loading state) reads only the shell namespaces', () => {
    const { namespaces, unreadable } = namespacesFrom([path.join(PORTAL, 'layout.tsx'), path.join(PORTAL, 'loading.tsx')]);
    expect(unreadable).toEqual([]);
    expect([...namespaces].filter((n) => !PORTAL_SHELL_NAMESPACES.includes(n as never))).toEqual([]);
  });
});
