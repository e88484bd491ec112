'use client';

import { SessionProvider } from 'next-auth/react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/fetcher';

/**
 * sonner's rich colours put mid-tone text on pale backgrounds (about 4.2:1 for
 * success); these darker tones keep every toast above WCAG AA's 4.5:1.
 */
const TOAST_COLOURS = {
  '--success-text': '#065f2c',
  '--error-text': '#9b1c1c',
  '--info-text': '#1e3a8a',
  '--warning-text': '#7c2d12',
} as React.CSSProperties;

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
        <Toaster position="top-right" duration={5000} richColors closeButton style={TOAST_COLOURS} />
      </SWRConfig>
    </SessionProvider>
  );
}
