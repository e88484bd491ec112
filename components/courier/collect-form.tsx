'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { messageAt, MoneyField, RadioGroupField } from '@/components/ui/form-fields';
import { useFormat } from '@/components/ui/format';
import type { ActionPayload } from '@/lib/courier-queue/types';
import type { CourierStop } from '@/lib/schemas/courier';
import { actionResolver, stamp } from './action-form';

interface CollectValues {
  Method: 'cash' | 'card';
  Amount: string;
}

/** Cash on delivery: how the receiver paid and how much (the stop's COD amount, which the server checks too). */
export function CollectForm({ stop, onDone, onBack }: { stop: CourierStop; onDone: (action: ActionPayload) => void; onBack: () => void }) {
  const t = useTranslations('courier.collect');
  const sheet = useTranslations('courier.sheet');
  const f = useFormat();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CollectValues>({
    resolver: actionResolver<CollectValues>(
      () => ({ Kind: 'collect', AirWayBillNo: stop.AirWayBillNo ?? '' }),
      (v) => ({ Amount: Math.round(Number(v.Amount) * 100) !== Math.round(stop.CodAmount * 100) ? t('mismatch', { amount: f.aed(stop.CodAmount) }) : undefined }),
    ),
    defaultValues: { Method: 'cash', Amount: stop.CodAmount.toFixed(2) },
  });

  const onValid = (v: CollectValues) => onDone({ ...stamp(), Kind: 'collect', AirWayBillNo: stop.AirWayBillNo ?? '', Method: v.Method, Amount: Number(v.Amount), Note: '' });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={t('title')}>
      <RadioGroupField
        id={`${id}-method`}
        legend={t('method')}
        options={[
          ['cash', t('cash')],
          ['card', t('card')],
        ]}
        registration={register('Method')}
      />
      <MoneyField id={`${id}-amount`} label={t('amount')} hint={t('amountHint', { amount: f.aed(stop.CodAmount) })} registration={register('Amount')} error={messageAt(errors, 'Amount')} aria-required="true" />
      {errors.root && <p className="text-sm text-danger-700">{errors.root.message}</p>}
      <DialogActions>
        <Button variant="secondary" onClick={onBack}>
          {sheet('back')}
        </Button>
        <Button type="submit">{t('submit')}</Button>
      </DialogActions>
    </form>
  );
}
