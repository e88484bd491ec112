'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { Button } from '@/components/ui/button';
import { MoneyField, SelectField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { Panel } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { MAX_TOPUP_AED, MAX_TOPUP_REFERENCE, MIN_TOPUP_AED, TOPUP_METHOD_NAMES, topupRequestSchema, type TopupRequest, type TopupRequestInput } from '@/lib/schemas/prepaid';

const FIELDS = new Set(['Amount', 'Method', 'Reference']);

/** The values as the inputs hold them (text), before the schema turns Amount into a number. */
type FormValues = { Amount: string; Method: string; Reference: string };

/** Amount, method and reference; one Idempotency-Key per form, so a double submit makes one request. */
export function TopupForm({ onSubmitted }: { onSubmitted: (topup: TopupRequest) => void }) {
  const t = useTranslations('prepaid.form');
  const tm = useTranslations('prepaid.methods');
  const { register, handleSubmit, setError, watch, formState } = useForm<FormValues, unknown, TopupRequestInput>({
    // The inputs hold text and the schema casts Amount to a number; yup's input type only knows the number.
    resolver: yupResolver(topupRequestSchema) as never,
    defaultValues: { Amount: '', Method: 'BankTransfer', Reference: '' },
  });
  const { errors } = formState;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const bankTransfer = watch('Method') === 'BankTransfer';

  async function onValid(values: TopupRequestInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await courier<Envelope<TopupRequest>>('TopupRequest', { method: 'POST', body: values, headers: { 'Idempotency-Key': idempotencyKey } });
      onSubmitted(res.data);
    } catch (err) {
      applyFieldErrors(err, setError, (n) => FIELDS.has(n));
      toastError(err);
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <div className="max-w-xl">
      <Panel>
        <form onSubmit={handleSubmit(onValid)} noValidate aria-label={t('label')} className="space-y-4">
          <p className="text-muted">{t('intro')}</p>
          <MoneyField id="topup-amount" label={t('amount')}
            placeholder={t('amountPlaceholder', { min: MIN_TOPUP_AED, max: MAX_TOPUP_AED.toLocaleString('en') })} aria-required="true" registration={register('Amount')} error={errors.Amount} />
          <SelectField id="topup-method" label={t('method')} registration={register('Method')} error={errors.Method} aria-required="true">
            {TOPUP_METHOD_NAMES.map((m) => (
              <option key={m} value={m}>
                {tm(m)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="topup-reference"
            label={bankTransfer ? t('bankReference') : t('reference')}
            maxLength={MAX_TOPUP_REFERENCE}
            autoComplete="off"
            aria-required={bankTransfer}
            registration={register('Reference')}
            error={errors.Reference}
          />
          <Button type="submit" busy={sending} className="max-sm:w-full">
            {sending ? t('sending') : t('submit')}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
