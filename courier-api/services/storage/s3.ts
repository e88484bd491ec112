// Files in an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2. The object's
// key is S3_PREFIX/key and its Content-Type is the one put. Checksums are sent
// and checked only where S3 requires them: the SDK's newer default (a CRC on
// every request and answer) is not understood by every S3-compatible service.
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '@/lib/env';
import type { FileStorage, StoredFile } from './index';

function clientFor(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** No such object: S3 says NoSuchKey; some services (and a HEAD-like answer without a body) only 404. */
function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound')) return true;
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404 && (err as Error).name !== 'NoSuchBucket';
}

export function createS3Storage(s: S3Settings, client: S3Client = clientFor(s)): FileStorage {
  const objectKey = (key: string) => (s.prefix ? `${s.prefix}/${key}` : key);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return { bytes, contentType: out.ContentType || 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
  };
}
