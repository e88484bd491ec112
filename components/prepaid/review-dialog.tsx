'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { messageAt, TextareaField } from '@/components/ui/form-fields';
import { useFormat } from '@/components/ui/format';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { MAX_REVIEW_NOTE, topupReviewSchema, type TopupRequest } from '@/lib/schemas/prepaid';
import { useIsolate } from '@/components/billing/isolate';
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
export function ReviewDialog({ topup: r, decision, onClose, onChanged }: Props) {
  const t = useTranslations('prepaid');
  const f = useFormat();
  const iso = useIsolate();
  const note = useRef<HTMLTextAreaElement | null>(null);
  const approve = decision === 'Approved';
  const { register, handleSubmit, setError, formState } = useForm<NoteForm>({ resolver: yupResolver(noteSchema) as never, defaultValues: { Status: decision, Note: '' } });
  const field = register('Note');

  async function onValid({ Note }: NoteForm) {
    try {
      const res = await courier<Envelope<TopupRequest>>('TopupRequest', { method: 'PUT', body: { _id: r._id, Status: decision, Note } });
      toastResult(res);
      onChanged();
      onClose();
    } catch (err) {
      toastError(err);
      if (applyFieldErrors(err, setError, (n) => n === 'Note') > 0) return;
      // Decided by another Admin meanwhile, or gone: show the queue as it is now.
      if (err instanceof CourierError && [404, 409, 422].includes(err.status)) {
        onChanged();
        onClose();
      }
    }
  }

  const paid = { amount: f.aed(r.Amount), method: t(`methodsInline.${r.Method}`) };
  const what = r.Reference ? t('review.whatRef', { ...paid, reference: iso(r.Reference) }) : t('review.what', paid);
  const account = { what, accountNo: iso(r.AccountNo), company: iso(r.CompanyName) };
  return (
    <Dialog title={t(approve ? 'review.approveTitle' : 'review.rejectTitle', { requestNo: r.RequestNo })} onClose={onClose} initialFocus={note} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{approve ? t('review.approveText', account) : t('review.rejectText', account)}</p>
        <TextareaField
          id="review-note"
          label={t(approve ? 'review.note' : 'review.reason')}
          rows={3}
          maxLength={MAX_REVIEW_NOTE}
          aria-required={!approve}
          registration={{ ...field, ref: (el: HTMLTextAreaElement | null) => void (field.ref(el), (note.current = el)) }}
          error={messageAt(formState.errors, 'Note')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" variant={approve ? 'primary' : 'danger'} busy={formState.isSubmitting}>
            {t(approve ? 'review.approve' : 'review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
