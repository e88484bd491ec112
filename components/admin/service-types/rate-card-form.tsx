'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useFieldArray, useForm } from 'react-hook-form';
import { ApiText } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { MAX_ZONES, rateCardSchema, type RateCard, type RateCardInput } from '@/lib/schemas/rate-card';
import { arrayError } from './zone-errors';
import { ZoneFields } from './zone-fields';

const BLANK = '' as unknown as number;
/** The next unused single-letter zone code (A, B, …), else blank for the admin to fill. */
const nextZoneCode = (used: string[]) => [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !used.includes(c)) ?? '';

interface RateCardFormProps {
  card: RateCard;
  destinationOptions: readonly { value: string; label: string }[];
  onSaved: (card: RateCard) => void;
}

/**
 * Edits a whole rate card and saves it with PUT RateCard, which replaces the
 * card in one transaction: nothing is stored unless every zone is valid, and
 * the server's per-field errors land on the fields they name.
 */
export function RateCardForm({ card, destinationOptions, onSaved }: RateCardFormProps) {
  const t = useTranslations('admin.serviceTypes.rateCard');
  const { control, register, handleSubmit, setError, getValues, reset, formState } = useForm({ resolver: yupResolver(rateCardSchema), defaultValues: card });
  const { errors, isSubmitting, isDirty } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'Zones' });

  async function onSubmit(values: RateCardInput) {
    try {
      const res = await courier<Envelope<RateCard>>('RateCard', { method: 'PUT', body: values });
      toastResult(res);
      reset(res.data);
      onSaved(res.data);
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name.startsWith('Zones'));
      toastError(err);
    }
  }

  function addZone() {
    const Zone = nextZoneCode((getValues('Zones') ?? []).map((z) => z.Zone));
    append({ Zone, ZoneName: '', Destinations: [], Slabs: [{ UpToKg: 0.5, Price: BLANK }], AdditionalBandKg: 0.5, AdditionalBandPrice: BLANK }, { focusName: `Zones.${fields.length}.ZoneName` });
  }

  const listError = arrayError(errors.Zones);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t('formLabel', { code: card.ServiceCode })}>
      {fields.length === 0 && <Notice tone="warning">{t('noZones')}</Notice>}
      {fields.map((field, i) => (
        <ZoneFields key={field.id} index={i} control={control} register={register} errors={errors} destinationOptions={destinationOptions} onRemove={() => remove(i)} />
      ))}
      {listError && (
        <p role="alert" className="text-sm text-danger-700">
          <ApiText text={listError} />
        </p>
      )}
      <div className="flex flex-wrap gap-3 max-sm:flex-col">
        <Button variant="secondary" onClick={addZone} disabled={fields.length >= MAX_ZONES}>
          {t('addZone')}
        </Button>
        <Button type="submit" busy={isSubmitting}>{t('save')}</Button>
        {isDirty && <Button variant="ghost" onClick={() => reset(card)}>{t('discard')}</Button>}
      </div>
    </form>
  );
}
