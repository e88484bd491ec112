'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens; else the browser focuses the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'lg';
}

/**
 * The kit's one modal, on the native <dialog>: showModal() gives role="dialog",
 * aria-modal and an inert page behind it, with no library to ship. Mount it to
 * open it, unmount it to close it: focus then goes back to the control that
 * opened it. Tab wraps inside the dialog (the native one would let it escape to
 * the browser's own controls) and Escape asks the owner to close it.
 */
export function Dialog({ title, onClose, children, initialFocus, size = 'lg' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      dialog.close();
      // The opener may be gone (a deleted row); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; a new initialFocus ref must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(e: React.KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab') return;
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: let React state decide, so the dialog never closes behind its owner's back.
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-card bg-surface p-5 text-ink shadow-raised backdrop:bg-ink/60 sm:p-6 ${size === 'sm' ? 'max-w-md' : 'max-w-2xl'}`}
    >
      <h2 id={titleId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The dialog's buttons: side by side at the end, stacked full width on a phone (the main action first). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** A dialog form's footer: Cancel, and the submit button (busy while the form is sent). */
export function FormDialogActions({ onCancel, submitLabel, busy }: { onCancel: () => void; submitLabel: string; busy: boolean }) {
  const t = useTranslations('ui');
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
