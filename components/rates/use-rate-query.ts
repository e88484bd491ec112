'use client';

import { useCallback, useState } from 'react';
import type { QuoteParams } from '@/lib/booking-link';
import { toastError } from '@/components/ui/notify';
import { courier, CourierError } from '@/lib/fetcher';
import type { PieceInput } from '@/lib/schemas/rates';
import type { RateFinderResponse, RateQuote, ServiceRate } from './types';

export type RateRequest = QuoteParams & { Pieces: PieceInput[] };

/** A quote with the request that produced it (its pieces' dimensions explain the weight). */
export interface QuoteResult {
  quote: RateQuote;
  request: RateRequest;
}

export type QueryOutcome = { ok: true; result: QuoteResult } | { ok: false; error: CourierError };

/** Cheapest first, then the faster of two equal prices (the API's order, kept even if a remote API differs). */
export function sortRates(rates: readonly ServiceRate[]): ServiceRate[] {
  return [...rates].sort((a, b) => a.Charges.Total - b.Charges.Total || a.TransitDaysMax - b.TransitDaysMax);
}

/** POST RateFinder: the last good quote, cleared on failure; failures are toasted (in the page's language). */
export function useRateQuery() {
  const [result, setResult] = useState<QuoteResult | null>(null);

  const run = useCallback(async (request: RateRequest): Promise<QueryOutcome> => {
    try {
      const res = await courier<RateFinderResponse>('RateFinder', { method: 'POST', body: request });
      const next = { quote: { ...res.data, Rates: sortRates(res.data.Rates ?? []), Unavailable: res.data.Unavailable ?? [] }, request };
      setResult(next);
      return { ok: true, result: next };
    } catch (err) {
      // courier() turns a network failure into the product's own text (lib/fetcher.ts).
      const error = err instanceof CourierError ? err : new CourierError((err as Error).message || 'An error occurred.', 0);
      setResult(null);
      // The toaster itself comes with this first toast (lazy-toast.ts): a quote that goes well never loads it.
      toastError(error);
      return { ok: false, error };
    }
  }, []);

  return { result, run };
}
