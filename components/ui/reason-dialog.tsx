'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { lazyYupResolver } from '@/components/forms/lazy-resolver';
import { CourierError } from '@/lib/fetcher';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { messageAt, TextareaField } from './form-fields';
import { applyFieldErrors, toastError, toastResult } from './notify';

type ReasonForm = { Reason: string };

interface ReasonDialogProps {
  id: string;
  title: string;
  /** What the action does, above the reason. */
  children: ReactNode;
  label: string;
  maxLength: number;
  /**
   * Gives the API's own schema, picked down to `Reason`, so the form says what the route would.
   * Loaded as the dialog opens (yup comes with it, not with the page: issue 12).
   */
  loadSchema: () => Promise<ObjectSchema<ReasonForm>>;
  keepLabel: string;
  confirmLabel: string;
  /** Does the write; resolves to the message to show (the API's, English: it is shown in the page's language), throws the API's error. */
  onConfirm: (reason: string) => Promise<string>;
  onClose: () => void;
  /** After the list may have changed (done here, or found changed by someone else: 404, 409, 422). */
  onChanged: () => void;
}

/**
 * "Cancel this …?" with the reason the API records: a destructive write that
 * needs a why. Focus starts in the reason; field errors from the API land on
 * it; an answer saying the record moved on meanwhile closes the dialog and
 * refreshes the list, since the row on screen is out of date.
 */
export function ReasonDialog({ id, title, children, label, maxLength, loadSchema, keepLabel, confirmLabel, onConfirm, onClose, onChanged }: ReasonDialogProps) {
  const reason = useRef<HTMLTextAreaElement | null>(null);
  const [{ resolver, preload }] = useState(() => lazyYupResolver<ReasonForm>(loadSchema));
  useEffect(preload, [preload]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonForm>({ resolver, defaultValues: { Reason: '' } });
  const field = register('Reason');

  async function onValid({ Reason }: ReasonForm) {
    try {
      toastResult({ message: await onConfirm(Reason) });
      onChanged();
      onClose();
    } catch (err) {
      toastError(err);
      if (applyFieldErrors(err, setError, (n) => n === 'Reason') > 0) return;
      if (err instanceof CourierError && [404, 409, 422].includes(err.status)) {
        onChanged();
        onClose();
      }
    }
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocus={reason} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <div className="text-muted">{children}</div>
        <TextareaField
          id={id}
          label={label}
          rows={3}
          maxLength={maxLength}
          aria-required="true"
          registration={{
            ...field,
            ref: (el: HTMLTextAreaElement | null) => {
              field.ref(el);
              reason.current = el;
            },
          }}
          error={messageAt(errors, 'Reason')}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="danger" busy={isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type CancelDialogProps = Omit<ReasonDialogProps, 'title' | 'label' | 'keepLabel' | 'confirmLabel'> & {
  /**
   * What is cancelled, in the page's language, and its number: "pickup", "BK…" →
   * "Cancel pickup BK…?", "Keep pickup", "Cancel pickup" (Arabic: "إلغاء {what} …؟").
   */
  what: string;
  number: string;
};

/** The portal's cancel confirmations (pickups, airway bills): one wording, one reason field. */
export function CancelDialog({ what, number, ...props }: CancelDialogProps) {
  const t = useTranslations('ui.cancelDialog');
  return (
    <ReasonDialog
      {...props}
      title={t('title', { what, number })}
      label={t('reason')}
      keepLabel={t('keep', { what })}
      confirmLabel={t('confirm', { what })}
    />
  );
}
