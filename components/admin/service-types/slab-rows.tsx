'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { ApiText } from '@/components/ui/api-message';
import { Button, RowAction } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { MAX_SLABS } from '@/lib/schemas/rate-card';
import { arrayError } from './zone-errors';
import type { ZoneFieldsProps } from './zone-fields';

// A slab's two numbers: id suffix, field, and the keys of its column header and of each input's label.
const NUMBERS = [
  ['kg', 'UpToKg', 'upTo', 'slabUpTo'],
  ['price', 'Price', 'price', 'slabPrice'],
] as const;

/** A zone's weight slabs, "up to X kg costs Y AED", strictly increasing; each input labelled for screen readers only (its column header shows it). */
export function SlabRows({ zoneIndex: z, zoneLabel, control, register, errors }: ZoneFieldsProps & { zoneIndex: number; zoneLabel: string }) {
  const t = useTranslations('admin.serviceTypes.zone');
  const { fields, append, remove } = useFieldArray({ control, name: `Zones.${z}.Slabs` });
  const slabErrors = errors.Zones?.[z]?.Slabs;
  const listError = arrayError(slabErrors);

  return (
    <div>
      <table className="w-full text-start md:max-w-xl">
        <caption className="mb-1 text-start font-medium text-ink">{t('slabs')}</caption>
        <thead className="text-sm">
          <tr>
            {NUMBERS.map(([, , header]) => (
              <th key={header} scope="col" className="pb-1 pe-2 text-start font-semibold">
                {t(header)}
              </th>
            ))}
            <th scope="col" className="w-0 pb-1">
              <span className="sr-only">{t('removeColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, j) => (
            <tr key={field.id}>
              {NUMBERS.map(([suffix, name, , words]) => (
                <td key={name} className="pb-2 pe-2 align-top">
                  <TextField
                    id={`z${z}-s${j}-${suffix}`} label={<span className="sr-only">{t(words, { zone: zoneLabel, n: String(j + 1) })}</span>} inputMode="decimal"
                    registration={register(`Zones.${z}.Slabs.${j}.${name}`)} error={slabErrors?.[j]?.[name]}
                  />
                </td>
              ))}
              <td className="pb-2 align-top md:pt-2">
                <RowAction label={t('removeSlab')} name={t('slabName', { zone: zoneLabel, n: String(j + 1) })} tone="danger" disabled={fields.length === 1} onClick={() => remove(j)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {listError && (
        <p className="text-sm text-danger-700">
          <ApiText text={listError} />
        </p>
      )}
      <Button variant="secondary" disabled={fields.length >= MAX_SLABS} onClick={() => append({ UpToKg: '' as unknown as number, Price: '' as unknown as number }, { shouldFocus: true })} className="mt-1">
        {t.rich('addSlab', { zone: zoneLabel, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </Button>
    </div>
  );
}
