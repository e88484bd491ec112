'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { useDebounced } from '@/components/ui/use-debounced';
import { MAX_PICKUP_AWBS, type SchedulePickupInput } from '@/lib/schemas/pickup';
import { awbError } from './awb-errors';
import { formatDubaiDate } from '@/components/ui/format';
import { useCollectableShipments } from './use-collectable-shipments';

const ID = 'awb-checklist';

/**
 * The account's shipments still waiting for collection, as checkboxes (a
 * native multi-select that keyboards and screen readers know). A search
 * narrows the list; what is ticked stays ticked while it is hidden.
 */
export function AwbChecklist({ onUnavailable }: { onUnavailable: () => void }) {
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<SchedulePickupInput>();
  const selected = useWatch({ control, name: 'AirWayBillNos' }) ?? [];
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const { data, error, isLoading } = useCollectableShipments(debounced);

  // No access to the shipment list (or it failed): the parent offers the typed list instead.
  useEffect(() => {
    if (error) onUnavailable();
  }, [error, onUnavailable]);

  const toggle = (awb: string, on: boolean) =>
    setValue('AirWayBillNos', on ? [...selected, awb] : selected.filter((a) => a !== awb), { shouldValidate: isSubmitted, shouldDirty: true });
  const message = awbError(errors, selected);
  const rows = data?.shipments ?? [];

  return (
    <fieldset className="min-w-0 md:col-span-2" aria-describedby={`${ID}-hint${message ? ` ${ID}-error` : ''}`}>
      <legend className="font-medium">Airway bills to collect (optional)</legend>
      <p id={`${ID}-hint`} className="text-sm text-slate-600">
        {`Shipments on your account that have not been collected yet. Tick up to ${MAX_PICKUP_AWBS}, or none if the courier should just collect what you hand over.`}
      </p>
      <TextField
        id={`${ID}-search`}
        label="Find a shipment"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Airway bill, reference or receiver"
        maxLength={100}
        autoComplete="off"
        className="mt-3 sm:max-w-sm"
      />
      <p aria-live="polite" className="mt-2 text-sm font-semibold text-slate-800">
        {selected.length === 0 ? 'No airway bills selected.' : `${selected.length} selected: ${selected.join(', ')}`}
      </p>
      <div aria-busy={isLoading} className="mt-2 max-h-64 overflow-y-auto rounded border border-slate-300 bg-white">
        {rows.length === 0 ? (
          <p className="p-3 text-slate-700">
            {isLoading ? 'Loading shipments…' : debounced ? 'No waiting shipments match your search.' : 'No shipments are waiting for collection.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((s) => (
              <li key={s.AirWayBillNo}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={selected.includes(s.AirWayBillNo)}
                    onChange={(e) => toggle(s.AirWayBillNo, e.target.checked)}
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <span>
                    <span className="font-mono font-semibold">{s.AirWayBillNo}</span>
                    <span className="block text-sm text-slate-700">
                      {`To ${s.ReceiverName}, ${s.Destination} · created ${formatDubaiDate(s.CreatedAt)}${s.Reference ? ` · ${s.Reference}` : ''}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data?.more && <p className="mt-1 text-sm text-slate-600">Only the newest shipments are listed. Search to find older ones.</p>}
      {message && (
        <p id={`${ID}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
