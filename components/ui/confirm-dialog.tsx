'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that backs out; "Cancel" (in the page's language) unless the action itself is a cancel. */
  cancelLabel?: string;
  /** Resolves when the action is done (the dialog then closes), rejects to keep it open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
}

/** "Are you sure?" before a write. The way back has the focus, so Enter never destroys anything. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onClose, danger }: ConfirmDialogProps) {
  const t = useTranslations('ui');
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The action has shown its own error; stay open so the user can retry or cancel.
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocus={cancel} size="sm">
      <div className="text-muted">{children}</div>
      <DialogActions>
        <Button ref={cancel} variant="secondary" onClick={onClose}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} busy={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
