// The disk backend in a temporary folder: round trip, the sidecar content
// type, atomic replacement, missing files, and keys that would leave the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage, type FileStorage } from './index';

let dataDir: string;
let store: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saqr-storage-'));
  store = createStorage({ kind: 'disk', dataDir });
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const KEY = 'pod/2026/11/25/0b6f1c9e-6a55-4f43-9d0a-3c1f2f0a7e11-signature.png';
const bytes = (...b: number[]) => new Uint8Array(b);

describe('disk storage', () => {
  it('stores the file under dataDir/files/<key> and gives back its bytes and content type', async () => {
    expect(store.kind).toBe('disk');
    await store.put(KEY, bytes(0x89, 0x50, 0x4e, 0x47, 0, 255), 'image/png');
    expect(fs.readFileSync(path.join(dataDir, 'files', KEY))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]));
    const got = await store.get(KEY);
    expect(got).toEqual({ bytes: bytes(0x89, 0x50, 0x4e, 0x47, 0, 255), contentType: 'image/png' });
  });

  it('keeps the content type that was put, whatever the extension', async () => {
    await store.put('exports/statement-7', bytes(1, 2, 3), 'text/csv; charset=utf-8');
    expect((await store.get('exports/statement-7'))?.contentType).toBe('text/csv; charset=utf-8');
  });

  it('infers the type from the extension when the sidecar is missing', async () => {
    fs.mkdirSync(path.join(dataDir, 'files', 'pod'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'pod', 'a-photo.jpg'), Buffer.from([0xff, 0xd8]));
    fs.writeFileSync(path.join(dataDir, 'files', 'pod', 'blob'), Buffer.from([1]));
    expect((await store.get('pod/a-photo.jpg'))?.contentType).toBe('image/jpeg');
    expect((await store.get('pod/blob'))?.contentType).toBe('application/octet-stream');
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await store.put(KEY, bytes(1, 1, 1, 1), 'image/png');
    await store.put(KEY, bytes(2, 2), 'image/png');
    expect((await store.get(KEY))?.bytes).toEqual(bytes(2, 2));
    const names = fs.readdirSync(path.dirname(path.join(dataDir, 'files', KEY)));
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(names.sort()).toEqual([`.${path.basename(KEY)}.type`, path.basename(KEY)].sort());
  });

  it('answers null for a missing file or a folder', async () => {
    expect(await store.get('pod/2026/11/25/nothing.png')).toBeNull();
    await store.put(KEY, bytes(1), 'image/png');
    expect(await store.get('pod/2026')).toBeNull();
  });

  it.each([
    '../secret.png',
    'pod/../../secret.png',
    'pod/..',
    '..',
    '/etc/passwd',
    'pod\\..\\x.png',
    'pod/a b.png',
    'pod/ä.png',
    'pod//a.png',
    'pod/',
    '',
    'pod/.hidden',
    'pod/.a.png.type',
    'pod/a.png\n',
    'pod/%2e%2e/a.png',
  ])('refuses the key %j on put and get, writing nothing', async (key) => {
    await expect(store.put(key, bytes(1), 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a content type with a line break or no subtype', async () => {
    await expect(store.put(KEY, bytes(1), 'image/png\r\nX-Evil: 1')).rejects.toThrow(/Invalid content type/);
    await expect(store.put(KEY, bytes(1), 'png')).rejects.toThrow(/Invalid content type/);
  });
});
