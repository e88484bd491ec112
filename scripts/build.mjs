#!/usr/bin/env node
// `npm run build`: `next build`, then V8's compile hint on the scripts pages
// start with (scripts/compile-hints.mjs). Every build of the project goes
// through here: npm start, npm test, build:standalone and the benchmarks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';
import { precompressStatic } from './compression.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Builds the site into NEXT_DIST_DIR (or .next) with `env` added to the environment; resolves to the exit status. */
export async function buildSite(env = {}) {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const r = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (r.status !== 0) return r.status ?? 1;
  // As next.config.ts reads it: an empty setting is the default folder.
  const distDir = path.resolve(root, env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next');
  const { marked } = addCompileHints(distDir);
  console.log(`Compile hints: ${marked} start chunks marked.`);
  // After the hints, which rewrite the scripts: the Brotli forms scripts/serve.mjs sends.
  const br = await precompressStatic(distDir);
  console.log(`Brotli: ${br.files} browser files, ${kB(br.bytes)} → ${kB(br.brBytes)}.`);
  return 0;
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await buildSite());
}
