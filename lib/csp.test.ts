// The pages' Content Security Policy (lib/csp.ts): no 'unsafe-inline' for
// scripts in either kind, the right hashes read from prerendered HTML, and
// HSTS only over https.
import { createHash } from 'node:crypto';
import { hstsHeader, inlineScriptHashes, NON_PAGE_POLICY, pagePolicy, sha256Source, START_SCRIPT } from './csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.split(' ')[0] === name);

describe('pagePolicy', () => {
  it('allows a page rendered per request its nonce and the start script by hash, and nothing inline besides', () => {
    const policy = pagePolicy({ nonce: 'abc123==' });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-abc123==' ${sha256Source(START_SCRIPT)}`);
    expect(directive(policy, 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows a prerendered page its inline scripts by hash, the start script once', () => {
    const a = sha256Source('a()');
    const policy = pagePolicy({ hashes: [a, sha256Source(START_SCRIPT)] });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${a} ${sha256Source(START_SCRIPT)}`);
  });

  it('lets next dev evaluate code, and only next dev', () => {
    expect(directive(pagePolicy({ nonce: 'n' }, { dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('sends violation reports to the report route, both ways browsers know', () => {
    const policy = pagePolicy({ nonce: 'n' });
    expect(directive(policy, 'report-uri')).toBe('report-uri /api/csp-report');
    expect(directive(policy, 'report-to')).toBe('report-to csp');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('gives what is not a page no inline script at all', () => {
    expect(directive(NON_PAGE_POLICY, 'script-src')).toBe("script-src 'self'");
  });
});

describe('inlineScriptHashes', () => {
  const b64 = (s: string) => createHash('sha256').update(s).digest('base64');

  it('hashes each inline script body exactly, and leaves out scripts with a src and data blocks', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${START_SCRIPT}</script>`,
      '<script id="_R_">self.__next_f=[]</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT>\n  multi();\n  line();\n</SCRIPT>',
      '</head></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${b64(START_SCRIPT)}'`,
      `'sha256-${b64('self.__next_f=[]')}'`,
      `'sha256-${b64('import("/x.js")')}'`,
      `'sha256-${b64('\n  multi();\n  line();\n')}'`,
    ]);
  });

  it('gives one hash for the same script twice, and none for a page without scripts', () => {
    expect(inlineScriptHashes('<script>x()</script><p></p><script>x()</script>')).toHaveLength(1);
    expect(inlineScriptHashes('<p>static</p>')).toEqual([]);
  });
});

describe('hstsHeader', () => {
  it('is sent for an https site only', () => {
    expect(hstsHeader('https://saqr.example')).toBe('max-age=63072000; includeSubDomains');
    expect(hstsHeader('http://localhost:3000')).toBeNull();
    expect(hstsHeader(undefined)).toBeNull();
  });
});
