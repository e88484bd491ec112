'use client';

import { useTranslations } from 'next-intl';
import { DeleteOrDeactivateConfirm, ToggleActiveConfirm } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { courier } from '@/lib/fetcher';
import type { ServiceType } from '@/lib/schemas/service-types';
import { ServiceTypeForm, writableFields } from './service-type-form';

export type DialogState = { kind: 'add' } | { kind: 'edit' | 'toggle' | 'delete'; st: ServiceType };

/** The dialog the list has opened: the add/edit form or a confirmation; `onWritten` refreshes the list after every write. */
export function RowDialogs({ dialog, onClose, onWritten }: { dialog: DialogState; onClose: () => void; onWritten: () => void }) {
  const t = useTranslations('admin.serviceTypes.dialogs');
  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.st : undefined;
    return (
      <Dialog title={editing ? t('editTitle', { code: editing.ServiceCode }) : t('addTitle')} onClose={onClose}>
        <ServiceTypeForm editing={editing} onCancel={onClose} onSaved={() => (onWritten(), onClose())} />
      </Dialog>
    );
  }
  const { st } = dialog;
  const confirm = { name: st.ServiceCode, onClose, onDone: onWritten };
  if (dialog.kind === 'delete') {
    // A type used by shipments is deactivated instead: the server's message says so.
    return (
      <DeleteOrDeactivateConfirm {...confirm} path="ServiceTypes" query={{ _id: st._id }}>
        {t('deleteText', { name: st.ServiceName })}
      </DeleteOrDeactivateConfirm>
    );
  }
  const write = () => courier<{ message: string; data: ServiceType }>('ServiceTypes', { method: 'PUT', body: { _id: st._id, ...writableFields(st), Active: !st.Active } });
  return (
    <ToggleActiveConfirm {...confirm} active={st.Active} write={write}>
      {st.Active ? t('deactivateText', { name: st.ServiceName }) : t('activateText', { name: st.ServiceName })}
    </ToggleActiveConfirm>
  );
}
