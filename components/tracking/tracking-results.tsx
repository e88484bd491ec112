'use client';

import { useState } from 'react';
import { ProgressStepper, TrackingLog } from './shipment-result';
import type { TrackedShipment } from './types';

function ShipmentCard({ shipment, collapsible }: { shipment: TrackedShipment; collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  const logId = `log-${shipment.AirWayBillNo}`;
  return (
    <article className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label={`Airway bill ${shipment.AirWayBillNo}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">Airway bill {shipment.AirWayBillNo}</h3>
        {shipment.Status && <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{shipment.Status}</span>}
      </div>
      {shipment.Origin && (
        <p>
          <span className="font-semibold">From</span> {shipment.Origin}
          {/* A booking with no shipment yet has no destination. */}
          {shipment.Destination && (
            <>
              {' '}
              <span className="font-semibold">to</span> {shipment.Destination}
            </>
          )}
        </p>
      )}
      <ProgressStepper progress={shipment.ShipmentProgress} />
      {collapsible && (
        <button type="button" aria-expanded={open} aria-controls={logId} onClick={() => setOpen((o) => !o)} className="font-semibold text-brand-700 underline">
          {open ? 'Hide Details' : 'Show Details'}
        </button>
      )}
      {(!collapsible || open) && (
        <div id={logId}>
          <TrackingLog shipment={shipment} />
        </div>
      )}
    </article>
  );
}

/** With one result the log is always shown; with several each has Show Details / Hide Details. */
export function TrackingResults({ shipments, onTrackAnother }: { shipments: TrackedShipment[]; onTrackAnother: () => void }) {
  return (
    <section id="tracking-results" aria-labelledby="tracking-results-title" tabIndex={-1} className="mx-auto max-w-4xl scroll-mt-20 space-y-4 px-4 py-10 outline-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-results-title" className="text-2xl font-bold">
          Tracking results
        </h2>
        <button type="button" onClick={onTrackAnother} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Track Another Shipment
        </button>
      </div>
      {shipments.map((s, i) => (
        <ShipmentCard key={`${s.AirWayBillNo}-${i}`} shipment={s} collapsible={shipments.length > 1} />
      ))}
    </section>
  );
}
