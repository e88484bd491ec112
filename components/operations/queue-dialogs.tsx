'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { primaryButton, secondaryButton } from '@/components/sub-users/list-controls';
import { TextField } from '@/components/ui/form-fields';
import { Dialog } from '@/components/ui/dialog';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { courier, CourierError } from '@/lib/fetcher';
import { assignPickupSchema, failPickupSchema, MAX_ASSIGNED_TO, MAX_FAIL_REASON, type QueuePickup } from '@/lib/schemas/operations';

/** PUT PickupQueue; returns the answer's message. */
export async function movePickup(pickup: QueuePickup, body: Record<string, string>): Promise<string> {
  const res = await courier<{ message: string; data: QueuePickup }>('PickupQueue', { method: 'PUT', body: { _id: pickup._id, ...body } });
  return `${res.message.replace(/\.$/, '')}: ${res.data.BookingNo}.`;
}

interface DialogProps {
  pickup: QueuePickup;
  onClose: () => void;
  /** After the queue may have changed (moved here, or found moved by someone else). */
  onChanged: () => void;
}

/** After a failed move: a pickup moved meanwhile (422) or gone (404) is out of date, so the queue is shown as it is now. */
function moveFailed(err: unknown, placedOnForm: number, p: DialogProps) {
  toastError(err);
  if (placedOnForm > 0) return;
  if (err instanceof CourierError && (err.status === 404 || err.status === 422)) {
    p.onChanged();
    p.onClose();
  }
}

const when = (p: QueuePickup) => formatPickupWindow(p.PickupDate, p.PickupWindowStart, p.PickupWindowEnd);

/** Assign (or reassign) a pickup to a courier or route. */
export function AssignDialog(p: DialogProps) {
  const { pickup } = p;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ AssignedTo: string }>({ resolver: yupResolver(assignPickupSchema), defaultValues: { AssignedTo: pickup.AssignedTo } });

  async function onValid(v: { AssignedTo: string }) {
    try {
      toast.success(await movePickup(pickup, { Status: 'Assigned', AssignedTo: v.AssignedTo }));
      p.onChanged();
      p.onClose();
    } catch (err) {
      moveFailed(err, applyFieldErrors(err, setError, (n) => n === 'AssignedTo'), p);
    }
  }

  return (
    <Dialog title={`${pickup.Status === 'Assigned' ? 'Reassign' : 'Assign'} pickup ${pickup.BookingNo}`} onClose={p.onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-slate-700">{`${pickup.Address.Name}, ${pickup.Address.City}: ${when(pickup)}.`}</p>
        <TextField id="assign-to" label="Courier or route" maxLength={MAX_ASSIGNED_TO} aria-required="true" autoComplete="off" registration={register('AssignedTo')} error={errors.AssignedTo} />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={p.onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={primaryButton}>
            Assign
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Close a pickup as failed, with the reason the customer and tracking will see. */
export function FailDialog({ pickup, onClose, onChanged }: DialogProps) {
  return (
    <ReasonDialog
      id="fail-reason"
      title={`Pickup ${pickup.BookingNo} failed`}
      label="Reason (shown to the customer and to anyone tracking the booking)"
      maxLength={MAX_FAIL_REASON}
      schema={failPickupSchema}
      keepLabel="Cancel"
      confirmLabel="Close as failed"
      onConfirm={(Reason) => movePickup(pickup, { Status: 'Failed', Reason })}
      onClose={onClose}
      onChanged={onChanged}
    >
      {`${pickup.Address.Name}, ${pickup.Address.City}: ${when(pickup)}. This closes the pickup; the customer can book a new one.`}
    </ReasonDialog>
  );
}
