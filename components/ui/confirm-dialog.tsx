'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Resolves when the action is done (the dialog then closes), rejects to keep it open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  danger?: boolean;
}

/** "Are you sure?" before a write that changes what customers can book. Cancel has the focus. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose, danger }: ConfirmDialogProps) {
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
    <Modal title={title} onClose={onClose} initialFocus={cancel} size="sm">
      <div className="text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancel} type="button" onClick={onClose} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          Cancel
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
          className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'}`}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
