// The production server's compression (scripts/compression.mjs), on a real
// HTTP server and client: what each browser is sent, what is left alone, a
// streamed answer arriving in pieces, the build's Brotli files.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createCompression, indexPrecompressed, negotiateEncoding, precompressStatic } from './compression.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  text: string;
}

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(
    servers.map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

async function serve(handler: Handler, options?: Parameters<typeof createCompression>[0]): Promise<string> {
  const compress = createCompression(options);
  const server = http.createServer((req, res) => compress(req, res, () => void handler(req, res)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

function get(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decode(raw, res.headers['content-encoding']) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page-like body: 20 kB of markup that compresses well. */
const PAGE = Array.from({ length: 400 }, (_, i) => `<li class="mx-auto max-w-6xl px-4">Parcel ${i} is on its way</li>`).join('\n');

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('createCompression', () => {
  const page: Handler = (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc');
    res.end(PAGE);
  };

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, and the body as it is otherwise', async () => {
    const url = await serve(page);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(PAGE);
    expect(br.raw.length).toBeLessThan(PAGE.length / 5);
    // The length of the page as written no longer holds.
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toBe('rsc, Accept-Encoding');

    const gz = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(PAGE);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(plain.text).toBe(PAGE);
    // Caches must still keep the encodings apart.
    expect(plain.headers.vary).toBe('rsc, Accept-Encoding');
  });

  it('compresses a body written in pieces, headers given to writeHead included', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      for (let i = 0; i < 50; i++) res.write(`${JSON.stringify({ awb: `3803767${i}`, status: 'In transit' })}\n`);
      res.end();
    });
    const a = await get(url, { 'accept-encoding': 'br' });
    expect(a.status).toBe(201);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-type']).toBe('application/json');
    expect(a.text.split('\n')).toHaveLength(51);
  });

  it('leaves alone small answers, compressed types, HEAD, 204, 206 and 304, answers already encoded and no-transform', async () => {
    const cases: Array<[string, Handler, string?]> = [
      ['small', (_q, r) => (r.setHeader('Content-Type', 'application/json'), r.end('{"ok":true}'))],
      ['image', (_q, r) => (r.setHeader('Content-Type', 'image/png'), r.end(Buffer.alloc(5000, 1)))],
      ['head', (_q, r) => (r.setHeader('Content-Type', 'text/html'), r.setHeader('Content-Length', '5000'), r.end()), 'HEAD'],
      ['204', (_q, r) => ((r.statusCode = 204), r.setHeader('Content-Type', 'text/html'), r.end())],
      ['206', (_q, r) => ((r.statusCode = 206), r.setHeader('Content-Type', 'text/plain'), r.end(PAGE))],
      ['304', (_q, r) => ((r.statusCode = 304), r.setHeader('Content-Type', 'text/html'), r.end())],
      ['encoded', (_q, r) => (r.setHeader('Content-Type', 'text/html'), r.setHeader('Content-Encoding', 'gzip'), r.end(zlib.gzipSync(PAGE)))],
      ['no-transform', (_q, r) => (r.setHeader('Content-Type', 'text/html'), r.setHeader('Cache-Control', 'no-transform'), r.end(PAGE))],
    ];
    for (const [name, handler, method] of cases) {
      const url = await serve(handler);
      const a = await get(url, { 'accept-encoding': 'br, gzip' }, method);
      expect({ name, encoding: a.headers['content-encoding'] }).toEqual({ name, encoding: name === 'encoded' ? 'gzip' : undefined });
      if (name === 'encoded') expect(zlib.gunzipSync(a.raw).toString()).toBe(PAGE);
      if (name === 'no-transform' || name === '206') expect(a.text).toBe(PAGE);
    }
  });

  it('sends each flushed piece of a streamed page as it comes, not when the page ends', async () => {
    let clientHasFirst!: () => void;
    const seen = new Promise<void>((resolve) => (clientHasFirst = resolve));
    let firstArrivedBeforeSecond = false;
    const url = await serve(async (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.flushHeaders();
      res.write('<main>the shell</main>');
      (res as unknown as { flush(): void }).flush();
      // Waits for the reader to have the shell; without a flush it never would, and the
      // fallback sends the rest anyway so the test fails instead of hanging.
      let fallback: NodeJS.Timeout | undefined;
      firstArrivedBeforeSecond = await Promise.race([seen.then(() => true), new Promise<boolean>((r) => (fallback = setTimeout(() => r(false), 5000)))]);
      clearTimeout(fallback);
      res.end(`<section>${PAGE}</section>`);
    });
    const text = await new Promise<string>((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        let out = '';
        const decoder = zlib.createBrotliDecompress();
        decoder.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('the shell')) clientHasFirst();
        });
        decoder.on('end', () => resolve(out));
        decoder.on('error', reject);
        res.pipe(decoder);
      });
    });
    expect(firstArrivedBeforeSecond).toBe(true);
    expect(text).toBe(`<main>the shell</main><section>${PAGE}</section>`);
  });

  it('keeps to the reader\'s pace on a large answer (write returns false, drain resumes)', async () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `${i}:${(i * 7919) % 104729}`);
    let waits = 0;
    const url = await serve(async (_req, res) => {
      res.setHeader('Content-Type', 'text/plain');
      for (let i = 0; i < lines.length; i += 500) {
        if (!res.write(`${lines.slice(i, i + 500).join('\n')}\n`)) {
          waits++;
          await new Promise((r) => res.once('drain', r));
        }
      }
      res.end();
    });
    const a = await get(url, { 'accept-encoding': 'gzip' });
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.text).toBe(`${lines.join('\n')}\n`);
    // The writer did have to wait: the case above was exercised.
    expect(waits).toBeGreaterThan(0);
  });
});

describe('the build\'s Brotli files', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'saqr-br-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), `self.chunk=${JSON.stringify(PAGE)};`);
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'tiny.js'), 'self.x=1;');
    fs.writeFileSync(path.join(dist, 'static', 'media', 'face.woff2'), Buffer.alloc(4000, 7));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes the Brotli form of each compressible file of 1 kB or more, once', async () => {
    const first = await precompressStatic(dist);
    expect(first.files).toBe(1);
    const js = path.join(dist, 'static', 'chunks', 'app.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(fs.readFileSync(js, 'utf8'));
    expect(fs.existsSync(path.join(dist, 'static', 'chunks', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'static', 'media', 'face.woff2.br'))).toBe(false);
    expect((await precompressStatic(dist)).files).toBe(0);
    expect([...indexPrecompressed(dist).keys()]).toEqual(['/_next/static/chunks/app.js']);
  });

  it('sends the build\'s file in place of compressing the one the server reads, with its length', async () => {
    await precompressStatic(dist);
    // A Brotli file of its own, so the answer shows which one went.
    const marker = zlib.brotliCompressSync(Buffer.from('from the build'));
    const index = new Map([['/_next/static/chunks/app.js', path.join(dist, 'marker.br')]]);
    fs.writeFileSync(path.join(dist, 'marker.br'), marker);
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Length', String(Buffer.byteLength(PAGE)));
      res.end(PAGE);
    }, { precompressed: index });
    const br = await get(`${url}/_next/static/chunks/app.js?dpl=1`, { 'accept-encoding': 'br' });
    expect(br.text).toBe('from the build');
    expect(br.headers['content-length']).toBe(String(marker.length));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // gzip, and any other path: compressed as written.
    expect((await get(`${url}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip' })).text).toBe(PAGE);
    expect((await get(`${url}/_next/static/chunks/other.js`, { 'accept-encoding': 'br' })).text).toBe(PAGE);
  });
});
