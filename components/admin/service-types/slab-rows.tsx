'use client';

import { useFieldArray } from 'react-hook-form';
import { Button, RowAction } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { MAX_SLABS } from '@/lib/schemas/rate-card';
import { arrayError } from './zone-errors';
import type { ZoneFieldsProps } from './zone-fields';

// A slab's two numbers: id suffix, field, column header, and the words of each input's label.
const NUMBERS = [['kg', 'UpToKg', 'Up to (kg)', 'up to (kg)'], ['price', 'Price', 'Price (AED)', 'price (AED)']] as const;

/** A zone's weight slabs, "up to X kg costs Y AED", strictly increasing; each input labelled for screen readers only (its column header shows it). */
export function SlabRows({ zoneIndex: z, zoneLabel, control, register, errors }: ZoneFieldsProps & { zoneIndex: number; zoneLabel: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: `Zones.${z}.Slabs` });
  const slabErrors = errors.Zones?.[z]?.Slabs;
  const listError = arrayError(slabErrors);

  return (
    <div>
      <table className="w-full text-left md:max-w-xl">
        <caption className="mb-1 text-left font-medium text-ink">Weight slabs</caption>
        <thead className="text-sm">
          <tr>
            {NUMBERS.map(([, , header]) => (
              <th key={header} scope="col" className="pb-1 pe-2 font-semibold">
                {header}
              </th>
            ))}
            <th scope="col" className="w-0 pb-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, j) => (
            <tr key={field.id}>
              {NUMBERS.map(([suffix, name, , words]) => (
                <td key={name} className="pb-2 pe-2 align-top">
                  <TextField
                    id={`z${z}-s${j}-${suffix}`} label={<span className="sr-only">{`Zone ${zoneLabel} slab ${j + 1} ${words}`}</span>} inputMode="decimal"
                    registration={register(`Zones.${z}.Slabs.${j}.${name}`)} error={slabErrors?.[j]?.[name]}
                  />
                </td>
              ))}
              <td className="pb-2 align-top md:pt-2">
                <RowAction label="Remove" name={`zone ${zoneLabel} slab ${j + 1}`} tone="danger" disabled={fields.length === 1} onClick={() => remove(j)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {listError && <p className="text-sm text-danger-700">{listError}</p>}
      <Button variant="secondary" disabled={fields.length >= MAX_SLABS} onClick={() => append({ UpToKg: '' as unknown as number, Price: '' as unknown as number }, { shouldFocus: true })} className="mt-1">
        Add slab<span className="sr-only">{` to zone ${zoneLabel}`}</span>
      </Button>
    </div>
  );
}
