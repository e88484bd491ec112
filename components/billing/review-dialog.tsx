'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form-fields';
import { useFormat } from '@/components/ui/format';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { useIsolate } from './isolate';
import { MAX_REVIEW_NOTE, reviewPaymentSchema, type Payment, type ReviewPaymentInput } from '@/lib/schemas/payments';

interface ReviewDialogProps {
  payment: Payment;
  decision: 'Succeeded' | 'Rejected';
  onClose: () => void;
  onDone: () => void;
}

/** The Admin confirms a transfer found on the bank statement, or rejects it with a reason the customer sees. */
export function ReviewDialog({ payment: p, decision, onClose, onDone }: ReviewDialogProps) {
  const t = useTranslations('billing.review');
  const f = useFormat();
  const iso = useIsolate();
  const confirm = decision === 'Succeeded';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewPaymentInput>({ resolver: yupResolver(reviewPaymentSchema), defaultValues: { _id: p._id, Status: decision, Note: '' } });

  async function submit(body: ReviewPaymentInput) {
    try {
      toastResult(await courier<Envelope<Payment>>('Payment', { method: 'PUT', body }));
      onDone();
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, (n) => n === 'Note')) toastError(err);
    }
  }

  return (
    <Dialog title={t(confirm ? 'confirmTitle' : 'rejectTitle', { paymentNo: p.PaymentNo })} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <p className="text-muted">
          {t.rich('summary', {
            amount: f.aed(p.Amount),
            company: iso(p.CompanyName),
            accountNo: iso(p.AccountNo),
            reference: p.Reference,
            ref: (chunks) => <bdi className="font-mono">{chunks}</bdi>,
          })}{' '}
          {t(confirm ? 'confirmHint' : 'rejectHint')}
        </p>
        <TextareaField
          id="review-note"
          label={t(confirm ? 'note' : 'reason')}
          rows={3}
          maxLength={MAX_REVIEW_NOTE}
          aria-required={!confirm || undefined}
          registration={register('Note')}
          error={errors.Note}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant={confirm ? 'primary' : 'danger'} busy={isSubmitting}>
            {t(confirm ? 'confirm' : 'reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
