'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatAed } from '@/components/ui/format';
import { MoneyField, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { Panel } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { createPaySchema, PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDER_NAMES, type Payment } from '@/lib/schemas/payments';
import { CardFields } from './card-fields';
import { EMPTY_CARD, newPaymentKey, type PayFormValues } from './pay-values';

interface PayFormProps {
  /** The invoices ticked in the table, and what may still be paid on them. */
  selected: string[];
  payable: number;
  /** After any recorded attempt; `paid` when money was taken or a transfer recorded. */
  onChanged: (paid: boolean) => void;
}

const schema = createPaySchema();
const PROVIDERS = PAYMENT_PROVIDER_NAMES.map((p) => [p, PAYMENT_PROVIDER_LABELS[p]] as const);

/**
 * Pays the ticked invoices (oldest due first) in full, or part of them when
 * the amount is lowered, by bank transfer reference or by test card. Each
 * attempt carries its own Idempotency-Key; the key is kept for a retry after
 * a network failure, so a payment is never taken twice.
 */
export function PayForm({ selected, payable, onChanged }: PayFormProps) {
  const key = useRef<string | null>(null);
  const [outcome, setOutcome] = useState('');
  const { register, handleSubmit, setValue, watch, reset, setError, formState } = useForm<PayFormValues>({
    resolver: yupResolver(schema) as unknown as Resolver<PayFormValues>,
    defaultValues: { InvoiceNos: [], Amount: '', Provider: 'BankTransfer', Reference: '', Card: EMPTY_CARD },
  });
  const provider = watch('Provider');

  // The ticked invoices set what is paid, and the amount starts at all that is payable on them.
  useEffect(() => {
    setValue('InvoiceNos', selected);
    setValue('Amount', selected.length ? payable.toFixed(2) : '');
  }, [selected, payable, setValue]);

  async function submit(values: PayFormValues) {
    key.current ??= newPaymentKey();
    setOutcome('');
    try {
      const res = await courier<Envelope<Payment>>('pay', { method: 'POST', body: values, headers: { 'Idempotency-Key': key.current } });
      key.current = null;
      const p = res.data;
      const applied = p.Allocations.map((a) => `${formatAed(a.Amount)} to ${a.InvoiceNo}`).join(', ');
      setOutcome(p.Status === 'Pending' ? `${p.PaymentNo}: ${res.message}` : `${p.PaymentNo}: ${res.message} ${applied ? `Applied ${applied}.` : ''}`);
      toast.success(res.message);
      reset({ InvoiceNos: [], Amount: '', Provider: values.Provider, Reference: '', Card: EMPTY_CARD });
      onChanged(true);
    } catch (err) {
      // Only a network failure may be retried with the same key; any answer ends the attempt.
      if (!(err instanceof CourierError) || err.status !== 0) key.current = null;
      if (err instanceof CourierError && err.status === 402) onChanged(false);
      const placed = applyFieldErrors(err, setError, (name) => name === 'Amount' || name === 'Reference' || name.startsWith('Card.'));
      setOutcome(errorMessage(err));
      if (!placed) toast.error(errorMessage(err));
    }
  }

  const err = formState.errors;
  return (
    <Panel title="Make a payment">
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Make a payment" className="space-y-4">
        <p className="text-sm text-muted">
          {selected.length
            ? `${selected.length} ${selected.length === 1 ? 'invoice' : 'invoices'} selected, ${formatAed(payable)} payable. Lower the amount to pay part; the oldest invoice is settled first.`
            : 'Select invoices above, or enter an amount to settle your oldest invoices first.'}
        </p>
        {err.InvoiceNos?.message && (
          <p role="alert" className="text-sm text-danger-700">
            {err.InvoiceNos.message}
          </p>
        )}
        <MoneyField id="pay-amount" label="Amount (AED)" registration={register('Amount')} error={err.Amount} className="max-w-xs" />
        <RadioGroupField id="pay-provider" legend="Pay by" options={PROVIDERS} registration={register('Provider')} />
        {provider === 'BankTransfer' ? (
          <TextField
            id="pay-reference"
            label="Transfer reference"
            hint="Transfer the amount to our bank account, then enter the bank's transfer reference. We confirm it once the money arrives."
            autoComplete="off"
            maxLength={60}
            registration={register('Reference')}
            error={err.Reference}
            className="max-w-md"
          />
        ) : (
          <CardFields register={register} errors={err} />
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? 'Paying…' : provider === 'BankTransfer' ? 'Submit transfer reference' : 'Pay by card (test mode)'}
        </Button>
        <p role="status" className="text-sm text-ink">
          {outcome}
        </p>
      </form>
    </Panel>
  );
}
