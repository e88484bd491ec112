'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { courier } from '@/lib/fetcher';
import { MAX_ZONES, rateCardSchema, type RateCardInput } from '@/lib/schemas/rate-card';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import type { Envelope, RateCard } from './types';
import { arrayError } from './zone-errors';
import { ZoneFields } from './zone-fields';

interface RateCardFormProps {
  card: RateCard;
  destinationOptions: readonly { value: string; label: string }[];
  onSaved: (card: RateCard) => void;
}

/** The next unused single-letter zone code (A, B, …), else blank for the admin to fill. */
function nextZoneCode(used: string[]): string {
  for (let c = 65; c <= 90; c++) if (!used.includes(String.fromCharCode(c))) return String.fromCharCode(c);
  return '';
}

/**
 * Edits a whole rate card and saves it with PUT RateCard, which replaces the
 * card in one transaction: nothing is stored unless every zone is valid, and
 * the server's per-field errors land on the fields they name.
 */
export function RateCardForm({ card, destinationOptions, onSaved }: RateCardFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: yupResolver(rateCardSchema), defaultValues: card });
  const { fields, append, remove } = useFieldArray({ control, name: 'Zones' });

  async function onSubmit(values: RateCardInput) {
    try {
      const res = await courier<Envelope<RateCard>>('RateCard', { method: 'PUT', body: values });
      toast.success(res.message);
      reset(res.data);
      onSaved(res.data);
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name.startsWith('Zones'));
      toastError(err);
    }
  }

  function addZone() {
    const used = (getValues('Zones') ?? []).map((z) => z.Zone);
    append(
      { Zone: nextZoneCode(used), ZoneName: '', Destinations: [], Slabs: [{ UpToKg: 0.5, Price: '' as unknown as number }], AdditionalBandKg: 0.5, AdditionalBandPrice: '' as unknown as number },
      { focusName: `Zones.${fields.length}.ZoneName` },
    );
  }

  const listError = arrayError(errors.Zones);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={`Rate card of ${card.ServiceCode}`}>
      {fields.length === 0 && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          This rate card has no zones, so the service is not offered anywhere. Add a zone or import a CSV file.
        </p>
      )}
      {fields.map((field, i) => (
        <ZoneFields key={field.id} index={i} control={control} register={register} errors={errors} destinationOptions={destinationOptions} onRemove={() => remove(i)} />
      ))}
      {listError && <p role="alert" className="text-sm text-red-700">{listError}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={addZone} disabled={fields.length >= MAX_ZONES} className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50">
          Add zone
        </button>
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {isSubmitting ? 'Saving…' : 'Save rate card'}
        </button>
        {isDirty && (
          <button type="button" onClick={() => reset(card)} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Discard changes
          </button>
        )}
      </div>
    </form>
  );
}
