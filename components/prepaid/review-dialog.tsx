'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { messageAt, TextareaField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { formatAed } from '@/lib/money';
import { MAX_REVIEW_NOTE, TOPUP_METHOD_LABELS, topupReviewSchema } from '@/lib/schemas/prepaid';
import type { Decision } from './topup-table';
import type { Envelope, TopupRequest } from './types';

const noteSchema = topupReviewSchema.pick(['Status', 'Note']);
type NoteForm = { Status: Decision; Note: string };

interface Props {
  topup: TopupRequest;
  decision: Decision;
  onClose: () => void;
  /** After the queue may have changed (decided here, or found decided by another Admin). */
  onChanged: () => void;
}

/** "Approve top-up TU…?" with what it does to the balance, and a note (required to reject). Focus starts in the note. */
export function ReviewDialog({ topup, decision, onClose, onChanged }: Props) {
  const note = useRef<HTMLTextAreaElement | null>(null);
  const approve = decision === 'Approved';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoteForm>({ resolver: yupResolver(noteSchema) as never, defaultValues: { Status: decision, Note: '' } });
  const field = register('Note');

  async function onValid({ Note }: NoteForm) {
    try {
      const res = await courier<Envelope<TopupRequest>>('TopupRequest', { method: 'PUT', body: { _id: topup._id, Status: decision, Note } });
      toast.success(res.message);
      onChanged();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
      if (applyFieldErrors(err, setError, (n) => n === 'Note') > 0) return;
      // Decided by another Admin meanwhile, or gone: show the queue as it is now.
      if (err instanceof CourierError && (err.status === 404 || err.status === 409 || err.status === 422)) {
        onChanged();
        onClose();
      }
    }
  }

  const what = `${formatAed(topup.Amount)} by ${TOPUP_METHOD_LABELS[topup.Method].toLowerCase()}${topup.Reference ? ` (ref. ${topup.Reference})` : ''}`;
  return (
    <Dialog title={`${approve ? 'Approve' : 'Reject'} top-up ${topup.RequestNo}?`} onClose={onClose} initialFocus={note} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-slate-700">
          {approve
            ? `${what} will be added to the prepaid balance of account ${topup.AccountNo} (${topup.CompanyName}) at once. Approve only when the payment has been received; this cannot be undone.`
            : `${what} for account ${topup.AccountNo} (${topup.CompanyName}) will not be credited. The customer sees your reason.`}
        </p>
        <TextareaField
          id="review-note"
          label={approve ? 'Note (optional)' : 'Reason for rejecting'}
          rows={3}
          maxLength={MAX_REVIEW_NOTE}
          aria-required={!approve}
          registration={{
            ...field,
            ref: (el: HTMLTextAreaElement | null) => {
              field.ref(el);
              note.current = el;
            },
          }}
          error={messageAt(errors, 'Note')}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Cancel
          </button>
          <button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${approve ? 'bg-green-800 hover:bg-green-900' : 'bg-red-700 hover:bg-red-800'}`}
          >
            {approve ? 'Approve top-up' : 'Reject top-up'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
