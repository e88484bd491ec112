'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';
import { TEST_MODE_NOTICE } from '@/lib/schemas/payments';
import type { PayFormValues } from './pay-values';

/** The card's fields, under the test-mode banner: this adapter never charges a real card. */
export function CardFields({ register, errors }: { register: UseFormRegister<PayFormValues>; errors: FieldErrors<PayFormValues> }) {
  const e = errors.Card;
  return (
    <div className="space-y-3">
      <Notice tone="warning" role="note">
        <p className="font-bold">{TEST_MODE_NOTICE}</p>
        <p>Use 4242 4242 4242 4242 for a payment that succeeds, or 4000 0000 0000 0002 for one that is declined, with any future expiry and any CVC.</p>
      </Notice>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField id="card-number" label="Card number" inputMode="numeric" autoComplete="off" maxLength={23} registration={register('Card.Number')} error={e?.Number} className="sm:col-span-2" />
        <TextField id="card-expiry" label="Expiry (MM/YY)" placeholder="MM/YY" autoComplete="off" maxLength={5} registration={register('Card.Expiry')} error={e?.Expiry} />
        <TextField id="card-cvc" label="CVC" inputMode="numeric" autoComplete="off" maxLength={4} registration={register('Card.Cvc')} error={e?.Cvc} />
        <TextField id="card-name" label="Name on card" autoComplete="off" maxLength={100} registration={register('Card.Name')} error={e?.Name} className="sm:col-span-2" />
      </div>
    </div>
  );
}
