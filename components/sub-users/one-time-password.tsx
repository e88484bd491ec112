'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Ltr } from '@/components/shipping/bidi';
import { Notice } from '@/components/ui/states';

export type MailStatus = 'sent' | 'outbox' | 'failed';

export interface IssuedLogin {
  fullName: string;
  username: string;
  email: string;
  password: string;
  /** What became of the welcome email; none for staff logins, which are sent no email. */
  mail?: MailStatus;
  /** An existing login's new password rather than a new login. */
  reset?: boolean;
}


/**
 * The one-time password of a new or reset login, shown once: the server keeps
 * only its hash. A copy button, and the input is read-only so it can also be
 * selected by hand.
 */
export function OneTimePasswordDialog({ issued, title, onClose }: { issued: IssuedLogin; title: string; onClose: () => void }) {
  const t = useTranslations('subUsers.password');
  const input = useRef<HTMLInputElement>(null);

  return (
    <Dialog title={title} onClose={onClose} initialFocus={input} size="sm">
      <div className="space-y-4">
        <p>
          {t.rich('intro', {
            name: issued.fullName,
            username: issued.username,
            strong: (c) => <strong>{c}</strong>,
            login: (c) => (
              <strong dir="ltr" className="font-mono">
                {c}
              </strong>
            ),
          })}
        </p>
        <CopyField
          id="one-time-password"
          label={t('label')}
          value={issued.password}
          inputRef={input}
          texts={{ copy: t('copy'), copied: t('copied'), selected: t('selected') }}
        />
        <Notice tone="warning">
          {t('onlyOnce')} {issued.mail && t.rich(`mail.${issued.mail}`, { email: issued.email, ltr: (c) => <Ltr>{c}</Ltr> })}
        </Notice>
        <DialogActions>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
