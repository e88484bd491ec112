import type { Metadata, Viewport } from 'next';
import { Splash } from '@/components/shell/splash';
import { getEnv } from '@/lib/env';
import { site } from '@/lib/site';
import './globals.css';
import { colors } from '@/tailwind.config';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().siteUrl),
  title: { default: `${site.name} | Courier and parcel delivery in the UAE`, template: `%s | ${site.name}` },
  description: site.tagline,
};

export const viewport: Viewport = { themeColor: colors.brand[700] };

/**
 * The root ships nothing but what every page needs: the splash and the styles.
 * Session, data and toast providers sit in the layouts and pages that use them
 * (components/providers/), so a static page loads only the framework and its own islands.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-surface text-ink antialiased">
        <Splash />
        {children}
      </body>
    </html>
  );
}
