import type { Metadata, Viewport } from 'next';
import { Providers } from '@/components/providers';
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-surface text-ink antialiased">
        <Splash />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
