'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { messageAt, SelectField, TextareaField } from '@/components/ui/form-fields';
import type { ActionPayload } from '@/lib/courier-queue/types';
import { FAIL_REASONS, type CourierStop } from '@/lib/schemas/courier';
import { actionResolver, stamp, targetOf } from './action-form';

interface FailValues {
  Reason: string;
  Note: string;
}

/** A delivery attempt or a pickup that did not happen: the reason from the list, and a note. */
export function FailForm({ stop, onDone, onBack }: { stop: CourierStop; onDone: (action: ActionPayload) => void; onBack: () => void }) {
  const t = useTranslations('courier.fail');
  const sheet = useTranslations('courier.sheet');
  const reason = useTranslations('courier.reasons');
  const id = useId();
  const kind = stop.Kind === 'pickup' ? 'pickup_failed' : 'fail';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FailValues>({ resolver: actionResolver<FailValues>(() => ({ Kind: kind, ...targetOf(stop) })), defaultValues: { Reason: '', Note: '' } });

  const onValid = (v: FailValues) => onDone({ ...stamp(), Kind: kind, ...targetOf(stop), Reason: v.Reason, Note: v.Note.trim() });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={kind === 'fail' ? t('title') : t('pickupTitle')}>
      <SelectField id={`${id}-reason`} label={t('reason')} registration={register('Reason')} error={messageAt(errors, 'Reason')} aria-required="true">
        <option value="">{t('choose')}</option>
        {FAIL_REASONS.map((r) => (
          <option key={r} value={r}>
            {reason(r)}
          </option>
        ))}
      </SelectField>
      <TextareaField id={`${id}-note`} label={t('note')} rows={3} maxLength={200} registration={register('Note')} error={messageAt(errors, 'Note')} />
      {errors.root && <p className="text-sm text-danger-700">{errors.root.message}</p>}
      <DialogActions>
        <Button variant="secondary" onClick={onBack}>
          {sheet('back')}
        </Button>
        <Button type="submit" variant="danger">
          {kind === 'fail' ? t('submit') : t('pickupSubmit')}
        </Button>
      </DialogActions>
    </form>
  );
}
