'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { lazyToast } from '@/components/providers/lazy-toast';
import { TrackingForm } from '@/components/tracking/tracking-form';
import { useTracking } from '@/components/tracking/use-tracking';
import { buttonClass } from '@/components/ui/button';
import { NETWORK_ERROR } from '@/lib/fetcher';
import { TRACKING_TYPES, type TrackingType } from '@/lib/tracking-input';
import { BookShipmentButton } from './book-shipment-button';

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

// The results (cards, timeline, badges) are downloaded with the first search, not with the page.
const loadResults = () => import('@/components/tracking/tracking-results').then((m) => m.TrackingResults);
type Results = Awaited<ReturnType<typeof loadResults>>;

export const RESULTS_SLOT_ID = 'tracking-results-slot';

const smooth = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export function HeroTracking() {
  // Read after mount (not useSearchParams) so the form stays in the static HTML.
  const [prefill, setPrefill] = useState<{ numbers: string[]; type: TrackingType }>({ numbers: [], type: 'Airwaybill' });
  const tracking = useTracking();
  const { track } = tracking;
  // Results render in the slot the page leaves right below the hero.
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(RESULTS_SLOT_ID)), []);

  // Set on success; the effect below scrolls once React has committed the results.
  const [scrollToResults, setScrollToResults] = useState(false);
  const [TrackingResults, setTrackingResults] = useState<Results | null>(null);

  async function run(numbers: string[], type: TrackingType) {
    // The results' module downloads while the search runs.
    const results = loadResults().catch(() => null);
    if (!(await track(numbers, type))) return;
    const component = await results;
    if (!component) return lazyToast('error', NETWORK_ERROR);
    setTrackingResults(() => component);
    setScrollToResults(true);
  }

  useEffect(() => {
    if (!scrollToResults || !tracking.data || !slot || !TrackingResults) return;
    const el = document.getElementById('tracking-results');
    el?.scrollIntoView({ behavior: smooth(), block: 'start' });
    el?.focus({ preventScroll: true });
    setScrollToResults(false);
  }, [scrollToResults, tracking.data, slot, TrackingResults]);

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
          initialNumbers={prefill.numbers}
          initialType={prefill.type}
          loading={tracking.loading}
          onTrack={(n, t) => void run(n, t)}
        />
        <div className="flex flex-wrap gap-3">
          {/* Not prefetched: the rate finder's form and libraries would download while the home page starts. */}
          <Link href="/Ratefinder" prefetch={false} className={buttonClass('secondary')}>
            Rates and Transit Time
          </Link>
          <BookShipmentButton />
        </div>
      </div>
      {tracking.data && slot && TrackingResults && createPortal(<TrackingResults shipments={tracking.data} onTrackAnother={trackAnother} />, slot)}
    </>
  );
}
