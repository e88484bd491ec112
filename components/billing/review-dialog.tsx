'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { formatAed } from '@/components/ui/format';
import { TextareaField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { MAX_REVIEW_NOTE, reviewPaymentSchema, type Payment, type ReviewPaymentInput } from '@/lib/schemas/payments';

interface ReviewDialogProps {
  payment: Payment;
  decision: 'Succeeded' | 'Rejected';
  onClose: () => void;
  onDone: () => void;
}

/** The Admin confirms a transfer found on the bank statement, or rejects it with a reason the customer sees. */
export function ReviewDialog({ payment: p, decision, onClose, onDone }: ReviewDialogProps) {
  const confirm = decision === 'Succeeded';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewPaymentInput>({ resolver: yupResolver(reviewPaymentSchema), defaultValues: { _id: p._id, Status: decision, Note: '' } });

  async function submit(body: ReviewPaymentInput) {
    try {
      toast.success((await courier<Envelope<Payment>>('Payment', { method: 'PUT', body })).message);
      onDone();
      onClose();
    } catch (err) {
      if (!applyFieldErrors(err, setError, (n) => n === 'Note')) toastError(err);
    }
  }

  return (
    <Dialog title={`${confirm ? 'Confirm' : 'Reject'} transfer ${p.PaymentNo}`} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <p className="text-muted">
          {formatAed(p.Amount)} from {p.CompanyName} ({p.AccountNo}), reference <span className="font-mono">{p.Reference}</span>.{' '}
          {confirm ? 'Confirm only once the money is on the bank statement: it is then applied to the invoices.' : 'The invoices it covered become payable again.'}
        </p>
        <TextareaField
          id="review-note"
          label={confirm ? 'Note (optional)' : 'Reason (the customer sees it)'}
          rows={3}
          maxLength={MAX_REVIEW_NOTE}
          aria-required={!confirm || undefined}
          registration={register('Note')}
          error={errors.Note}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={confirm ? 'primary' : 'danger'} busy={isSubmitting}>
            {confirm ? 'Confirm payment' : 'Reject transfer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
