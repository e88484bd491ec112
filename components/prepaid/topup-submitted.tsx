'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { formatAed } from '@/lib/money';
import { TOPUP_METHOD_LABELS } from '@/lib/schemas/prepaid';
import type { TopupRequest } from './types';

/** What happens next: the request number, and that an Admin confirms it before the balance changes. */
export function TopupSubmitted({ topup, onAnother }: { topup: TopupRequest; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="topup-done" className="max-w-xl rounded-lg border border-green-200 bg-green-50 p-5 text-green-950">
      <h2 id="topup-done" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Top-up request {topup.RequestNo} is submitted
      </h2>
      <p className="mt-2">
        {`${formatAed(topup.Amount)} by ${TOPUP_METHOD_LABELS[topup.Method].toLowerCase()}${topup.Reference ? `, reference ${topup.Reference}` : ''}.`}
      </p>
      <p className="mt-2">An Admin will confirm it once your payment is received. Your balance goes up when the request is approved.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/Topuphistory" className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          View my top-up requests
        </Link>
        <button type="button" onClick={onAnother} className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          Request another top-up
        </button>
      </div>
    </section>
  );
}
