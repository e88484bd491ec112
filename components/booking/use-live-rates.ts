'use client';

import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDebounced } from '@/components/ui/use-debounced';
import { courier } from '@/lib/fetcher';
import { loadOnce } from '@/lib/load-once';
import type { rateFinderSchema } from '@/lib/schemas/rates';
import type { Envelope, RateFinderResult, ServiceType } from './types';

export const RATE_DEBOUNCE_MS = 400;

type RateFinderSchema = typeof rateFinderSchema;
/** A failed download is forgotten: the next change of route tries again. */
const loadSchema = loadOnce(() => import('@/lib/schemas/rates').then((m) => m.rateFinderSchema));

const fetchRates = ([, body]: readonly [string, string]) =>
  courier<Envelope<RateFinderResult>>('RateFinder', { method: 'POST', body: JSON.parse(body) });

export interface RouteInput { OriginCity: string; DestinationCountry: string; DestinationCity: string; Pieces: unknown; CodAmount: unknown }

/**
 * The services for the receiver's country (getServiceType) and their live
 * prices (RateFinder) for the route and pieces as typed so far: asked only
 * once the input is complete and valid, and debounced while it changes.
 */
export function useLiveRates(input: RouteInput) {
  const services = useSWR<Envelope<{ ServiceTypes: ServiceType[] }>>(
    input.DestinationCountry ? `getServiceType?country=${encodeURIComponent(input.DestinationCountry)}` : null,
  );

  // The shared schema (and yup with it) loads once the route is chosen, not with the page:
  // until then no input can be complete anyway (issue 12).
  const routed = !!(input.OriginCity && input.DestinationCountry && input.DestinationCity);
  const [schema, setSchema] = useState<RateFinderSchema | null>(null);
  useEffect(() => {
    if (!routed || schema) return;
    let live = true;
    loadSchema().then((s) => live && setSchema(() => s), () => undefined);
    return () => {
      live = false;
    };
  }, [routed, schema, input.OriginCity, input.DestinationCountry, input.DestinationCity]);

  // Compared as text: the form hands over a fresh object on every keystroke.
  const inputKey = JSON.stringify(input);
  const body = useMemo(() => {
    if (!schema) return null;
    try {
      return JSON.stringify(schema.validateSync(JSON.parse(inputKey), { stripUnknown: true }));
    } catch {
      return null;
    }
  }, [inputKey, schema]);
  const debounced = useDebounced(body, RATE_DEBOUNCE_MS);
  const rates = useSWR(debounced ? (['RateFinder', debounced] as const) : null, fetchRates, { keepPreviousData: true });

  return {
    services: services.data?.data.ServiceTypes ?? [],
    servicesLoading: services.isLoading,
    servicesError: services.error as Error | undefined,
    /** Null while the route or the pieces are incomplete: old prices must not show for them. */
    quote: body ? (rates.data?.data ?? null) : null,
    quoteError: body ? (rates.error as Error | undefined) : undefined,
    /** True while the shown prices may be for an earlier input. */
    updating: !!body && (body !== debounced || rates.isValidating),
    complete: !!body,
  };
}
