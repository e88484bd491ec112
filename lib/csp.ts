// The Content Security Policy of every page, with no 'unsafe-inline' for
// scripts (issue 17). Two kinds of page, two ways to allow their inline scripts:
//
// - Pages rendered per request (the portal, the courier app, /follow/…): a
//   fresh nonce each time. The request gate puts the policy on the request as
//   well, where Next reads the nonce and stamps it on every script it writes.
// - Pages prerendered at build time (home, services, blog, the rest of the
//   public site): the same bytes go to every reader, so their inline scripts
//   (Next's bootstrap and flight data, the start script) are allowed by
//   their SHA-256, read once from the prerendered HTML itself. They stay
//   static: nothing per request is written into them.
//
// Scripts from files come from 'self' ('/_next/static/…', the vendored API
// reference), in both kinds. Styles keep 'unsafe-inline' (React's style
// attributes, the charts); the issue is about scripts, and a style cannot run code.
import { createHash, randomBytes } from 'node:crypto';

/**
 * The one inline script every page starts with (components/shell/splash.tsx), first in <body>,
 * so it runs before the first paint:
 * - the splash shows only as the reader arrives: it is skipped when this page was reached from
 *   another page of the site in the same tab, or reloaded, or returned to. Browsers with the
 *   Navigation API say so without touching storage (`navigation.activation`): reading
 *   sessionStorage first thing is a synchronous call to the browser process, which took
 *   2–90 ms on a page's start here (docs/decisions.md, "Speed, session 28"). Others keep the
 *   old rule, once a browser session, in sessionStorage;
 * - Arabic pages use the site's Arabic face (class `arabic-face`, app/globals.css) once this
 *   browser holds it. Until then the page keeps the system's Arabic face, and after the page
 *   has loaded, when the browser is idle, the face's three weights are fetched into the cache
 *   for the next page (docs/decisions.md, "Speed, session 24"). A page never changes face
 *   under the reader.
 * Two try blocks: storage that throws (a private window) costs only the part that needed it.
 */
export const START_SCRIPT =
  "(function(){var d=document.documentElement;" +
  "try{var a=self.navigation&&navigation.activation;" +
  "if(a?a.from||a.navigationType==='reload'||a.navigationType==='traverse':sessionStorage.getItem('splashSeen'))d.classList.add('splash-seen');" +
  "else if(!a)sessionStorage.setItem('splashSeen','1')}catch(e){}" +
  "try{if(d.lang==='ar'){if(localStorage.getItem('arabicFace'))d.classList.add('arabic-face');" +
  "else addEventListener('load',function(){(self.requestIdleCallback||setTimeout)(function(){" +
  "var f=getComputedStyle(d).getPropertyValue('--font-arabic').split(',')[0].trim();" +
  "if(f)Promise.all(['400','600','700'].map(function(w){return document.fonts.load(w+' 1em '+f,'\\u0639')}))" +
  ".then(function(l){if(l.every(function(x){return x.length}))localStorage.setItem('arabicFace','1')},function(){})})})}}catch(e){}})()";

/** Where browsers send reports of what the policy blocked (app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API's name for that endpoint (Reporting-Endpoints header, report-to directive). */
export const CSP_REPORT_GROUP = 'csp';

export const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** A nonce: 128 random bits, base64 (what Next expects to find in the header). */
export const newNonce = () => randomBytes(16).toString('base64');

const START_HASH = sha256Source(START_SCRIPT);

export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

interface PolicyOptions {
  /** next dev's React needs eval for its debugging aids; a production build never does. */
  dev?: boolean;
}

/** The policy for one page. Every directive but script-src is the same for all pages. */
export function pagePolicy(allow: ScriptAllowance, { dev = false }: PolicyOptions = {}): string {
  const inline = 'nonce' in allow ? [`'nonce-${allow.nonce}'`, START_HASH] : allow.hashes.includes(START_HASH) ? allow.hashes : [...allow.hashes, START_HASH];
  const script = ["'self'", ...inline, ...(dev ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/**
 * The policy of everything that is not a page (the API's JSON, PDFs, images,
 * Next's files): no inline script at all, nothing framed.
 */
export const NON_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The inline scripts of a prerendered page, as CSP hash sources (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs!)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs!)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(sha256Source(body!));
  }
  return [...hashes];
}

/**
 * HSTS for a site served over https: two years, subdomains included. Not
 * 'preload', which binds the domain for good and is the owner's call.
 */
export function hstsHeader(siteUrl: string | undefined): string | null {
  return siteUrl?.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null;
}
