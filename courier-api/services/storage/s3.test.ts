// The S3 adapter against a small S3 speaking path-style HTTP on 127.0.0.1: it
// checks every request's AWS Signature Version 4 (recomputed here from the
// secret key, so a request signed with the wrong secret, for another bucket or
// another key is refused as S3 would refuse it) and keeps objects in memory.
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStorage, type FileStorage } from './index';

const ACCESS_KEY = 'AKIDSAQRTEST0001';
const SECRET = 'test-secret-key/with+symbols';
const BUCKET = 'saqr-proofs';
const REGION = 'me-central-1';

interface Seen {
  method: string;
  path: string;
  accessKey: string | null;
  verified: boolean;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** True when the request carries a valid SigV4 signature by ACCESS_KEY for REGION/s3 over this body. */
function verifySigV4(req: http.IncomingMessage, body: Buffer): { accessKey: string | null; ok: boolean } {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { accessKey: null, ok: false };
  const [, accessKey, day, region, signedHeaders, signature] = m as unknown as string[];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (accessKey !== ACCESS_KEY || region !== REGION || !amzDate.startsWith(day!)) return { accessKey: accessKey!, ok: false };
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return { accessKey: accessKey!, ok: false };
  const [pathPart, query = ''] = (req.url ?? '').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((p) => (p.includes('=') ? p : `${p}=`))
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { accessKey: accessKey!, ok: false };
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, pathPart, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region!), 's3'), 'aws4_request');
  return { accessKey: accessKey!, ok: createHmac('sha256', key).update(toSign).digest('hex') === signature };
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>test</RequestId></Error>`;

let server: http.Server;
let endpoint: string;
const objects = new Map<string, { bytes: Buffer; type: string }>();
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const { accessKey, ok } = verifySigV4(req, body);
      const objectPath = decodeURIComponent((req.url ?? '').split('?')[0]!);
      seen.push({ method: req.method!, path: objectPath, accessKey, verified: ok });
      const send = (status: number, text: string, headers: http.OutgoingHttpHeaders = { 'content-type': 'application/xml' }) => {
        res.writeHead(status, headers);
        res.end(text);
      };
      if (!ok) return send(403, xmlError('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'));
      if (!objectPath.startsWith(`/${BUCKET}/`)) return send(404, xmlError('NoSuchBucket', 'The specified bucket does not exist.'));
      if (req.method === 'PUT') {
        objects.set(objectPath, { bytes: body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return send(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (req.method === 'GET') {
        const o = objects.get(objectPath);
        if (!o) return send(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.bytes.length, etag: '"x"' });
        return res.end(o.bytes);
      }
      send(405, xmlError('MethodNotAllowed', 'Not here.'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  seen.length = 0;
});

function s3(overrides: { secretAccessKey?: string; prefix?: string; bucket?: string } = {}): FileStorage {
  return createStorage({
    kind: 's3',
    bucket: overrides.bucket ?? BUCKET,
    region: REGION,
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: overrides.secretAccessKey ?? SECRET,
    forcePathStyle: true,
    prefix: overrides.prefix ?? '',
  });
}

const KEY = 'pod/2026/11/25/0b6f1c9e-6a55-4f43-9d0a-3c1f2f0a7e11-signature.png';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 254, 255]);

describe('S3 storage (path style, SigV4)', () => {
  it('puts and gets an object: bytes and content type round-trip, every request signed by the configured key', async () => {
    const store = s3();
    expect(store.kind).toBe('s3');
    await store.put(KEY, PNG, 'image/png');
    expect(objects.get(`/${BUCKET}/${KEY}`)?.bytes).toEqual(Buffer.from(PNG));
    const got = await store.get(KEY);
    expect(got).not.toBeNull();
    expect(Buffer.from(got!.bytes)).toEqual(Buffer.from(PNG));
    expect(got!.contentType).toBe('image/png');
    expect(seen.map((r) => [r.method, r.path, r.accessKey, r.verified])).toEqual([
      ['PUT', `/${BUCKET}/${KEY}`, ACCESS_KEY, true],
      ['GET', `/${BUCKET}/${KEY}`, ACCESS_KEY, true],
    ]);
  });

  it('answers null for a key that does not exist (NoSuchKey)', async () => {
    expect(await s3().get('pod/2026/11/25/missing-photo.jpg')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.verified).toBe(true);
  });

  it('keeps objects under S3_PREFIX', async () => {
    const store = s3({ prefix: 'prod/files' });
    await store.put(KEY, PNG, 'image/png');
    expect([...objects.keys()]).toEqual([`/${BUCKET}/prod/files/${KEY}`]);
    expect((await store.get(KEY))?.contentType).toBe('image/png');
    expect(await s3().get(KEY)).toBeNull();
  });

  it('fails loudly when the server refuses the signature (wrong secret), and a missing bucket is not "no file"', async () => {
    await expect(s3({ secretAccessKey: 'wrong-secret' }).put(KEY, PNG, 'image/png')).rejects.toThrow();
    expect(seen[0]!.accessKey).toBe(ACCESS_KEY);
    expect(seen[0]!.verified).toBe(false);
    expect(objects.size).toBe(0);
    await expect(s3({ bucket: 'another-bucket' }).get(KEY)).rejects.toThrow();
  });

  it('refuses bad keys before any request', async () => {
    await expect(s3().put('../etc/passwd', PNG, 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(s3().get('/pod/a.png')).rejects.toThrow(/Invalid storage key/);
    expect(seen).toHaveLength(0);
  });
});
