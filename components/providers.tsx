'use client';

import { SessionProvider } from 'next-auth/react';
import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/fetcher';

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <SWRConfig value={{ fetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
        <Toaster position="top-right" duration={5000} richColors closeButton />
      </SWRConfig>
    </SessionProvider>
  );
}
