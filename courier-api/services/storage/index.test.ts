// Which backend the settings pick, and how the S3_* variables are read.
import { readS3Settings } from '@/lib/env';
import { assertStorageKey, storageFromEnv } from './index';

describe('storageFromEnv', () => {
  it('uses the disk without S3_BUCKET and S3 with it', () => {
    expect(storageFromEnv('/tmp/saqr-data', {}).kind).toBe('disk');
    expect(storageFromEnv('/tmp/saqr-data', { S3_BUCKET: ' ' }).kind).toBe('disk');
    expect(storageFromEnv('/tmp/saqr-data', { S3_BUCKET: 'proofs', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).kind).toBe('s3');
  });
});

describe('readS3Settings', () => {
  it('reads every setting, with us-east-1 and virtual-host style by default', () => {
    expect(readS3Settings({ S3_BUCKET: 'proofs' })).toEqual({
      bucket: 'proofs',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      readS3Settings({
        S3_BUCKET: 'proofs',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'SECRET',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/prod/saqr/',
      }),
    ).toEqual({
      bucket: 'proofs',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      forcePathStyle: true,
      prefix: 'prod/saqr',
    });
    expect(readS3Settings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '1' })?.forcePathStyle).toBe(true);
    expect(readS3Settings({})).toBeUndefined();
  });

  it('refuses half a key pair, a bad endpoint and a prefix that climbs out', () => {
    expect(() => readS3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(/go together/);
    expect(() => readS3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => readS3Settings({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
  });
});

describe('assertStorageKey', () => {
  it('accepts the keys the proof service makes', () => {
    expect(() => assertStorageKey('pod/2026/11/25/0b6f1c9e-6a55-4f43-9d0a-3c1f2f0a7e11-signature.png')).not.toThrow();
    expect(() => assertStorageKey('cod/statements/COD-2026-0001.pdf')).not.toThrow();
    expect(() => assertStorageKey(`a/${'x'.repeat(600)}`)).toThrow();
  });
});
