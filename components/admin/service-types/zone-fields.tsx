'use client';

import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import type { RateCardInput } from '@/lib/schemas/rate-card';
import { DestinationPicker } from './destination-picker';
import { SlabRows } from './slab-rows';
import { arrayError } from './zone-errors';

interface ZoneFieldsProps {
  index: number;
  control: Control<RateCardInput>;
  register: UseFormRegister<RateCardInput>;
  errors: FieldErrors<RateCardInput>;
  destinationOptions: readonly { value: string; label: string }[];
  onRemove: () => void;
}

/** One zone of the card: code, name, destinations, slabs and the additional band. */
export function ZoneFields({ index, control, register, errors, destinationOptions, onRemove }: ZoneFieldsProps) {
  const zones = useWatch({ control, name: 'Zones' });
  const label = zones?.[index]?.Zone || String(index + 1);
  const e = errors.Zones?.[index];
  // Which other zone already holds each destination, to say so beside it.
  const takenBy = new Map<string, string>();
  zones?.forEach((z, i) => i !== index && z?.Destinations?.forEach((d) => takenBy.set(d, z.Zone || String(i + 1))));

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">Zone {label}</legend>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field id={`z${index}-code`} label="Zone code" autoComplete="off" registration={register(`Zones.${index}.Zone`)} error={e?.Zone} />
        <Field id={`z${index}-name`} label="Zone name" autoComplete="off" registration={register(`Zones.${index}.ZoneName`)} error={e?.ZoneName} />
      </div>
      <Controller
        control={control}
        name={`Zones.${index}.Destinations`}
        render={({ field }) => (
          <DestinationPicker
            id={`z${index}-dest`}
            options={destinationOptions}
            value={(field.value ?? []) as string[]}
            onChange={field.onChange}
            takenBy={takenBy}
            error={arrayError(e?.Destinations)}
          />
        )}
      />
      <SlabRows zoneIndex={index} zoneLabel={label} control={control} register={register} errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`z${index}-band-kg`} label="Additional band (kg)" inputMode="decimal" registration={register(`Zones.${index}.AdditionalBandKg`)} error={e?.AdditionalBandKg} />
        <Field id={`z${index}-band-price`} label="Additional band price (AED)" inputMode="decimal" registration={register(`Zones.${index}.AdditionalBandPrice`)} error={e?.AdditionalBandPrice} />
      </div>
      <button type="button" onClick={onRemove} className="rounded border border-red-700 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50">
        Remove zone {label}
      </button>
    </fieldset>
  );
}
