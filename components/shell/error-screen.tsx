'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** The error screen of spec §2: exact texts, the error, expandable details, and a console log. */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-16">
      <h1 className="text-3xl font-bold">Oops! Something went wrong.</h1>
      <p>We encountered an unexpected issue. Please try refreshing the page or contact support if the problem persists.</p>
      <p className="rounded bg-danger-50 p-3 font-mono text-sm text-danger-800">{error.message || 'Unknown error'}</p>
      <details className="rounded border border-line p-3">
        <summary className="cursor-pointer font-semibold">Details</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs">{error.digest ? `Reference: ${error.digest}\n` : ''}{error.stack ?? ''}</pre>
      </details>
      {reset && <Button onClick={reset}>Try again</Button>}
    </main>
  );
}
