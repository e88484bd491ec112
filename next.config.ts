import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { hstsHeader, NON_PAGE_POLICY } from './lib/csp';

// Security headers for every response. Pages get their Content Security Policy
// from the request gate (proxy.ts, lib/csp.ts: hashes or a nonce, never
// 'unsafe-inline' scripts); what the gate does not see (the API, Next's files,
// images, PDFs) gets a policy with no inline script at all. HSTS when the site
// is served over https (SITE_URL, a build-time setting like the canonicals).
const hsts = hstsHeader(process.env.SITE_URL);
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // The Reporting API's endpoint named by the pages' report-to directive.
  { key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' },
  ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : []),
];
/** The paths the gate does not match (proxy.ts's matcher, turned round). */
const NOT_PAGES = ['/api/:path*', '/_next/:path*', '/_vercel/:path*', '/:file(.*\\.(?!html$)[A-Za-z0-9]+)'];

const nextConfig: NextConfig = {
  // A separate build folder lets two builds run side by side (parallel work, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm run build:standalone` (NEXT_OUTPUT=standalone): a self-contained server in
  // .next/standalone with only the node_modules it uses, for a container or a VM.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Files the server reads at run time by path, which tracing cannot see: the
  // migrations applied at boot and the fonts of the Arabic labels and PDFs.
  outputFileTracingIncludes: { '/**': ['./courier-api/db/migrations/**/*', './courier-api/assets/**/*'] },
  // scripts/serve.mjs (npm start) compresses itself, with Brotli as well as gzip
  // (scripts/compression.mjs); `next start` and the standalone server keep Next's gzip.
  compress: process.env.SERVE_COMPRESSES !== '1',
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages are loaded by Node at run time rather than bundled.
  serverExternalPackages: ['@node-rs/argon2', '@electric-sql/pglite', 'pg', 'ioredis', 'nodemailer', 'pino'],
  // A raster image through next/image is served as AVIF or WebP. The site's own
  // illustrations are small SVGs, drawn as they are (`unoptimized`): vectors stay sharp
  // at every width and weigh 1–4 kB, less than any raster of them.
  images: { formats: ['image/avif', 'image/webp'] },
  // Modern JavaScript only (issue 12): Next's polyfill module patches String#trimStart,
  // Array#at, Object.hasOwn and others that every browser Next 16 supports already has;
  // lib/polyfills/modern.js keeps only URL.canParse (Chrome 120, Safari 17). The alias
  // matches the module's request as Next's app bootstrap spells it.
  turbopack: {
    resolveAlias: {
      '../build/polyfills/polyfill-module': './lib/polyfills/modern.js',
      'next/dist/build/polyfills/polyfill-module': './lib/polyfills/modern.js',
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...NOT_PAGES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_POLICY }] })),
      // The courier app reads labels with the camera and records where a parcel was delivered:
      // its own pages (only) may ask for the camera and the position. A later rule with the same key wins.
      ...['/courier', '/ar/courier'].map((source) => ({
        source,
        headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self), payment=()' }],
      })),
    ];
  },
};

// next-intl reads its request configuration (language, messages) from lib/i18n/request.ts.
// Its loader compiles every catalogue file (lib/i18n/messages/<locale>/<namespace>.json) at
// build time, and pages format with its fill-in-only formatter: no ICU parser in any page's
// JavaScript and no message parsed as a page starts (docs/decisions.md, "Speed, session 27").
// Jest reads the files as they are, with next-intl's full formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './lib/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
