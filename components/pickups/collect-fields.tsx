'use client';

import { useFormContext } from 'react-hook-form';
import { TextareaField, errorAt, messageAt } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/form-fields';
import { MAX_PICKUP_PIECES, type SchedulePickupInput } from '@/lib/schemas/pickup';
import { AwbPicker } from './awb-picker';

/**
 * Pieces, total weight, the airway bills and remarks. A component of its own
 * so these fields register after the address and the window: the first
 * invalid field in page order is the one that gets focus.
 */
export function CollectFields({ canListAwbs }: { canListAwbs: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SchedulePickupInput>();
  return (
    <>
      <TextField id="Pieces" label="Pieces" type="number" inputMode="numeric" min={1} max={MAX_PICKUP_PIECES} step={1} aria-required="true" registration={register('Pieces')} error={errorAt(errors, 'Pieces')} />
      <TextField id="WeightKg" label="Total weight (kg)" type="number" inputMode="decimal" min={0} step="any" aria-required="true" registration={register('WeightKg')} error={errorAt(errors, 'WeightKg')} />
      <AwbPicker canList={canListAwbs} />
      <TextareaField id="Remarks" label="Remarks for the courier (optional)" rows={3} className="md:col-span-2" registration={register('Remarks')} error={messageAt(errors, 'Remarks')} />
    </>
  );
}
