'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { usePiecesAndWeight } from '@/components/pickups/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-fields';
import { withApiMessage } from '@/components/ui/api-message';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier, CourierError } from '@/lib/fetcher';
import type { Locale } from '@/lib/i18n/locales';
import { assignPickupSchema, failPickupSchema, MAX_ASSIGNED_TO, MAX_FAIL_REASON, type QueuePickup } from '@/lib/schemas/operations';
import { useIsolate } from '@/components/billing/isolate';
import type { QueueAction } from './queue-columns';

/** PUT PickupQueue; returns the answer's message, in the page's language, naming the booking. */
async function movePickup(pickup: QueuePickup, body: Record<string, string>): Promise<string> {
  const res = await courier<Envelope<QueuePickup>>('PickupQueue', { method: 'PUT', body: { _id: pickup._id, ...body } });
  const message = await new Promise<string>((resolve) => withApiMessage(res.message, res.code, resolve));
  return `${message.replace(/\.$/, '')}: ${res.data.BookingNo}.`;
}

interface DialogProps {
  pickup: QueuePickup;
  onClose: () => void;
  /** After the queue may have changed (moved here, or found moved by someone else). */
  onChanged: () => void;
}

const when = (p: QueuePickup, locale: Locale) => formatPickupWindow(p.PickupDate, p.PickupWindowStart, p.PickupWindowEnd, locale);

/** The dialog of a row action: Assign, Collected or Failed. */
export function QueueDialog({ kind, ...props }: DialogProps & { kind: QueueAction }) {
  if (kind === 'assign') return <AssignDialog {...props} />;
  if (kind === 'collect') return <CollectDialog {...props} />;
  return <FailDialog {...props} />;
}

/** Assign (or reassign) a pickup to a courier or route. */
function AssignDialog(p: DialogProps) {
  const t = useTranslations('operations.dialogs');
  const locale = useLocale();
  const iso = useIsolate();
  const { pickup } = p;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ AssignedTo: string }>({ resolver: yupResolver(assignPickupSchema), defaultValues: { AssignedTo: pickup.AssignedTo } });

  async function onValid(v: { AssignedTo: string }) {
    try {
      toastResult({ message: await movePickup(pickup, { Status: 'Assigned', AssignedTo: v.AssignedTo }) });
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
    <Dialog title={t(pickup.Status === 'Assigned' ? 'reassignTitle' : 'assignTitle', { bookingNo: pickup.BookingNo })} onClose={p.onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('where', { name: iso(pickup.Address.Name), city: iso(pickup.Address.City), when: when(pickup, locale) })}</p>
        <TextField id="assign-to" label={t('assignTo')} maxLength={MAX_ASSIGNED_TO} aria-required="true" autoComplete="off" registration={register('AssignedTo')} error={errors.AssignedTo} />
        <FormDialogActions onCancel={p.onClose} submitLabel={t('assign')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** "Collected?": the courier has the parcels; the list is fetched again even when the move fails. */
function CollectDialog({ pickup, onClose, onChanged }: DialogProps) {
  const t = useTranslations('operations.dialogs');
  const iso = useIsolate();
  const piecesAndWeight = usePiecesAndWeight();
  async function collect() {
    try {
      toastResult({ message: await movePickup(pickup, { Status: 'Collected' }) });
    } catch (err) {
      toastError(err);
      throw err;
    } finally {
      onChanged();
    }
  }
  return (
    <ConfirmDialog title={t('collectTitle', { bookingNo: pickup.BookingNo })} confirmLabel={t('collect')} onConfirm={collect} onClose={onClose}>
      {t('collectText', { what: piecesAndWeight(pickup), name: iso(pickup.Address.Name) })}
    </ConfirmDialog>
  );
}

const loadFailSchema = async () => failPickupSchema;

/** Close a pickup as failed, with the reason the customer and tracking will see. */
function FailDialog({ pickup, onClose, onChanged }: DialogProps) {
  const t = useTranslations('operations.dialogs');
  const locale = useLocale();
  const iso = useIsolate();
  return (
    <ReasonDialog
      id="fail-reason"
      title={t('failTitle', { bookingNo: pickup.BookingNo })}
      label={t('failReason')}
      maxLength={MAX_FAIL_REASON}
      loadSchema={loadFailSchema}
      keepLabel={t('cancel')}
      confirmLabel={t('fail')}
      onConfirm={(Reason) => movePickup(pickup, { Status: 'Failed', Reason })}
      onClose={onClose}
      onChanged={onChanged}
    >
      {t('failText', { name: iso(pickup.Address.Name), city: iso(pickup.Address.City), when: when(pickup, locale) })}
    </ReasonDialog>
  );
}
