'use client';

import { ConfirmWrite } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { courier } from '@/lib/fetcher';
import { ServiceTypeForm, writableFields } from './service-type-form';
import type { ServiceType } from './types';

export type DialogState = { kind: 'add' } | { kind: 'edit' | 'toggle' | 'delete'; st: ServiceType };

interface RowDialogsProps {
  dialog: DialogState;
  onClose: () => void;
  /** Called after every successful write, to refresh the list. */
  onWritten: () => void;
}

/** The dialog the list has opened: the add/edit form or a confirmation. */
export function RowDialogs({ dialog, onClose, onWritten }: RowDialogsProps) {
  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.st : undefined;
    const title = editing ? `Edit service type ${editing.ServiceCode}` : 'Add service type';
    return (
      <Dialog title={title} onClose={onClose}>
        <ServiceTypeForm editing={editing} onCancel={onClose} onSaved={() => (onWritten(), onClose())} />
      </Dialog>
    );
  }

  const { st } = dialog;
  if (dialog.kind === 'toggle') {
    const verb = st.Active ? 'Deactivate' : 'Activate';
    return (
      <ConfirmWrite
        title={`${verb} ${st.ServiceCode}?`}
        confirmLabel={verb}
        danger={st.Active}
        onClose={onClose}
        write={() => courier<{ message: string; data: ServiceType }>('ServiceTypes', { method: 'PUT', body: { _id: st._id, ...writableFields(st), Active: !st.Active } })}
        onDone={onWritten}
      >
        {st.Active
          ? `${st.ServiceName} will no longer be offered in the rate finders or for new bookings. Existing shipments keep it.`
          : `${st.ServiceName} will be offered again in the rate finders and for new bookings.`}
      </ConfirmWrite>
    );
  }
  return (
    <ConfirmWrite
      title={`Delete ${st.ServiceCode}?`}
      confirmLabel="Delete"
      danger
      onClose={onClose}
      write={() => courier<{ message: string; data: { Deleted: boolean } }>(`ServiceTypes?${new URLSearchParams({ _id: st._id })}`, { method: 'DELETE' })}
      // A type used by shipments is deactivated instead: the server's message says so.
      warning={(res) => !res.data.Deleted}
      onDone={onWritten}
    >
      {`${st.ServiceName} and its rate card will be deleted. A service type already used by shipments is deactivated instead.`}
    </ConfirmWrite>
  );
}
