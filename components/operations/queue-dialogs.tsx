'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { piecesAndWeight } from '@/components/pickups/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier, CourierError } from '@/lib/fetcher';
import { assignPickupSchema, failPickupSchema, MAX_ASSIGNED_TO, MAX_FAIL_REASON, type QueuePickup } from '@/lib/schemas/operations';
import type { QueueAction } from './queue-columns';

/** PUT PickupQueue; returns the answer's message. */
async function movePickup(pickup: QueuePickup, body: Record<string, string>): Promise<string> {
  const res = await courier<{ message: string; data: QueuePickup }>('PickupQueue', { method: 'PUT', body: { _id: pickup._id, ...body } });
  return `${res.message.replace(/\.$/, '')}: ${res.data.BookingNo}.`;
}

interface DialogProps {
  pickup: QueuePickup;
  onClose: () => void;
  /** After the queue may have changed (moved here, or found moved by someone else). */
  onChanged: () => void;
}

const when = (p: QueuePickup) => formatPickupWindow(p.PickupDate, p.PickupWindowStart, p.PickupWindowEnd);

/** The dialog of a row action: Assign, Collected or Failed. */
export function QueueDialog({ kind, ...props }: DialogProps & { kind: QueueAction }) {
  if (kind === 'assign') return <AssignDialog {...props} />;
  if (kind === 'collect') return <CollectDialog {...props} />;
  return <FailDialog {...props} />;
}

/** Assign (or reassign) a pickup to a courier or route. */
function AssignDialog(p: DialogProps) {
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
      toastError(err);
      // A pickup moved meanwhile (422) or gone (404) is out of date: show the queue as it is now.
      if (applyFieldErrors(err, setError, (n) => n === 'AssignedTo') === 0 && err instanceof CourierError && (err.status === 404 || err.status === 422)) {
        p.onChanged();
        p.onClose();
      }
    }
  }

  return (
    <Dialog title={`${pickup.Status === 'Assigned' ? 'Reassign' : 'Assign'} pickup ${pickup.BookingNo}`} onClose={p.onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{`${pickup.Address.Name}, ${pickup.Address.City}: ${when(pickup)}.`}</p>
        <TextField id="assign-to" label="Courier or route" maxLength={MAX_ASSIGNED_TO} aria-required="true" autoComplete="off" registration={register('AssignedTo')} error={errors.AssignedTo} />
        <FormDialogActions onCancel={p.onClose} submitLabel="Assign" busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** "Collected?": the courier has the parcels; the list is fetched again even when the move fails. */
function CollectDialog({ pickup, onClose, onChanged }: DialogProps) {
  async function collect() {
    try {
      toast.success(await movePickup(pickup, { Status: 'Collected' }));
    } catch (err) {
      toastError(err);
      throw err;
    } finally {
      onChanged();
    }
  }
  return (
    <ConfirmDialog title={`Pickup ${pickup.BookingNo} collected?`} confirmLabel="Mark collected" onConfirm={collect} onClose={onClose}>
      {`The courier has collected ${piecesAndWeight(pickup)} from ${pickup.Address.Name}. Its airway bills that are still waiting become "Picked up".`}
    </ConfirmDialog>
  );
}

/** Close a pickup as failed, with the reason the customer and tracking will see. */
function FailDialog({ pickup, onClose, onChanged }: DialogProps) {
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
