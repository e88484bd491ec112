// How the production server (scripts/serve.mjs) compresses what it sends:
// Brotli for every browser that accepts it, gzip for the others, nothing for
// the rest. Next's own compression (`compress` in next.config.ts) knows only
// gzip; Brotli makes a page's HTML a quarter smaller (/ 14.0 → 11.9 kB, /ar
// 15.9 → 12.7 kB), which brings every public page's document under the
// 14.6 kB a new connection delivers in its first round trip (TCP's initial
// window of 10 segments), and the scripts a page starts with 14 % smaller
// (docs/decisions.md, "Brotli from the Node server").
//
// - The browser's files under /_next/static never change while a build is
//   served (their names carry their hash): the build writes each one's
//   Brotli form beside it at the highest quality (precompressStatic, from
//   scripts/build.mjs), and the server sends that file in place of the one
//   Next reads, with Next's own headers (type, cache, ETag).
// - Everything else (pages, route handlers, public/) is compressed as it is
//   written, at a quality that costs about what gzip does (5), flushed
//   whenever Next flushes, so a streamed page still arrives in pieces.
// - Not compressed: small answers (under 1 kB), types that are compressed
//   already (images, fonts), HEAD, 204, 206 and 304 answers, answers that
//   carry an encoding or `Cache-Control: no-transform`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Answers smaller than this go as they are: the encoding's own framing would eat the gain. */
const THRESHOLD = 1024;
/** Brotli's quality for what is compressed as it is written: as cheap as gzip's default, and smaller. */
const DYNAMIC_BROTLI_QUALITY = 5;
/** The build's quality for the browser's files, compressed once. */
const STATIC_BROTLI_QUALITY = 11;

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|x-javascript|ecmascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;
/** The browser's files the build compresses, by extension. */
const STATIC_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html']);

/** Whether a Content-Type is worth compressing (text, JSON, scripts, SVG, Next's RSC payload). */
function isCompressible(contentType) {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or
 * undefined (as it is). Brotli wins over gzip at equal weight; a weight of 0
 * refuses an encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(header) {
  if (!header) return undefined;
  const weights = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([0-9.]+)$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

function* filesUnder(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(p);
    else if (e.isFile()) yield p;
  }
}

/**
 * Writes the Brotli form of each of the build's browser files (<distDir>/static)
 * beside it, as X.br, at quality 11; skips files under THRESHOLD and those
 * whose X.br is already newer. Returns what it did, for the build's log.
 */
export async function precompressStatic(distDir) {
  const dir = path.join(distDir, 'static');
  const todo = [];
  for (const file of filesUnder(dir)) {
    if (!STATIC_EXTENSIONS.has(path.extname(file))) continue;
    const st = fs.statSync(file);
    if (st.size < THRESHOLD) continue;
    const brFile = `${file}.br`;
    if (fs.existsSync(brFile) && fs.statSync(brFile).mtimeMs >= st.mtimeMs) continue;
    todo.push(file);
  }
  let bytes = 0;
  let brBytes = 0;
  // Two at a time: zlib's async calls run on libuv's pool, one file per core.
  const queue = [...todo];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = fs.readFileSync(file);
      const br = await new Promise((resolve, reject) =>
        zlib.brotliCompress(
          raw,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: STATIC_BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          },
          (err, out) => (err ? reject(err) : resolve(out)),
        ),
      );
      fs.writeFileSync(`${file}.br`, br);
      bytes += raw.length;
      brBytes += br.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return { files: todo.length, bytes, brBytes };
}

/** The build's Brotli files, by the path a browser asks for (/_next/static/…): see precompressStatic. */
export function indexPrecompressed(distDir) {
  const dir = path.join(distDir, 'static');
  const index = new Map();
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.br')) continue;
    const original = file.slice(0, -3);
    if (!fs.existsSync(original)) continue;
    index.set(`/_next/static/${path.relative(dir, original).split(path.sep).join('/')}`, file);
  }
  return index;
}

function appendVary(res, field) {
  const current = res.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...list, field].join(', '));
}

function toBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * A request wrapper, `(req, res, next) => void`, that compresses what `next`
 * writes to `res` (see the top of this file). `precompressed` maps a path to
 * its Brotli file (indexPrecompressed).
 */
export function createCompression({ precompressed = new Map(), threshold = THRESHOLD, brotliQuality = DYNAMIC_BROTLI_QUALITY } = {}) {
  /** The precompressed files read so far: a build's static files never change while it is served. */
  const files = new Map();
  const fileFor = (req) => {
    const pathname = String(req.url ?? '').split('?')[0];
    const file = precompressed.get(pathname);
    if (!file) return undefined;
    let body = files.get(file);
    if (!body) {
      try {
        body = fs.readFileSync(file);
      } catch {
        return undefined;
      }
      files.set(file, body);
    }
    return body;
  };

  return function compression(req, res, next) {
    const accepted = negotiateEncoding(req.headers['accept-encoding']);
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    /** undefined until the head goes: then 'plain', 'stream' (compressed as written) or 'file' (precompressed). */
    let mode;
    let stream;
    let file;

    const decide = () => {
      mode = 'plain';
      const status = res.statusCode;
      if (!isCompressible(res.getHeader('content-type'))) return;
      // The answer depends on Accept-Encoding, compressed this time or not: caches must keep them apart.
      appendVary(res, 'Accept-Encoding');
      if (!accepted || req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return;
      const existing = res.getHeader('content-encoding');
      if (existing && String(existing).toLowerCase() !== 'identity') return;
      if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return;
      const length = res.hasHeader('content-length') ? Number(res.getHeader('content-length')) : NaN;
      if (length < threshold) return;
      const pre = accepted === 'br' && status === 200 ? fileFor(req) : undefined;
      if (pre) {
        mode = 'file';
        file = pre;
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', String(file.length));
        return;
      }
      mode = 'stream';
      res.removeHeader('content-length');
      res.setHeader('Content-Encoding', accepted);
      stream =
        accepted === 'br'
          ? zlib.createBrotliCompress({
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                ...(length > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
              },
            })
          : zlib.createGzip();
      stream.on('data', (chunk) => {
        if (write.call(res, chunk) === false) stream.pause();
      });
      stream.on('end', () => end.call(res));
      stream.on('error', (err) => res.destroy(err));
      // Back pressure both ways: a full socket pauses the encoder; a full encoder makes write()
      // return false, and its writer (Next's) waits for the response's 'drain', which it then gets.
      res.on('drain', () => stream.resume());
      stream.on('drain', () => res.emit('drain'));
      // A reader who leaves mid-answer: nothing more to encode.
      res.once('close', () => stream.destroy());
    };

    // Headers given to writeHead join those set before, so the decision sees them all.
    res.writeHead = function (statusCode, reason, headers) {
      if (mode !== undefined) return writeHead.apply(res, arguments);
      if (typeof reason !== 'string') {
        headers = reason;
        reason = undefined;
      }
      res.statusCode = statusCode;
      // Node takes them as an object or as one flat list of names and values.
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      } else if (headers) {
        for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
      }
      decide();
      return reason === undefined ? writeHead.call(res, res.statusCode) : writeHead.call(res, res.statusCode, reason);
    };

    res.write = function (chunk, encoding, cb) {
      if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      if (mode === undefined) res.writeHead(res.statusCode);
      if (mode === 'stream') return stream.write(toBuffer(chunk, encoding), cb);
      if (mode === 'file') {
        // Next's body gives way to the build's Brotli form of the same file.
        if (cb) process.nextTick(cb);
        return true;
      }
      return write.call(res, chunk, encoding, cb);
    };

    res.end = function (chunk, encoding, cb) {
      if (typeof chunk === 'function') {
        cb = chunk;
        chunk = undefined;
      } else if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      if (mode === undefined) {
        // The whole body is here: its length decides, as Content-Length would.
        if (chunk != null && !res.hasHeader('content-length')) res.setHeader('Content-Length', String(toBuffer(chunk, encoding).length));
        res.writeHead(res.statusCode);
      }
      if (mode === 'stream') {
        if (cb) res.once('finish', cb);
        if (chunk != null) stream.end(toBuffer(chunk, encoding));
        else stream.end();
        return res;
      }
      if (mode === 'file') return end.call(res, file, cb);
      return end.call(res, chunk, encoding, cb);
    };

    // Next flushes after every piece of a streamed page; the encoder follows.
    res.flush = function () {
      if (mode === 'stream') stream.flush(accepted === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
    };

    next();
  };
}
