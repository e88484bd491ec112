'use client';

import { ErrorScreen } from '@/components/shell/error-screen';
import './globals.css';

/** Catches errors in the root layout itself, so it renders its own document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen error={error} reset={reset} />
      </body>
    </html>
  );
}
