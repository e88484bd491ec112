#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve
// the production server. The database is migrated and seeded at boot by
// instrumentation.ts. With no settings at all this serves the whole site on
// the embedded database with demo data at http://localhost:3000.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from './build.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const SOURCES = ['app', 'components', 'lib', 'courier-api', 'public', 'scripts/build.mjs', 'scripts/compile-hints.mjs', 'scripts/compression.mjs', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];
const stampFile = path.join('.next', 'source-stamp');

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.endsWith('.test.ts')) walk(path.join(p, name));
    } else {
      hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(walk);
  // Settings that are inlined at build time belong in the stamp too.
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ''}`);
  return hash.digest('hex');
}

const stamp = fingerprint();
const built = fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
if (!built) {
  console.log('Building the site (sources changed since the last build)…');
  const status = await buildSite();
  if (status !== 0) process.exit(status);
  fs.writeFileSync(stampFile, stamp);
}

const port = process.env.PORT ?? '3000';
// The production server: Next's handler with Brotli and gzip (scripts/serve.mjs).
const child = spawn(process.execPath, [...serverNodeFlags(), path.join('scripts', 'serve.mjs'), '-p', port, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
