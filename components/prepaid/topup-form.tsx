'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/form-fields';
import { courier } from '@/lib/fetcher';
import {
  MAX_TOPUP_AED,
  MAX_TOPUP_REFERENCE,
  MIN_TOPUP_AED,
  TOPUP_METHOD_LABELS,
  TOPUP_METHOD_NAMES,
  topupRequestSchema,
  type TopupRequestInput,
} from '@/lib/schemas/prepaid';
import { TOPUP_HELP, type Envelope, type TopupRequest } from './types';

const FIELDS = new Set(['Amount', 'Method', 'Reference']);

/** The values as the inputs hold them (text), before the schema turns Amount into a number. */
type FormValues = { Amount: string; Method: string; Reference: string };

/** Amount, method and reference; one Idempotency-Key per form, so a double submit makes one request. */
export function TopupForm({ onSubmitted }: { onSubmitted: (topup: TopupRequest) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, TopupRequestInput>({
    // The inputs hold text and the schema casts Amount to a number; yup's input type only knows the number.
    resolver: yupResolver(topupRequestSchema) as never,
    defaultValues: { Amount: '', Method: 'BankTransfer', Reference: '' },
  });
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
      toast.error(errorMessage(err));
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Request a top-up" className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-slate-700">{TOPUP_HELP}</p>
      <TextField
        id="topup-amount"
        label="Amount (AED)"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={`${MIN_TOPUP_AED} to ${MAX_TOPUP_AED.toLocaleString('en')}`}
        aria-required="true"
        registration={register('Amount')}
        error={errors.Amount}
      />
      <SelectField id="topup-method" label="Payment method" registration={register('Method')} error={errors.Method?.message} aria-required="true">
        {TOPUP_METHOD_NAMES.map((m) => (
          <option key={m} value={m}>
            {TOPUP_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        id="topup-reference"
        label={bankTransfer ? 'Bank transfer reference' : 'Reference (optional)'}
        maxLength={MAX_TOPUP_REFERENCE}
        autoComplete="off"
        aria-required={bankTransfer}
        registration={register('Reference')}
        error={errors.Reference}
      />
      <button type="submit" disabled={sending} aria-busy={sending} className="rounded bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {sending ? 'Sending…' : 'Request top-up'}
      </button>
    </form>
  );
}
