// Where proof-of-delivery files live: a folder on this machine's disk by
// default, an S3-compatible bucket (AWS, MinIO, Cloudflare R2) when S3_BUCKET
// is set. Callers see two calls, put and get, by key. Keys are checked here,
// once, for both backends, so a key taken from a request or a row can never
// name a file outside the store or an object outside the prefix.
import path from 'node:path';
import { getEnv, readS3Settings, type EnvVars, type S3Settings } from '@/lib/env';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  kind: 'disk' | 's3';
  /** Stores (or replaces) the file; resolves once it is durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
}

export type StorageSettings = { kind: 'disk'; dataDir: string } | ({ kind: 's3' } & S3Settings);

export const MAX_KEY_LENGTH = 512;
/** Folder and file names: letters, digits, . _ - and never starting with a dot (no ".", "..", hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const CONTENT_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(; ?[A-Za-z0-9!#$&^_.+-]+=[A-Za-z0-9!#$&^_.+"-]+)*$/;

/**
 * Throws unless the key is a relative path such as `pod/2026/11/25/<uuid>-signature.png`:
 * characters from [A-Za-z0-9/._-] only, no leading or doubled slash, no ".." and no
 * name starting with a dot (the disk backend keeps its own files under such names).
 */
export function assertStorageKey(key: string): void {
  const ok =
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !key.includes('..') &&
    key.split('/').every((seg) => SEGMENT.test(seg));
  if (!ok) throw new Error(`Invalid storage key ${JSON.stringify(String(key).slice(0, 80))}.`);
}

function assertContentType(type: string): void {
  if (typeof type !== 'string' || type.length > 200 || !CONTENT_TYPE.test(type)) {
    throw new Error(`Invalid content type ${JSON.stringify(String(type).slice(0, 80))}.`);
  }
}

/** The backend the settings name, behind the key and content-type checks. */
export function createStorage(settings: StorageSettings): FileStorage {
  const backend = settings.kind === 's3' ? createS3Storage(settings) : createDiskStorage(path.join(settings.dataDir, 'files'));
  return {
    kind: backend.kind,
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      assertContentType(contentType);
      if (!(bytes instanceof Uint8Array)) throw new Error('File bytes must be a Uint8Array.');
      await backend.put(key, bytes, contentType);
    },
    async get(key) {
      assertStorageKey(key);
      return backend.get(key);
    },
  };
}

/**
 * S3 when S3_BUCKET is set, else the disk under `dataDir/files`. The settings
 * come from lib/env.ts (the one reader of process.env); pass `vars` to read
 * them from another set of variables instead (tests, scripts).
 */
export function storageFromEnv(dataDir: string, vars?: EnvVars): FileStorage {
  const s3 = vars ? readS3Settings(vars) : getEnv().s3;
  return createStorage(s3 ? { kind: 's3', ...s3 } : { kind: 'disk', dataDir });
}
