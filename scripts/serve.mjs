#!/usr/bin/env node
// The production server of a plain Node deployment (npm start, the end-to-end
// tests, the benchmarks): Next's own request handler, the same one `next
// start` runs, behind the compression of scripts/compression.mjs, so readers
// get Brotli where their browser takes it (Next alone sends gzip only). Vercel
// compresses at its edge and never runs this file; the standalone build keeps
// Next's gzip (README, "Deploying").
//
// Usage: node scripts/serve.mjs [-p port] [-H hostname] [--keepAliveTimeout ms]
// (as `next start`: PORT from the environment otherwise, every interface
// without -H; HOSTNAME is not read, as containers set it to their own name).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompression, indexPrecompressed } from './compression.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(names) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (names.includes(flag)) return inline ?? args[i + 1];
  }
  return undefined;
}

const port = Number(option(['-p', '--port']) ?? process.env.PORT ?? 3000);
const hostname = option(['-H', '--hostname']);
const keepAliveTimeout = Number(option(['--keepAliveTimeout']) ?? NaN);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: "${port}" is not a port`);
  process.exit(1);
}

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// next.config.ts turns Next's gzip off when this server compresses (one encoder per answer).
process.env.SERVE_COMPRESSES = '1';

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const compress = createCompression({ precompressed: indexPrecompressed(distDir) });

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    handle(req, res).catch((err) => {
      // As `next start` answers a request its handler could not.
      console.error(`Failed to handle request for ${req.url}`, err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Internal Server Error');
    });
  });
});
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;

server.on('error', (err) => {
  console.error(`serve: ${err.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const { port: actual } = server.address();
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${actual} (Brotli and gzip: scripts/compression.mjs)`);
});

// As `next start` stops: no new connections, the requests in flight finish, then Next closes and
// the process exits. instrumentation.ts holds that exit until the courier API's side has shut down
// too (readiness, the outbox worker, the database: courier-api/shutdown.ts).
let stopping = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      Promise.resolve(app.close?.())
        .catch((err) => console.error(err))
        .finally(() => process.exit(code));
    });
  });
}
