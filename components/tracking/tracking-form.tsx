'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { courier } from '@/lib/fetcher';
import { splitTrackingInput } from '@/lib/schemas/tracking';
import { ProgressStepper, TrackingLog } from './shipment-result';
import type { TrackedShipment, TrackingResponse } from './types';

export function TrackingForm() {
  const [multiple, setMultiple] = useState(false);
  const [value, setValue] = useState('');
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<TrackedShipment[] | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const numbers = multiple ? splitTrackingInput(value) : [value.trim()].filter(Boolean);
    if (!numbers.length) {
      toast.error('Please Enter Tracking Id');
      return;
    }
    setLoading(true);
    try {
      const res = await courier<TrackingResponse>('Tracking', {
        method: 'POST',
        body: { TrackingAWB: numbers.map((AirWayBillNo) => ({ AirWayBillNo })) },
      });
      setResults(res.data.AirwayBillTrackList);
    } catch (err) {
      setResults(null);
      toast.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-2" aria-label="Track your shipment">
        <label htmlFor="tracking-input" className="block font-semibold">
          {multiple ? 'Tracking numbers (one per line)' : 'Tracking number'}
        </label>
        {multiple ? (
          <textarea id="tracking-input" rows={4} value={value} onChange={(e) => setValue(e.target.value)} className="w-full rounded border border-slate-300 p-2 text-slate-900" />
        ) : (
          <input id="tracking-input" value={value} onChange={(e) => setValue(e.target.value)} className="w-full rounded border border-slate-300 p-2 text-slate-900" />
        )}
        <div className="flex items-center gap-4">
          <button type="submit" disabled={loading} className="rounded bg-accent-500 px-4 py-2 font-semibold text-slate-900 disabled:opacity-60">
            {loading ? 'Tracking…' : 'Track'}
          </button>
          <button type="button" className="underline" onClick={() => setMultiple((m) => !m)}>
            {multiple ? 'Single tracking number' : 'Multiple tracking numbers'}
          </button>
        </div>
      </form>
      {results && (
        <section aria-label="Tracking results" className="space-y-4 rounded bg-white p-4 text-slate-900">
          {results.map((s, i) => (
            <article key={`${s.AirWayBillNo}-${i}`} className="space-y-2">
              <h2 className="font-bold">Airway bill {s.AirWayBillNo}</h2>
              {s.Origin && (
                <p>
                  {s.Origin} → {s.Destination} · {s.Status}
                </p>
              )}
              <ProgressStepper progress={s.ShipmentProgress} />
              <TrackingLog shipment={s} />
            </article>
          ))}
        </section>
      )}
    </div>
  );
}
