#!/usr/bin/env node
// `npm run build:standalone`: a production build with `output: 'standalone'`
// (next.config.ts), made ready to copy to a server: Next leaves the browser's
// files (.next/static) and public/ for the deployer to add, so they are copied
// into the standalone folder here. Run it with: node .next/standalone/server.js
// (PORT, HOSTNAME and the settings of README "Settings" in the environment).
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from './build.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const status = await buildSite({ NEXT_OUTPUT: 'standalone' });
if (status !== 0) process.exit(status);

const out = path.join(distDir, 'standalone');
fs.cpSync(path.join(distDir, 'static'), path.join(out, distDir, 'static'), { recursive: true });
fs.cpSync('public', path.join(out, 'public'), { recursive: true });
for (const needed of ['server.js', path.join('courier-api', 'db', 'migrations', 'meta', '_journal.json'), path.join('courier-api', 'assets', 'fonts')]) {
  if (!fs.existsSync(path.join(out, needed))) {
    console.error(`build:standalone: ${needed} is missing from ${out}`);
    process.exit(1);
  }
}
// The standalone build's own start stamp is not npm start's: leave .next's source stamp alone.
console.log(`\nStandalone server ready in ${out}: copy that folder to the server and run\n  node ${path.join(out, 'server.js')}`);
