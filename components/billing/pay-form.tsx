'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiText, useApiMessage } from '@/components/ui/api-message';
import { useFormat } from '@/components/ui/format';
import { MoneyField, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, errorCode, errorMessage, toastError, toastResult } from '@/components/ui/notify';
import { Panel } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { createPaySchema, PAYABLE_PROVIDERS, type Payment } from '@/lib/schemas/payments';
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

/** What the last attempt came to: the payment (and the API's message), or the failure's message. */
interface Outcome {
  payment?: Payment;
  message: string;
  code?: string;
}

/** "PAY-…: Payment received. Applied AED 10.00 to INV-…." in the page's language (the API's message through useApiMessage). */
function OutcomeText({ outcome: o }: { outcome: Outcome }) {
  const t = useTranslations('billing.pay');
  const f = useFormat();
  const message = useApiMessage()(o.message, o.code);
  if (!o.payment) return message;
  const paymentNo = o.payment.PaymentNo;
  const applied = o.payment.Allocations.map((a) => t('allocation', { amount: f.aed(a.Amount), invoiceNo: a.InvoiceNo })).join(t('listSeparator'));
  const no = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>;
  return o.payment.Status !== 'Pending' && applied ? t.rich('outcomeApplied', { paymentNo, message, applied, no }) : t.rich('outcome', { paymentNo, message, no });
}

/**
 * Pays the ticked invoices (oldest due first) in full, or part of them when
 * the amount is lowered, by bank transfer reference or by test card. Each
 * attempt carries its own Idempotency-Key; the key is kept for a retry after
 * a network failure, so a payment is never taken twice.
 */
export function PayForm({ selected, payable, onChanged }: PayFormProps) {
  const t = useTranslations('billing');
  const f = useFormat();
  const providers = PAYABLE_PROVIDERS.map((p) => [p, t(`providers.${p}`)] as const);
  const key = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
    setOutcome(null);
    try {
      const res = await courier<Envelope<Payment>>('pay', { method: 'POST', body: values, headers: { 'Idempotency-Key': key.current } });
      key.current = null;
      const p = res.data;
      setOutcome({ payment: p, message: res.message, code: res.code });
      toastResult(res);
      reset({ InvoiceNos: [], Amount: '', Provider: values.Provider, Reference: '', Card: EMPTY_CARD });
      onChanged(true);
    } catch (err) {
      // Only a network failure may be retried with the same key; any answer ends the attempt.
      if (!(err instanceof CourierError) || err.status !== 0) key.current = null;
      if (err instanceof CourierError && err.status === 402) onChanged(false);
      const placed = applyFieldErrors(err, setError, (name) => name === 'Amount' || name === 'Reference' || name.startsWith('Card.'));
      setOutcome({ message: errorMessage(err), code: errorCode(err) });
      if (!placed) toastError(err);
    }
  }

  const err = formState.errors;
  return (
    <Panel title={t('pay.title')}>
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('pay.title')} className="space-y-4">
        <p className="text-sm text-muted">
          {selected.length ? t('pay.selected', { count: selected.length, amount: f.aed(payable) }) : t('pay.nothingSelected')}
        </p>
        {err.InvoiceNos?.message && (
          <p role="alert" className="text-sm text-danger-700">
            <ApiText text={err.InvoiceNos.message} />
          </p>
        )}
        <MoneyField id="pay-amount" label={t('pay.amount')} registration={register('Amount')} error={err.Amount} className="max-w-xs" />
        <RadioGroupField id="pay-provider" legend={t('pay.payBy')} options={providers} registration={register('Provider')} />
        {provider === 'BankTransfer' ? (
          <TextField
            id="pay-reference"
            label={t('pay.reference')}
            hint={t('pay.referenceHint')}
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
          {formState.isSubmitting ? t('pay.paying') : provider === 'BankTransfer' ? t('pay.submitTransfer') : t('pay.payByCard')}
        </Button>
        <p role="status" className="text-sm text-ink">
          {outcome && <OutcomeText outcome={outcome} />}
        </p>
      </form>
    </Panel>
  );
}
