'use client';

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
  if (dialog.kind !== 'delete') {
    const editing = dialog.kind === 'edit' ? dialog.address : undefined;
    return (
      <Dialog title={editing ? `Edit ${info.noun}` : `Add ${info.noun}`} onClose={onClose}>
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
    <ConfirmWrite title={`Delete ${address.Name}?`} confirmLabel="Delete" danger onClose={onClose} write={() => deleteAddress(info, address)} onDone={onWritten}>
      {`${address.Name}, ${address.AddressLine1}, ${address.City} will be removed from your ${info.title.toLowerCase()}.`}
      {address.IsDefault && ' Your most recently added other sender address becomes the default.'}
    </ConfirmWrite>
  );
}
