'use client';

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_SLABS, type RateCardInput } from '@/lib/schemas/rate-card';
import { inputClass } from './form-controls';
import { arrayError } from './zone-errors';

interface SlabRowsProps {
  zoneIndex: number;
  zoneLabel: string;
  control: Control<RateCardInput>;
  register: UseFormRegister<RateCardInput>;
  errors: FieldErrors<RateCardInput>;
}

/** A zone's weight slabs: "up to X kg costs Y AED", strictly increasing. */
export function SlabRows({ zoneIndex, zoneLabel, control, register, errors }: SlabRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `Zones.${zoneIndex}.Slabs` });
  const zoneErrors = errors.Zones?.[zoneIndex];
  const listError = arrayError(zoneErrors?.Slabs);

  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">Weight slabs</caption>
        <thead>
          <tr>
            <th scope="col" className="pb-1 pr-2 font-semibold">Up to (kg)</th>
            <th scope="col" className="pb-1 pr-2 font-semibold">Price (AED)</th>
            <th scope="col" className="pb-1 font-semibold"><span className="sr-only">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, j) => {
            const e = zoneErrors?.Slabs?.[j];
            const base = `z${zoneIndex}-s${j}`;
            return (
              <tr key={field.id} className="align-top">
                <td className="pb-2 pr-2">
                  <label htmlFor={`${base}-kg`} className="sr-only">{`Zone ${zoneLabel} slab ${j + 1} up to (kg)`}</label>
                  <input id={`${base}-kg`} inputMode="decimal" {...register(`Zones.${zoneIndex}.Slabs.${j}.UpToKg`)} aria-invalid={!!e?.UpToKg} aria-describedby={e?.UpToKg ? `${base}-kg-error` : undefined} className={inputClass} />
                  {e?.UpToKg && <p id={`${base}-kg-error`} className="mt-1 text-red-700">{e.UpToKg.message}</p>}
                </td>
                <td className="pb-2 pr-2">
                  <label htmlFor={`${base}-price`} className="sr-only">{`Zone ${zoneLabel} slab ${j + 1} price (AED)`}</label>
                  <input id={`${base}-price`} inputMode="decimal" {...register(`Zones.${zoneIndex}.Slabs.${j}.Price`)} aria-invalid={!!e?.Price} aria-describedby={e?.Price ? `${base}-price-error` : undefined} className={inputClass} />
                  {e?.Price && <p id={`${base}-price-error`} className="mt-1 text-red-700">{e.Price.message}</p>}
                </td>
                <td className="pb-2 pt-2">
                  <button type="button" onClick={() => remove(j)} disabled={fields.length === 1} className="rounded px-2 py-1 font-semibold text-red-800 hover:underline disabled:opacity-40">
                    Remove<span className="sr-only">{` zone ${zoneLabel} slab ${j + 1}`}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <button
        type="button"
        disabled={fields.length >= MAX_SLABS}
        onClick={() => append({ UpToKg: '' as unknown as number, Price: '' as unknown as number }, { shouldFocus: true })}
        className="mt-1 rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      >
        Add slab<span className="sr-only">{` to zone ${zoneLabel}`}</span>
      </button>
    </div>
  );
}
