'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { formatAed } from '@/components/ui/format';
import { TOPUP_METHOD_LABELS, type TopupRequest } from '@/lib/schemas/prepaid';

/** What happens next: the request number, and that an Admin confirms it before the balance changes. */
export function TopupSubmitted({ topup, onAnother }: { topup: TopupRequest; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="topup-done" className="max-w-xl space-y-2 rounded-card border border-line border-l-4 border-l-success-700 bg-success-50 p-5 text-ink shadow-card">
      <h2 id="topup-done" ref={heading} tabIndex={-1} className="text-section text-success-900 focus:outline-none">
        Top-up request {topup.RequestNo} is submitted
      </h2>
      <p>{`${formatAed(topup.Amount)} by ${TOPUP_METHOD_LABELS[topup.Method].toLowerCase()}${topup.Reference ? `, reference ${topup.Reference}` : ''}.`}</p>
      <p>An Admin will confirm it once your payment is received. Your balance goes up when the request is approved.</p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Link href="/Topuphistory" className={buttonClass('primary', 'max-sm:w-full')}>
          View my top-up requests
        </Link>
        <Button variant="secondary" onClick={onAnother} className="max-sm:w-full">
          Request another top-up
        </Button>
      </div>
    </section>
  );
}
