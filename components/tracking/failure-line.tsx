'use client';

import { ApiText } from '@/components/ui/api-message';
import { CourierError, NETWORK_ERROR } from '@/lib/fetcher';

/** A refused call as the receiver's panel shows it: the server's text (in the page's language), or the network text. */
export interface Failure {
  text: string;
  code?: string;
}

export const failureOf = (err: unknown): Failure => (err instanceof CourierError ? { text: err.message, code: err.code } : { text: NETWORK_ERROR });

export function FailureLine({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="text-sm text-danger-700">
      <ApiText text={failure.text} code={failure.code} />
    </p>
  );
}
