'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { PiecesFields } from '@/components/booking/package-fields';
import { FormScope } from '@/components/forms/form-scope';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { useApiMessage } from '@/components/ui/api-message';
import { Notice } from '@/components/ui/states';
import { quoteSearch } from '@/lib/booking-link';
import { loadOnce } from '@/lib/load-once';
import type { CourierError } from '@/lib/fetcher';
import type { RateFinderInput } from '@/lib/schemas/rates';
import { defaultValues, DOMESTIC_COUNTRY, shareQuery, toFormValues, toRequest, type RateFinderScope } from './form-values';
import { RateResults } from './rate-results';
import { RouteFields } from './route-fields';
import type { RateFormValues } from './types';
import { useRateQuery } from './use-rate-query';

type RateResolver = Resolver<RateFormValues, unknown, RateFinderInput>;

// The shared schema (and yup with it, some 40 kB of script) loads on first use,
// when the visitor focuses the form, submits it or opens a shared quote, not
// with the page. The form holds text; the schema's transforms turn it into the
// numbers the API takes.
const schemas = loadOnce(() =>
  Promise.all([import('@/lib/schemas/rates'), import('@/lib/schemas/common'), import('./rate-resolver')]).then(
    ([{ rateFinderSchema }, { countryCode }, { rateResolver }]) => ({
      domestic: rateResolver(rateFinderSchema),
      /**
       * The shared schema, with the country the international finder cannot do
       * without; its two messages are this page's own (rates.form), in its language.
       */
      international: (required: string, domestic: string) =>
        rateResolver(
          rateFinderSchema.shape({
            DestinationCountry: countryCode('Destination country').required(required).notOneOf([DOMESTIC_COUNTRY], domestic),
          }),
        ),
    }),
  ),
);

const FIELD_NAMES = /^(OriginCity|DestinationCountry|DestinationCity|CodAmount|Pieces(\.\d+(\.(Weight|Length|Width|Height))?)?)$/;

/** The rate finder of /Ratefinder and /InternationalRatefinder: inputs, the quote, and the quote in the URL. */
export function RateFinderForm({ scope }: { scope: RateFinderScope }) {
  const t = useTranslations('rates.form');
  const apiText = useApiMessage();
  const resolver = useMemo<RateResolver>(
    () => lazyResolver(() => schemas().then((s) => (scope === 'domestic' ? s.domestic : s.international(t('countryRequired'), t('useDomestic'))))).resolver,
    [scope, t],
  );
  const form = useForm<RateFormValues, unknown, RateFinderInput>({ resolver, defaultValues: defaultValues(scope) });
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = form;
  const { result, run } = useRateQuery();
  const [serverMessage, setServerMessage] = useState<{ text: string; code?: string } | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  function showServerErrors(error: CourierError) {
    if (error.status !== 400) return;
    setServerMessage({ text: error.message, code: error.code });
    for (const [key, message] of Object.entries(error.errors ?? {})) {
      const name = key.replace(/\[(\d+)\]/g, '.$1');
      if (!FIELD_NAMES.test(name)) continue;
      // A message about a whole piece, or the list, sits beside its fields (see rate-resolver.ts).
      const path = /^Pieces(\.\d+)?$/.test(name) ? `${name}.root` : name;
      // The code rides along as the type, so the field shows the message in the page's language.
      setError(path as FieldPath<RateFormValues>, { type: error.errorCodes?.[key] ?? 'server', message });
    }
  }

  // A submit by the visitor has an event and moves focus to the results; a shared link's quote does not.
  async function quote(values: RateFinderInput, event?: BaseSyntheticEvent) {
    setServerMessage(null);
    setStatus(t('calculatingStatus'));
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
    setStatus(t('found', { count: Rates.length, from: Route.OriginCityName, to: Route.DestinationCityName }));
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
    const search = window.location.search;
    if (search.length < 2) return;
    // Reading a link checks its pieces with the shared schema: loaded only when there is a link to read.
    void import('@/lib/booking-link-read').then(({ parseQuote }) => {
      const shared = parseQuote(new URLSearchParams(search));
      if (!Object.keys(shared).length) return;
      reset(toFormValues(shared, scope));
      if (shared.DestinationCity && shared.Pieces) void handleSubmit((v) => quote(v))();
    });
  }, []);

  return (
    <div className="space-y-10">
      <FormScope form={form}>
        <form
          onSubmit={handleSubmit(quote)}
          // The schema starts loading as soon as the visitor starts on the form.
          onFocus={() => void schemas().catch(() => undefined)}
          noValidate
          aria-label={scope === 'domestic' ? t('domesticLabel') : t('internationalLabel')}
          className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
        >
          <QuoteFields scope={scope} />
          <TextField
            id="CodAmount"
            label={t('cod')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            registration={register('CodAmount')}
            error={errors.CodAmount}
            className="sm:max-w-xs"
          />
          {serverMessage && <Notice tone="danger" role="alert">{apiText(serverMessage.text, serverMessage.code)}</Notice>}
          <Button type="submit" busy={isSubmitting} className="w-full px-8 sm:w-auto">{isSubmitting ? t('calculating') : t('submit')}</Button>
        </form>
      </FormScope>
      <p role="status" className="sr-only">{status}</p>
      {result && <RateResults result={result} headingRef={headingRef} />}
    </div>
  );
}

/** The route and the pieces: memo, so the form rendering again (its button, its own messages) leaves them be (FormScope). */
const QuoteFields = memo(function QuoteFields({ scope }: { scope: RateFinderScope }) {
  const t = useTranslations('rates.form');
  return (
    <>
      <RouteFields scope={scope} />
      <fieldset>
        <legend className="mb-3 text-section text-brand-900">{t('pieces')}</legend>
        <PiecesFields intro={t('piecesIntro')} />
      </fieldset>
    </>
  );
});
