'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';
import type { PayFormValues } from './pay-values';

/** The card's fields, under the test-mode banner: this adapter never charges a real card. Card digits read left to right in Arabic too. */
export function CardFields({ register, errors }: { register: UseFormRegister<PayFormValues>; errors: FieldErrors<PayFormValues> }) {
  const t = useTranslations('billing.card');
  const e = errors.Card;
  return (
    <div className="space-y-3">
      <Notice tone="warning" role="note">
        <p className="font-bold">{t('testMode')}</p>
        <p>{t.rich('testCards', { card: (digits) => <bdi dir="ltr" className="whitespace-nowrap">{digits}</bdi> })}</p>
      </Notice>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id="card-number" label={t('number')} inputMode="numeric" autoComplete="off" dir="ltr" maxLength={23} registration={register('Card.Number')} error={e?.Number} className="sm:col-span-2" />
        <TextField id="card-expiry" label={t('expiry')} placeholder={t('expiryPlaceholder')} autoComplete="off" dir="ltr" maxLength={5} registration={register('Card.Expiry')} error={e?.Expiry} />
        <TextField id="card-cvc" label={t('cvc')} inputMode="numeric" autoComplete="off" dir="ltr" maxLength={4} registration={register('Card.Cvc')} error={e?.Cvc} />
        <TextField id="card-name" label={t('name')} autoComplete="off" maxLength={100} registration={register('Card.Name')} error={e?.Name} className="sm:col-span-2" />
      </div>
    </div>
  );
}
