'use client';

import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import { MAX_REVIEW_NOTE, type Payment } from '@/lib/schemas/payments';
import { formatAed } from './format';
import type { Envelope } from './use-billing';

interface ReviewDialogProps {
  payment: Payment;
  decision: 'Succeeded' | 'Rejected';
  onClose: () => void;
  onDone: () => void;
}

/** The Admin confirms a transfer found on the bank statement, or rejects it with a reason the customer sees. */
export function ReviewDialog({ payment, decision, onClose, onDone }: ReviewDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = decision === 'Succeeded';

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const res = await courier<Envelope<Payment>>('Payment', { method: 'PUT', body: { _id: payment._id, Status: decision, Note: note } });
      toast.success(res.message);
      onDone();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Dialog title={confirm ? `Confirm transfer ${payment.PaymentNo}` : `Reject transfer ${payment.PaymentNo}`} onClose={onClose} initialFocus={cancel} size="sm">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        <p className="text-slate-700">
          {formatAed(payment.Amount)} from {payment.CompanyName} ({payment.AccountNo}), reference <span className="font-mono">{payment.Reference}</span>.{' '}
          {confirm ? 'Confirm only once the money is on the bank statement: it is then applied to the invoices.' : 'The invoices it covered become payable again.'}
        </p>
        <div>
          <label htmlFor="review-note" className="block font-medium">
            {confirm ? 'Note (optional)' : 'Reason (the customer sees it)'}
          </label>
          <textarea
            id="review-note"
            rows={3}
            value={note}
            required={!confirm}
            maxLength={MAX_REVIEW_NOTE}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'review-note-error' : undefined}
            className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
          />
          {error && (
            <p id="review-note-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-3">
          <button ref={cancel} type="button" onClick={onClose} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${confirm ? 'bg-brand-700 hover:bg-brand-800' : 'bg-red-700 hover:bg-red-800'}`}>
            {confirm ? 'Confirm payment' : 'Reject transfer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
