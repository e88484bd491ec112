#!/usr/bin/env node
// V8's explicit compile hint on the scripts pages run as they start (issue 12).
//
// Chromium (136 and later) compiles a script's functions lazily, on the main
// thread, the first time each runs, unless the script opens with the magic
// comment `//# allFunctionsCalledOnLoad`: then it compiles them all at once,
// on the background thread that already streams and parses the download.
// Almost every function of the framework's chunks and of each route's entry
// chunks runs while the page hydrates, so their compiling was main-thread time
// before the page could answer a tap: on the empty floor page at CPU ×4, the
// marks took its blocking time from 642 to 353 ms (docs/decisions.md, "Speed,
// session 20"). Other browsers read it as a comment.
//
// The marked chunks are the ones the build's manifests name for a page's
// start: build-manifest.json's rootMainFiles (Next's and React's runtime,
// every page) and each route's entryJSFiles (the client components of its
// layouts and page, loaded by its HTML). Chunks loaded later (import() on a
// focus, a click or a scroll) stay unmarked: most of what they hold may never
// run. Idempotent: a marked chunk is left as it is.
//
// Run by scripts/build.mjs after `next build`; by hand: node scripts/compile-hints.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every `*_client-reference-manifest.js` under the build's server/app. */
function clientManifests(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return clientManifests(p);
    return e.name.endsWith('_client-reference-manifest.js') ? [p] : [];
  });
}

/** The chunks (paths relative to distDir, `static/chunks/…`) that pages load as they start. */
export function startChunks(distDir) {
  const chunks = new Set(JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? []);
  for (const file of clientManifests(path.join(distDir, 'server', 'app'))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; run it on a sandbox of its own.
    const sandbox = { globalThis: {} };
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { filename: file });
    for (const route of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const list of Object.values(route.entryJSFiles ?? {})) for (const chunk of list) chunks.add(chunk);
    }
  }
  return [...chunks].filter((c) => c.endsWith('.js'));
}

/** Puts the compile hint at the top of every start chunk; returns how many it marked and how many bytes they hold. */
export function addCompileHints(distDir) {
  let marked = 0;
  let bytes = 0;
  for (const chunk of startChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const code = fs.readFileSync(file, 'utf8');
    bytes += code.length;
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked++;
  }
  return { marked, bytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const { marked, bytes } = addCompileHints(distDir);
  console.log(`compile hints: ${marked} start chunks marked (${Math.round(bytes / 1024)} KiB of start scripts in ${distDir})`);
}
