// Files on this machine's disk, under `<dataDir>/files/<key>`. The content type
// goes in a sidecar beside the file, `.<name>.type` (a name no key can have:
// keys never start a name with a dot), so what was put is what comes back;
// a file without its sidecar (copied in by hand) gets a type from its
// extension. Each write goes to a temporary file in the same folder and is
// renamed over the target, so a reader sees the old file or the new one,
// never half of one. The sidecar is written first: the file's appearance is
// the moment the pair is complete.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './index';

const BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

export const typeFromExtension = (key: string) => BY_EXTENSION[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

async function writeAtomic(target: string, data: Uint8Array | string) {
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(tmp, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, target);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** A disk store rooted at `root` (the caller checks keys; the resolved path is checked again here). */
export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const locate = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('Storage key leaves the storage folder.');
    return { file, typeFile: path.join(path.dirname(file), `.${path.basename(file)}.type`) };
  };
  return {
    kind: 'disk',
    async put(key, bytes, contentType) {
      const { file, typeFile } = locate(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeAtomic(typeFile, contentType);
      await writeAtomic(file, bytes);
    },
    async get(key): Promise<StoredFile | null> {
      const { file, typeFile } = locate(key);
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(file);
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
        throw err;
      }
      const contentType = await fs.readFile(typeFile, 'utf8').then(
        (t) => t.trim() || typeFromExtension(key),
        (err) => {
          if (isMissing(err)) return typeFromExtension(key);
          throw err;
        },
      );
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    },
  };
}
