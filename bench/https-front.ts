// The front bench:lighthouse measures through by default: HTTPS with HTTP/2 in
// front of the production server (scripts/serve.mjs), as every reader of the deployed site gets it (Vercel,
// or a plain Node server behind a TLS proxy; browsers speak HTTP/2 only over
// TLS). The server alone speaks HTTP/1.1, and Lighthouse's model of a slow
// phone then opens up to six new connections to fetch the page's scripts,
// which no deployment makes a reader do (bench/README.md, "Through an HTTPS
// front"). BENCH_FRONT=direct measures the server as it is.
//
// The front forwards every request as it came (method, path, headers, body)
// to the server with the server's own Host and the X-Forwarded headers of a
// proxy (the bench's server trusts them: TRUST_PROXY=1); it answers with the server's status, headers and bytes
// as they are (compressed by the server), less HTTP/1.1's connection headers.
// Its certificate is made for this run (openssl, self-signed, for localhost)
// and trusted only by the run's browser (--ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers of one HTTP/1.1 connection: never forwarded, and not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings']);

function selfSigned(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
      { stdio: 'pipe' },
    );
  } catch (err) {
    throw new Error(`could not make the front's certificate with openssl (${(err as Error).message.split('\n')[0]}): install openssl, or measure without the front (BENCH_FRONT=direct)`);
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

export interface HttpsFront {
  /** https://localhost:<port> */
  origin: string;
  close(): Promise<void>;
}

/** Starts the front on a free port of localhost, forwarding to http://localhost:<targetPort>. */
export async function startHttpsFront(targetPort: number): Promise<HttpsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saqr-front-'));
  let tls: { key: Buffer; cert: Buffer };
  try {
    tls = selfSigned(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const upstreamHost = `localhost:${targetPort}`;
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // The server's own Host keeps its rewrites in process; where the reader was goes in the
    // X-Forwarded headers, which the server reads behind a proxy it trusts (TRUST_PROXY, as on
    // Vercel): the same-origin check on writes then knows the front's host.
    headers.host = upstreamHost;
    headers['x-forwarded-host'] = req.headers[':authority'] ?? req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request({ host: 'localhost', port: targetPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
