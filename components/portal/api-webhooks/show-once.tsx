'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { controlClass, labelClass } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';

interface ShowOnceProps {
  /** The input's id (its label names it: "API key", "Signing secret"). */
  id: string;
  title: string;
  intro: ReactNode;
  label: string;
  value: string;
  /** Why it is shown only now, and what to do when it is lost. */
  warning: ReactNode;
  onClose: () => void;
}

/**
 * A secret the server keeps only as a hash (an API key) or shows only now (a
 * signing secret): read-only, focused and selected, with a copy button, and a
 * warning that it will not be shown again.
 */
export function ShowOnceDialog({ id, title, intro, label, value, warning, onClose }: ShowOnceProps) {
  const t = useTranslations('apiWebhooks.once');
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // No clipboard access (permissions, plain http): select it for Ctrl+C instead.
      input.current?.select();
      setCopied('no');
    }
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocus={input}>
      <div className="space-y-4">
        <p>{intro}</p>
        <div>
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input
              ref={input}
              id={id}
              readOnly
              value={value}
              onFocus={(e) => e.target.select()}
              dir="ltr"
              spellCheck={false}
              className={`${controlClass} min-w-0 flex-1 bg-canvas font-mono text-sm`}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm text-muted">
            {copied === 'yes' ? t('copied') : copied === 'no' ? t('selected') : ''}
          </p>
        </div>
        <Notice tone="warning">{warning}</Notice>
        <DialogActions>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
