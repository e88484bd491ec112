'use client';

import { SessionProvider } from 'next-auth/react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/fetcher';
import { colors } from '@/tailwind.config';

/**
 * sonner's rich colours put mid-tone text on pale backgrounds (about 4.2:1 for
 * success); these darker tones keep every toast above WCAG AA's 4.5:1.
 */
const TOAST_COLOURS = {
  '--success-text': colors.success[900],
  '--error-text': colors.danger[800],
  '--info-text': colors.brand[800],
  '--warning-text': colors.warning[950],
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
