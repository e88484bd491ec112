'use client';

import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { PiecesFields } from '@/components/booking/package-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';
import { parseQuote, quoteSearch } from '@/lib/booking-link';
import type { CourierError } from '@/lib/fetcher';
import { countryCode } from '@/lib/schemas/common';
import { rateFinderSchema, type RateFinderInput } from '@/lib/schemas/rates';
import { defaultValues, DOMESTIC_COUNTRY, shareQuery, toFormValues, toRequest, type RateFinderScope } from './form-values';
import { rateResolver } from './rate-resolver';
import { RateResults } from './rate-results';
import { RouteFields } from './route-fields';
import type { RateFormValues } from './types';
import { useRateQuery } from './use-rate-query';

/** The shared schema, with the country the international finder cannot do without. */
const internationalSchema = rateFinderSchema.shape({
  DestinationCountry: countryCode('Destination country')
    .required('Please choose a destination country.')
    .notOneOf([DOMESTIC_COUNTRY], 'For shipments within the UAE, use the domestic rate finder.'),
});

// The form holds text; the schema's transforms turn it into the numbers the API takes.
const RESOLVERS = { domestic: rateResolver(rateFinderSchema), international: rateResolver(internationalSchema) };

const FIELD_NAMES = /^(OriginCity|DestinationCountry|DestinationCity|CodAmount|Pieces(\.\d+(\.(Weight|Length|Width|Height))?)?)$/;

/** The rate finder of /Ratefinder and /InternationalRatefinder: inputs, the quote, and the quote in the URL. */
export function RateFinderForm({ scope }: { scope: RateFinderScope }) {
  const form = useForm<RateFormValues, unknown, RateFinderInput>({ resolver: RESOLVERS[scope], defaultValues: defaultValues(scope) });
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = form;
  const { result, run } = useRateQuery();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  function showServerErrors(error: CourierError) {
    if (error.status !== 400) return;
    setServerMessage(error.message);
    for (const [key, message] of Object.entries(error.errors ?? {})) {
      const name = key.replace(/\[(\d+)\]/g, '.$1');
      if (!FIELD_NAMES.test(name)) continue;
      // A message about a whole piece, or the list, sits beside its fields (see rate-resolver.ts).
      const path = /^Pieces(\.\d+)?$/.test(name) ? `${name}.root` : name;
      setError(path as FieldPath<RateFormValues>, { type: 'server', message });
    }
  }

  // A submit by the visitor has an event and moves focus to the results; a shared link's quote does not.
  async function quote(values: RateFinderInput, event?: BaseSyntheticEvent) {
    setServerMessage(null);
    setStatus('Calculating rates…');
    const request = toRequest(values);
    focusResults.current = !!event;
    const outcome = await run(request);
    if (!outcome.ok) {
      focusResults.current = false;
      setStatus('');
      showServerErrors(outcome.error);
      return;
    }
    const { Rates, Route } = outcome.result.quote;
    setStatus(`${Rates.length} ${Rates.length === 1 ? 'service' : 'services'} found from ${Route.OriginCityName} to ${Route.DestinationCityName}.`);
    // The quote becomes shareable: the inputs replace the query string, without a new history
    // entry, a scroll jump or a server round trip (Next keeps its router state in sync).
    window.history.replaceState(null, '', `${window.location.pathname}?${quoteSearch(shareQuery(request, scope))}`);
  }

  useEffect(() => {
    if (result && focusResults.current) {
      focusResults.current = false;
      headingRef.current?.focus();
    }
  }, [result]);

  // Opening a shared quote: prefill the form and run it once (once in Strict Mode's double effects too).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const shared = parseQuote(new URLSearchParams(window.location.search));
    if (!Object.keys(shared).length) return;
    reset(toFormValues(shared, scope));
    if (shared.DestinationCity && shared.Pieces) void handleSubmit((v) => quote(v))();
  }, []);

  return (
    <div className="space-y-10">
      <FormProvider {...form}>
        <form
          onSubmit={handleSubmit(quote)}
          noValidate
          aria-label={scope === 'domestic' ? 'Domestic rate finder' : 'International rate finder'}
          className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
        >
          <RouteFields scope={scope} />
          <fieldset>
            <legend className="mb-3 text-section text-brand-900">Pieces</legend>
            <PiecesFields intro="Weigh and measure each box or envelope. Dimensions are optional; without them only the actual weight counts." />
          </fieldset>
          <TextField
            id="CodAmount"
            label="Cash on delivery amount in AED (optional)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            registration={register('CodAmount')}
            error={errors.CodAmount}
            className="sm:max-w-xs"
          />
          {serverMessage && <Notice tone="danger" role="alert">{serverMessage}</Notice>}
          <Button type="submit" busy={isSubmitting} className="w-full px-8 sm:w-auto">{isSubmitting ? 'Calculating…' : 'Get rates'}</Button>
        </form>
      </FormProvider>
      <p role="status" className="sr-only">{status}</p>
      {result && <RateResults result={result} headingRef={headingRef} />}
    </div>
  );
}
