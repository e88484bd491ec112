'use client';

import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/components/ui/notify';

interface ListFrameProps {
  error: unknown;
  hasData: boolean;
  retry: () => void;
  pager?: { label: string; page: number; limit: number; total: number; onPage: (page: number) => void };
  children: ReactNode;
}

/** A list's table and pager, or its load error with a retry button. */
export function ListFrame({ error, hasData, retry, pager, children }: ListFrameProps) {
  if (error && !hasData) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{errorMessage(error)}</p>
        <button type="button" onClick={retry} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      {children}
      {pager && <Pager {...pager} />}
    </>
  );
}
