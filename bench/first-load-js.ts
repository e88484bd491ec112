// First-load JavaScript of a page: the JS files its HTML makes the browser
// load before the page is interactive, measured the way they travel (gzip, as
// `next start` sends them; brotli, as a CDN would). The HTML is the build's
// prerendered file, or, for a page rendered on request, what the server sent.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface JsFile {
  /** The URL path, e.g. /_next/static/chunks/abc.js */
  src: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoadJs {
  /** Where the HTML came from: the prerendered file's path, or the URL the server answered. */
  html: string;
  files: JsFile[];
  /** Scripts marked noModule: only browsers without ES modules load them, so they are not counted. */
  skipped: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** Where `next build` put the prerendered HTML of a route: / → server/app/index.html. */
export function prerenderedHtml(distDir: string, route: string): string {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  return path.join(distDir, 'server', 'app', `${name}.html`);
}

/**
 * Every same-origin /_next/static/*.js the HTML loads: `<script src>` tags,
 * `<link rel=preload|modulepreload>` for scripts, and the client chunks named
 * in the inline RSC payload (React loads those to hydrate client components).
 */
export function scriptsOfHtml(html: string): { load: string[]; noModule: string[] } {
  const load = new Set<string>();
  const noModule = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1] ?? '';
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (!src?.startsWith('/_next/static/')) continue;
    (/\bnomodule\b/i.test(attrs) ? noModule : load).add(src.split('?')[0]!);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = m[1] ?? '';
    const href = /\bhref="([^"]+)"/i.exec(attrs)?.[1];
    const isScript = /\brel="modulepreload"/i.test(attrs) || (/\brel="preload"/i.test(attrs) && /\bas="script"/i.test(attrs));
    if (isScript && href?.startsWith('/_next/static/')) load.add(href.split('?')[0]!);
  }
  // The flight data spells chunk paths without the leading slash, sometimes with escaped slashes.
  for (const m of html.replace(/\\\//g, '/').matchAll(/(?:\/_next\/)?static\/chunks\/[\w.~-]+\.js/g)) {
    const src = m[0].startsWith('/_next/') ? m[0] : `/_next/${m[0]}`;
    if (!noModule.has(src)) load.add(src);
  }
  return { load: [...load], noModule: [...noModule] };
}

export function measureFile(distDir: string, src: string): JsFile {
  const file = path.join(distDir, src.replace(/^\/_next\//, ''));
  if (!fs.existsSync(file)) throw new Error(`the HTML loads ${src}, but ${path.relative(process.cwd(), file)} does not exist (stale build?)`);
  const body = fs.readFileSync(file);
  return {
    src,
    raw: body.length,
    // Level 6 is what Node's compression middleware (and so `next start`) uses.
    gzip: zlib.gzipSync(body, { level: 6 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The first-load JS of an HTML document of this build; `source` names where the HTML came from. */
export function firstLoadJsOfHtml(distDir: string, html: string, source: string): FirstLoadJs {
  const { load, noModule } = scriptsOfHtml(html);
  if (!load.length) throw new Error(`found no /_next/static scripts in ${source}`);
  const files = load.map((src) => measureFile(distDir, src)).sort((a, b) => b.gzip - a.gzip);
  const sum = (k: 'raw' | 'gzip' | 'brotli') => files.reduce((s, f) => s + f[k], 0);
  return { html: source, files, skipped: noModule, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/** The first-load JS of a prerendered page, from the build alone. */
export function firstLoadJs(distDir: string, route: string): FirstLoadJs {
  const htmlFile = prerenderedHtml(distDir, route);
  if (!fs.existsSync(htmlFile)) throw new Error(`no prerendered HTML for ${route} at ${htmlFile}: is the page static?`);
  return firstLoadJsOfHtml(distDir, fs.readFileSync(htmlFile, 'utf8'), htmlFile);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
