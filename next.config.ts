import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Security headers for every response. The CSP allows inline styles and scripts
// because Next's App Router streams inline bootstrap scripts; nothing is loaded
// from another origin (the site ships its own fonts, images and video).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Content-Security-Policy',
    value: [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
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
    ].join('; '),
  },
];

const nextConfig: NextConfig = {
  // A separate build folder lets two builds run side by side (parallel work, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or WASM packages are loaded by Node at run time rather than bundled.
  serverExternalPackages: ['@node-rs/argon2', '@electric-sql/pglite', 'pg', 'ioredis', 'nodemailer'],
  // A raster image through next/image is served as AVIF or WebP. The site's own
  // illustrations are small SVGs, drawn as they are (`unoptimized`): vectors stay sharp
  // at every width and weigh 1–4 kB, less than any raster of them.
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
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
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(nextConfig);
