// Which pages were prerendered at build time, and the hashes of their inline
// scripts (lib/csp.ts). The request gate asks once per page folder: the answer
// comes from the prerendered HTML in the build folder (`.next/server/app/en/about-us.html`),
// read once and kept for the life of the process, so a static page costs one
// map lookup per request. A folder with no such file is rendered per request
// (the portal, or everything under `next dev`) and gets a nonce instead.
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './csp';

const known = new Map<string, readonly string[] | null>();
/** Folders seen, at most: the site has about a hundred; ids in paths (/thankyou/…) are not kept. */
const MAX_KNOWN = 2_000;

function htmlFile(folder: string) {
  return path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app', `${folder}.html`);
}

/** The script hashes of a prerendered page folder (`/en/about-us`, as the gate spells it), or null when it is rendered per request. */
export function prerenderedScriptHashes(folder: string): readonly string[] | null {
  const cached = known.get(folder);
  if (cached !== undefined) return cached;
  // Folders come from the gate's route table, never straight from the address bar;
  // a '..' or a NUL would still never name a file outside the build folder.
  let hashes: readonly string[] | null = null;
  // The gate's folders are URL-encoded (/en/blog/5-signs-you%E2%80%99re-…); the build's files are not.
  let name = folder;
  try {
    name = decodeURIComponent(folder);
  } catch {
    // Not valid percent-encoding: no such file either.
  }
  if (!name.includes('..') && !name.includes('\0')) {
    try {
      hashes = inlineScriptHashes(fs.readFileSync(htmlFile(name), 'utf8'));
    } catch {
      hashes = null;
    }
  }
  if (known.size < MAX_KNOWN) known.set(folder, hashes);
  return hashes;
}
