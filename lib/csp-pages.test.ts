// Which folders were prerendered (lib/csp-pages.ts): read from the build
// folder's HTML by the gate's spelling of the path, which percent-encodes
// what is not ASCII (a blog slug with ’); never outside the build folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256Source } from './csp';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-pages-'));
const app = path.join(dist, 'server', 'app');
fs.mkdirSync(path.join(app, 'en', 'blog'), { recursive: true });
fs.writeFileSync(path.join(app, 'en', 'about-us.html'), '<script>a()</script>');
fs.writeFileSync(path.join(app, 'en', 'blog', '5-signs-you’re-here.html'), '<script>b()</script>');
fs.writeFileSync(path.join(dist, 'secret.html'), '<script>c()</script>');

let prerenderedScriptHashes: typeof import('./csp-pages').prerenderedScriptHashes;
beforeAll(async () => {
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dist);
  ({ prerenderedScriptHashes } = await import('./csp-pages'));
});
afterAll(() => {
  delete process.env.NEXT_DIST_DIR;
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('prerenderedScriptHashes', () => {
  it('finds a prerendered page and hashes its inline scripts', () => {
    expect(prerenderedScriptHashes('/en/about-us')).toEqual([sha256Source('a()')]);
  });

  it('finds a page whose path the gate percent-encoded', () => {
    expect(prerenderedScriptHashes(`/en/blog/${encodeURIComponent('5-signs-you’re-here')}`)).toEqual([sha256Source('b()')]);
  });

  it('says null for a page rendered per request, and for paths that leave the build folder', () => {
    expect(prerenderedScriptHashes('/en/dashboard')).toBeNull();
    expect(prerenderedScriptHashes('/en/../../secret')).toBeNull();
    expect(prerenderedScriptHashes('/en/%2E%2E/%2E%2E/secret')).toBeNull();
    expect(prerenderedScriptHashes('/en/%E0%A4%A')).toBeNull();
  });
});
