'use client';

import { useTranslations } from 'next-intl';
import { ConfirmWrite } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { deleteAddress } from './address-actions';
import { AddressForm } from './address-form';
import type { Address, BookInfo } from './types';

export type DialogState = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address };

interface DialogsProps {
  info: BookInfo;
  dialog: DialogState;
  onClose: () => void;
  /** Called after every successful write, to refresh the book's list. */
  onWritten: () => void;
}

/** The dialog a book has opened: the add/edit form or the delete confirmation. */
export function AddressDialogs({ info, dialog, onClose, onWritten }: DialogsProps) {
  const t = useTranslations('addresses');
  if (dialog.kind !== 'delete') {
    const editing = dialog.kind === 'edit' ? dialog.address : undefined;
    return (
      <Dialog title={t(editing ? `${info.book}.edit` : `${info.book}.add`)} onClose={onClose}>
        <AddressForm
          info={info}
          editing={editing}
          onCancel={onClose}
          onSaved={() => {
            onWritten();
            onClose();
          }}
        />
      </Dialog>
    );
  }

  const { address } = dialog;
  return (
    <ConfirmWrite title={t('deleteDialog.title', { name: address.Name })} confirmLabel={t('deleteDialog.confirm')} danger onClose={onClose} write={() => deleteAddress(info, address)} onDone={onWritten}>
      {t(`${info.book}.deleteText`, { name: address.Name, line: address.AddressLine1, city: address.City })}
      {address.IsDefault && ` ${t('deleteDialog.defaultNote')}`}
    </ConfirmWrite>
  );
}
