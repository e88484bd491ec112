'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { lazyToast } from '@/components/providers/lazy-toast';
import { apiText } from '@/components/shell/api-text';
import { loadMessagesProvider } from '@/components/shell/lazy-messages';
import { TrackingForm, type TrackingFormTexts } from '@/components/tracking/tracking-form';
import { useTracking } from '@/components/tracking/use-tracking';
import { buttonClass } from '@/components/ui/button';
import { NETWORK_ERROR } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { TRACKING_TYPES, type TrackingType } from '@/lib/tracking-input';
import { BookShipmentButton, type BookShipmentTexts } from './book-shipment-button';

/** `/?track=A,B&type=Reference` prefills the form and runs the search, so a result can be shared. */
function fromUrl(params: URLSearchParams): { numbers: string[]; type: TrackingType } {
  const numbers = params
    .getAll('track')
    .flatMap((v) => v.split(/[,\s]+/))
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 50);
  // The booking confirmation's link (`by=Booking`): the only way in to booking tracking, which the form itself disables (spec §5).
  if (params.get('by') === 'Booking') return { numbers, type: 'Booking' };
  const t = params.get('type');
  const type = (TRACKING_TYPES as readonly string[]).includes(t ?? '') && t !== 'Booking' ? (t as TrackingType) : 'Airwaybill';
  return { numbers, type };
}

// The results (cards, timeline, badges) and their words (next-intl's provider
// with the tracking messages of the page's language) are downloaded with the
// first search, not with the page.
const loadResults = (locale: Locale) =>
  Promise.all([import('@/components/tracking/tracking-results'), loadMessagesProvider(locale, ['tracking', 'ui', 'common'])]).then(
    ([m, Messages]) => ({ TrackingResults: m.TrackingResults, Messages }),
  );
type Results = Awaited<ReturnType<typeof loadResults>>;

export const RESULTS_SLOT_ID = 'tracking-results-slot';

const smooth = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** The hero's words, from the server. */
export interface HeroTrackingTexts {
  form: TrackingFormTexts;
  rates: string;
  book: BookShipmentTexts;
}

export function HeroTracking({ texts }: { texts: HeroTrackingTexts }) {
  const locale = usePageLocale();
  // Read after mount (not useSearchParams) so the form stays in the static HTML.
  const [prefill, setPrefill] = useState<{ numbers: string[]; type: TrackingType }>({ numbers: [], type: 'Airwaybill' });
  const tracking = useTracking();
  const { track } = tracking;
  // Results render in the slot the page leaves right below the hero.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(RESULTS_SLOT_ID)), []);

  // Set on success; the effect below scrolls once React has committed the results.
  const [scrollToResults, setScrollToResults] = useState(false);
  const [results, setResults] = useState<Results | null>(null);

  async function run(numbers: string[], type: TrackingType) {
    // The results' module downloads while the search runs.
    const loading = loadResults(locale).catch(() => null);
    if (!(await track(numbers, type))) return;
    const loaded = await loading;
    // i18n-literal: 'error' is the toast's kind; the text is the product's network text, localized
    if (!loaded) return lazyToast('error', await apiText(NETWORK_ERROR, locale));
    setResults(loaded);
    setScrollToResults(true);
  }

  useEffect(() => {
    if (!scrollToResults || !tracking.data || !slot || !results) return;
    const el = document.getElementById('tracking-results');
    el?.scrollIntoView({ behavior: smooth(), block: 'start' });
    el?.focus({ preventScroll: true });
    setScrollToResults(false);
  }, [scrollToResults, tracking.data, slot, results]);

  useEffect(() => {
    const fromQuery = fromUrl(new URLSearchParams(window.location.search));
    if (!fromQuery.numbers.length) return;
    setPrefill(fromQuery);
    void run(fromQuery.numbers, fromQuery.type);
    // Run once, for the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function trackAnother() {
    tracking.reset();
    document.getElementById('hero')?.scrollIntoView({ behavior: smooth(), block: 'start' });
    document.getElementById('tracking-input')?.focus({ preventScroll: true });
  }

  return (
    <>
      <div className="w-full max-w-xl space-y-4">
        <TrackingForm
          key={prefill.numbers.join(',')}
          texts={texts.form}
          initialNumbers={prefill.numbers}
          initialType={prefill.type}
          loading={tracking.loading}
          onTrack={(n, t) => void run(n, t)}
        />
        <div className="flex flex-wrap gap-3">
          {/* Not prefetched: the rate finder's form and libraries would download while the home page starts. */}
          <Link href={localizePath('/Ratefinder', locale)} prefetch={false} className={buttonClass('secondary')}>
            {texts.rates}
          </Link>
          <BookShipmentButton texts={texts.book} />
        </div>
      </div>
      {tracking.data &&
        slot &&
        results &&
        createPortal(
          <results.Messages>
            <results.TrackingResults shipments={tracking.data} onTrackAnother={trackAnother} onChanged={() => void tracking.refresh()} />
          </results.Messages>,
          slot,
        )}
    </>
  );
}
