'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { controlClass, labelClass } from '@/components/ui/form-fields';
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

function mailNote({ email, mail }: IssuedLogin): string {
  if (mail === 'sent') return `We also emailed it to ${email}.`;
  if (mail === 'outbox') return `The email to ${email} is waiting in the outbox (no mail server is set up), so pass the password on yourself.`;
  return `The email to ${email} could not be sent, so pass the password on yourself.`;
}

/**
 * The one-time password of a new or reset login, shown once: the server keeps
 * only its hash. A copy button, and the input is read-only so it can also be
 * selected by hand.
 */
export function OneTimePasswordDialog({ issued, title, onClose }: { issued: IssuedLogin; title: string; onClose: () => void }) {
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
          <strong>{issued.fullName}</strong> signs in as <strong className="font-mono">{issued.username}</strong> with this one-time password and then
          chooses their own.
        </p>
        <div>
          <label htmlFor="one-time-password" className={labelClass}>
            One-time password
          </label>
          <div className="flex items-end gap-2">
            <input
              ref={input}
              id="one-time-password"
              readOnly
              value={issued.password}
              onFocus={(e) => e.target.select()}
              className={`${controlClass} min-w-0 flex-1 bg-canvas font-mono text-lg tracking-wide`}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm text-muted">
            {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Selected: press Ctrl+C (or ⌘+C) to copy.' : ''}
          </p>
        </div>
        <Notice tone="warning">
          It is shown only once: after you close this window nobody can see it again. {mailNote(issued)}
        </Notice>
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
