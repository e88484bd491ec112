'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Modal } from '@/components/ui/modal';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { TextareaField, messageAt } from '@/components/booking/form-controls';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { courier, CourierError } from '@/lib/fetcher';
import { cancelPickupSchema, MAX_CANCEL_REASON } from '@/lib/schemas/pickup';
import type { Envelope, Pickup } from './types';

const reasonSchema = cancelPickupSchema.pick(['Reason']);
type ReasonForm = { Reason: string };

interface Props {
  pickup: Pickup;
  onClose: () => void;
  /** After the list may have changed (cancelled here, or found changed by someone else). */
  onChanged: () => void;
}

/** "Cancel this pickup?" with the reason the API records. Focus starts in the reason. */
export function CancelPickupDialog({ pickup, onClose, onChanged }: Props) {
  const reason = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonForm>({ resolver: yupResolver(reasonSchema), defaultValues: { Reason: '' } });
  const field = register('Reason');

  async function onValid({ Reason }: ReasonForm) {
    try {
      const res = await courier<Envelope<Pickup>>('CancelPickup', { method: 'POST', body: { _id: pickup._id, Reason } });
      toast.success(`Pickup ${res.data.BookingNo} is cancelled.`);
      onChanged();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
      if (applyFieldErrors(err, setError, (n) => n === 'Reason') > 0) return;
      // Collected or cancelled meanwhile, or gone: the row is out of date, so show the list as it is now.
      if (err instanceof CourierError && (err.status === 404 || err.status === 422)) {
        onChanged();
        onClose();
      }
    }
  }

  return (
    <Modal title={`Cancel pickup ${pickup.BookingNo}?`} onClose={onClose} initialFocus={reason} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-slate-700">
          {`The pickup on ${formatPickupWindow(pickup.PickupDate, pickup.PickupWindowStart, pickup.PickupWindowEnd)} will be called off. This cannot be undone; schedule a new pickup if you need one later.`}
        </p>
        <TextareaField
          id="cancel-reason"
          label="Reason for cancelling"
          rows={3}
          maxLength={MAX_CANCEL_REASON}
          aria-required="true"
          registration={{
            ...field,
            ref: (el: HTMLTextAreaElement | null) => {
              field.ref(el);
              reason.current = el;
            },
          }}
          error={messageAt(errors, 'Reason')}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Keep pickup
          </button>
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
            Cancel pickup
          </button>
        </div>
      </form>
    </Modal>
  );
}
