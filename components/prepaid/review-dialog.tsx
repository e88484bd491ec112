'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { formatAed } from '@/components/ui/format';
import { messageAt, TextareaField } from '@/components/ui/form-fields';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { MAX_REVIEW_NOTE, TOPUP_METHOD_LABELS, topupReviewSchema, type TopupRequest } from '@/lib/schemas/prepaid';
import type { Decision } from './topup-columns';

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
export function ReviewDialog({ topup: t, decision, onClose, onChanged }: Props) {
  const note = useRef<HTMLTextAreaElement | null>(null);
  const approve = decision === 'Approved';
  const { register, handleSubmit, setError, formState } = useForm<NoteForm>({ resolver: yupResolver(noteSchema) as never, defaultValues: { Status: decision, Note: '' } });
  const field = register('Note');

  async function onValid({ Note }: NoteForm) {
    try {
      const res = await courier<Envelope<TopupRequest>>('TopupRequest', { method: 'PUT', body: { _id: t._id, Status: decision, Note } });
      toast.success(res.message);
      onChanged();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
      if (applyFieldErrors(err, setError, (n) => n === 'Note') > 0) return;
      // Decided by another Admin meanwhile, or gone: show the queue as it is now.
      if (err instanceof CourierError && [404, 409, 422].includes(err.status)) {
        onChanged();
        onClose();
      }
    }
  }

  const what = `${formatAed(t.Amount)} by ${TOPUP_METHOD_LABELS[t.Method].toLowerCase()}${t.Reference ? ` (ref. ${t.Reference})` : ''}`;
  return (
    <Dialog title={`${approve ? 'Approve' : 'Reject'} top-up ${t.RequestNo}?`} onClose={onClose} initialFocus={note} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">
          {approve
            ? `${what} will be added to the prepaid balance of account ${t.AccountNo} (${t.CompanyName}) at once. Approve only when the payment has been received; this cannot be undone.`
            : `${what} for account ${t.AccountNo} (${t.CompanyName}) will not be credited. The customer sees your reason.`}
        </p>
        <TextareaField
          id="review-note"
          label={approve ? 'Note (optional)' : 'Reason for rejecting'}
          rows={3}
          maxLength={MAX_REVIEW_NOTE}
          aria-required={!approve}
          registration={{ ...field, ref: (el: HTMLTextAreaElement | null) => void (field.ref(el), (note.current = el)) }}
          error={messageAt(formState.errors, 'Note')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={formState.isSubmitting}>
            {approve ? 'Approve top-up' : 'Reject top-up'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
