// Which message paths a page's client code reads: every module reachable from
// the entries (static imports, re-exports and lazy import(), through the '@/'
// alias and relative paths), and each useTranslations('a.b') call in them.
// lib/i18n/portal-namespaces.test.ts and lib/i18n/booking-namespaces.test.ts
// check each page's message provider against it, so a screen that starts
// reading another namespace fails there, not in a reader's browser as a
// missing message.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
/** useTranslations() without a namespace: allowed here only, which reads marketing.* when its caller gives no trail (the callers under a provider give one, or render it on the server). */
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

/** The message paths ('rates.form', 'booking') the modules reachable from `entries` read, and the calls this cannot read (a computed namespace). */
export function messagePathsRead(entries: string[]): { paths: Set<string>; unreadable: string[] } {
  const seen = new Set<string>();
  const paths = new Set<string>();
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
      else paths.add(name);
    }
  };
  entries.forEach(walk);
  return { paths, unreadable };
}

/** The paths of `read` that no entry of `given` holds (an entry holds itself and everything under it). */
export function notHeld(read: Iterable<string>, given: readonly string[]): string[] {
  return [...read].filter((p) => !given.some((g) => p === g || p.startsWith(`${g}.`))).sort();
}
