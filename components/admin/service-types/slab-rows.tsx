'use client';

import { useFieldArray, type Control, type FieldError, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { Button, RowAction } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-fields';
import { MAX_SLABS, type RateCardInput } from '@/lib/schemas/rate-card';
import { arrayError } from './zone-errors';

interface SlabRowsProps {
  zoneIndex: number;
  zoneLabel: string;
  control: Control<RateCardInput>;
  register: UseFormRegister<RateCardInput>;
  errors: FieldErrors<RateCardInput>;
}

/** One number of a slab, labelled for screen readers only (the column header shows it). */
function SlabInput({ id, label, registration, error }: { id: string; label: string; registration: UseFormRegisterReturn; error?: FieldError }) {
  return (
    <td className="pb-2 pe-2 align-top">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} inputMode="decimal" {...registration} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} className={controlClass} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error.message}
        </p>
      )}
    </td>
  );
}

/** A zone's weight slabs: "up to X kg costs Y AED", strictly increasing. */
export function SlabRows({ zoneIndex, zoneLabel, control, register, errors }: SlabRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `Zones.${zoneIndex}.Slabs` });
  const zoneErrors = errors.Zones?.[zoneIndex];
  const listError = arrayError(zoneErrors?.Slabs);

  return (
    <div>
      <table className="w-full text-left md:max-w-xl">
        <caption className="mb-1 text-left font-medium text-ink">Weight slabs</caption>
        <thead className="text-sm">
          <tr>
            <th scope="col" className="pb-1 pe-2 font-semibold">
              Up to (kg)
            </th>
            <th scope="col" className="pb-1 pe-2 font-semibold">
              Price (AED)
            </th>
            <th scope="col" className="w-0 pb-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, j) => {
            const e = zoneErrors?.Slabs?.[j];
            const name = `zone ${zoneLabel} slab ${j + 1}`;
            return (
              <tr key={field.id}>
                <SlabInput id={`z${zoneIndex}-s${j}-kg`} label={`Zone ${zoneLabel} slab ${j + 1} up to (kg)`} registration={register(`Zones.${zoneIndex}.Slabs.${j}.UpToKg`)} error={e?.UpToKg} />
                <SlabInput id={`z${zoneIndex}-s${j}-price`} label={`Zone ${zoneLabel} slab ${j + 1} price (AED)`} registration={register(`Zones.${zoneIndex}.Slabs.${j}.Price`)} error={e?.Price} />
                <td className="pb-2 align-top md:pt-2">
                  <RowAction label="Remove" name={name} tone="danger" disabled={fields.length === 1} onClick={() => remove(j)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_SLABS}
        onClick={() => append({ UpToKg: '' as unknown as number, Price: '' as unknown as number }, { shouldFocus: true })}
        className="mt-1"
      >
        Add slab<span className="sr-only">{` to zone ${zoneLabel}`}</span>
      </Button>
    </div>
  );
}
