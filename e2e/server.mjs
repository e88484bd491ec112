// Starts the ALREADY BUILT production server for the end-to-end tests on a
// fresh embedded (PGlite) database in a temporary folder, seeded at boot.
// Usage: node e2e/server.mjs   (port from E2E_PORT, default 3210; playwright.config.ts
// starts one per worker, on E2E_PORT, E2E_PORT + 1, …)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { E2E_NEXTAUTH_SECRET } from './server-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
// localhost, not 127.0.0.1: every page path is rewritten by the gate to its language's folder
// (app/[locale]), and Next serves a rewrite in process only when the origin it
// spells (always `localhost` for loopback) is its own (docs/decisions.md, "Every path is a rewrite").
const origin = `http://localhost:${port}`;

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`[e2e] No production build found (${distDir}/BUILD_ID is missing). Run \`npm run build\` first.`);
  process.exit(1);
}

// A folder of this run's own: a second run can never wipe a live database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `saqr-e2e-${port}-`));

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET,
  NEXTAUTH_URL: origin,
  SITE_URL: origin,
  // Every spec of a worker signs in from the loopback address against its server: lift the per-IP limit
  // (the per-account limit, which the tests exercise, still applies).
  LOGIN_ATTEMPTS_PER_IP: '10000',
  // The merchant API spec's webhook receiver listens on 127.0.0.1 (refused as private in production).
  WEBHOOKS_ALLOW_PRIVATE: '1',
  // Warnings and errors only: an access line per request would bury the test report.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
// Always the built-in courier API on the embedded database, whatever the shell has set.
for (const name of ['DATABASE_URL', 'COURIER_API_URL', 'REDIS_URL', 'SEED_DEMO', 'COURIER_TOKEN_SECRET', 'AUTH_SECRET']) {
  delete env[name];
}

// Idle keep-alive connections stay open for two minutes, longer than a test (60 s), instead
// of Node's 5 s. Playwright's request context keeps its sockets alive and does not retry: a
// socket the server closes after 5 s idle that the client reuses before it notices the close
// fails the call with ECONNRESET (seen on a loaded machine, page.request after a 6 s pause).
const child = spawn(
  process.execPath,
  // npm start's server (Next behind the Brotli and gzip of scripts/compression.mjs).
  [...serverNodeFlags(), path.join(root, 'scripts', 'serve.mjs'), '-p', String(port), '-H', 'localhost', '--keepAliveTimeout', '120000'],
  { cwd: root, env, stdio: 'inherit' },
);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (err) => {
  console.error('[e2e] Could not start the server:', err.message);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
