'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ConfirmWrite } from '@/components/ui/confirm-write';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/components/ui/format';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { WebhookMode, WebhookSubscriptionView } from '@/lib/schemas/webhooks';
import { ShowOnceDialog } from './show-once';
import { WebhookForm } from './webhook-form';

export type WebhookDialog = { kind: 'add' } | { kind: 'edit' | 'toggle' | 'rotate' | 'delete'; s: WebhookSubscriptionView };

/** A signing secret to show once: a new endpoint's, or a rotation's (with until when the old one still signs). */
export interface IssuedSecret {
  url: string;
  secret: string;
  rotated?: { previousUntil: string | null };
}

interface WebhookDialogsProps {
  dialog: WebhookDialog;
  mode: WebhookMode;
  onClose: () => void;
  /** A secret came back (create, rotate): the list shows it once when this dialog has closed. */
  onSecret: (issued: IssuedSecret) => void;
  onWritten: () => void;
}

const ltr = (c: ReactNode) => (
  <span dir="ltr" className="wrap-anywhere font-mono text-sm">
    {c}
  </span>
);

/** The dialog the webhook list has opened: the form, a confirmation, or a secret shown once. */
export function WebhookDialogs({ dialog, mode, onClose, onSecret, onWritten }: WebhookDialogsProps) {
  const t = useTranslations('apiWebhooks.webhooks');

  if (dialog.kind === 'add' || dialog.kind === 'edit') {
    const editing = dialog.kind === 'edit' ? dialog.s : undefined;
    return (
      <Dialog title={t(editing ? 'form.editTitle' : 'form.addTitle')} onClose={onClose}>
        <WebhookForm
          mode={mode}
          editing={editing}
          onCancel={onClose}
          onSaved={() => {
            onClose();
            onWritten();
          }}
          onCreated={({ Subscription, Secret }) => {
            onClose();
            onWritten();
            onSecret({ url: Subscription.Url, secret: Secret });
          }}
        />
      </Dialog>
    );
  }

  const { s } = dialog;
  const id = { _id: s._id };
  if (dialog.kind === 'toggle') {
    return (
      <ConfirmWrite
        title={t(s.Active ? 'dialogs.disableTitle' : 'dialogs.enableTitle')}
        confirmLabel={t(s.Active ? 'actions.disable' : 'actions.enable')}
        danger={s.Active}
        onClose={onClose}
        write={() => courier<Envelope<WebhookSubscriptionView>>('WebhookSubscriptions', { method: 'PUT', body: { ...id, Active: !s.Active } })}
        onDone={onWritten}
      >
        {t.rich(s.Active ? 'dialogs.disableText' : 'dialogs.enableText', { url: s.Url, ltr })}
      </ConfirmWrite>
    );
  }
  if (dialog.kind === 'rotate') {
    return (
      <ConfirmWrite
        title={t('dialogs.rotateTitle')}
        confirmLabel={t('dialogs.rotateConfirm')}
        onClose={onClose}
        write={() => courier<Envelope<{ Secret: string; PreviousSecretExpiresAt: string | null }>>('WebhookSubscriptions/RotateSecret', { method: 'POST', body: id })}
        onDone={({ data }) => {
          onWritten();
          onSecret({ url: s.Url, secret: data.Secret, rotated: { previousUntil: data.PreviousSecretExpiresAt } });
        }}
      >
        {t.rich('dialogs.rotateText', { url: s.Url, ltr })}
      </ConfirmWrite>
    );
  }
  return (
    <ConfirmWrite
      title={t('dialogs.deleteTitle')}
      confirmLabel={t('dialogs.deleteConfirm')}
      danger
      onClose={onClose}
      write={() => courier<Envelope<unknown>>('WebhookSubscriptions', { method: 'DELETE', body: id })}
      onDone={onWritten}
    >
      {t.rich('dialogs.deleteText', { url: s.Url, ltr })}
    </ConfirmWrite>
  );
}

/** A signing secret, shown once, with the rotation's grace period when there is one. */
export function WebhookSecretDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const t = useTranslations('apiWebhooks.webhooks');
  const f = useFormat();
  const { rotated } = issued;
  return (
    <ShowOnceDialog
      id="webhook-secret-value"
      title={t(rotated ? 'secret.rotatedTitle' : 'secret.createdTitle')}
      intro={t.rich('secret.intro', { url: issued.url, ltr })}
      label={t('secret.label')}
      value={issued.secret}
      warning={
        <>
          {t('secret.warning')} {rotated?.previousUntil && t('secret.grace', { time: f.dateTime(rotated.previousUntil) })}
        </>
      }
      onClose={onClose}
    />
  );
}
