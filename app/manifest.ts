import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';
import { colors } from '@/tailwind.config';

// The falcon mark on a navy tile (app/icon.svg); the PNGs keep it inside the
// maskable safe zone, so launchers may crop them to any shape.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: colors.surface,
    theme_color: colors.brand[700],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
