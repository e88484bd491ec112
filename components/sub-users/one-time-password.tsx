'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { controlClass, labelClass } from '@/components/ui/form-fields';
import { Ltr } from '@/components/shipping/bidi';
import { Notice } from '@/components/ui/states';

export type MailStatus = 'sent' | 'outbox' | 'failed';

export interface IssuedLogin {
  fullName: string;
  username: string;
  email: string;
  password: string;
  mail: MailStatus;
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
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(issued.password);
      setCopied('yes');
    } catch {
      // No clipboard access (permissions, http): select it for Ctrl+C instead.
      input.current?.select();
      setCopied('no');
    }
  }

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
        <div>
          <label htmlFor="one-time-password" className={labelClass}>
            {t('label')}
          </label>
          <div className="flex items-end gap-2">
            <input
              ref={input}
              id="one-time-password"
              readOnly
              value={issued.password}
              onFocus={(e) => e.target.select()}
              dir="ltr"
              className={`${controlClass} min-w-0 flex-1 bg-canvas font-mono text-lg tracking-wide`}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm text-muted">
            {copied === 'yes' ? t('copied') : copied === 'no' ? t('selected') : ''}
          </p>
        </div>
        <Notice tone="warning">
          {t('onlyOnce')} {t.rich(`mail.${issued.mail}`, { email: issued.email, ltr: (c) => <Ltr>{c}</Ltr> })}
        </Notice>
        <DialogActions>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
