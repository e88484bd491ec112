'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import type { RateCardInput } from '@/lib/schemas/rate-card';
import { ChecklistPicker } from './checklist-picker';
import { SlabRows } from './slab-rows';

export interface ZoneFieldsProps {
  control: Control<RateCardInput>;
  register: UseFormRegister<RateCardInput>;
  errors: FieldErrors<RateCardInput>;
}

/** One zone of the card: code, name, destinations, slabs and the additional band. */
export function ZoneFields({ index, destinationOptions, onRemove, ...form }: ZoneFieldsProps & { index: number; destinationOptions: readonly { value: string; label: string }[]; onRemove: () => void }) {
  const t = useTranslations('admin.serviceTypes.zone');
  const { control, register } = form;
  const zones = useWatch({ control, name: 'Zones' });
  const label = zones?.[index]?.Zone || String(index + 1);
  const e = form.errors.Zones?.[index];
  // Which other zone already holds each destination, to say so beside it.
  const takenBy = new Map<string, string>();
  zones?.forEach((z, i) => i !== index && z?.Destinations?.forEach((d) => takenBy.set(d, z.Zone || String(i + 1))));
  const options = destinationOptions.map((o) => ({ ...o, note: takenBy.has(o.value) ? t('inZone', { zone: takenBy.get(o.value)! }) : undefined }));

  return (
    <fieldset className="min-w-0 space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <legend className="px-1 text-section text-brand-900">{t('legend', { zone: label })}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField id={`z${index}-code`} label={t('code')} autoComplete="off" registration={register(`Zones.${index}.Zone`)} error={e?.Zone} />
        <TextField id={`z${index}-name`} label={t('name')} autoComplete="off" registration={register(`Zones.${index}.ZoneName`)} error={e?.ZoneName} />
      </div>
      <Controller
        control={control}
        name={`Zones.${index}.Destinations`}
        render={(c) => (
          <ChecklistPicker
            {...c}
            id={`z${index}-dest`}
            legend={t.rich('destinations', { count: String((c.field.value ?? []).length), muted: (chunks) => <span className="font-normal text-muted">{chunks}</span> })}
            options={options}
            // International cards list many countries: a filter box narrows them.
            filterLabel={destinationOptions.length > 12 ? t('filter') : undefined}
            noOptions={t('noDestinations')}
          />
        )}
      />
      <SlabRows zoneIndex={index} zoneLabel={label} {...form} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id={`z${index}-band-kg`} label={t('bandKg')} inputMode="decimal" registration={register(`Zones.${index}.AdditionalBandKg`)} error={e?.AdditionalBandKg} />
        <TextField id={`z${index}-band-price`} label={t('bandPrice')} inputMode="decimal" registration={register(`Zones.${index}.AdditionalBandPrice`)} error={e?.AdditionalBandPrice} />
      </div>
      <Button variant="secondary" onClick={onRemove} className="max-sm:w-full">{t('remove', { zone: label })}</Button>
    </fieldset>
  );
}
