'use client';

import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { Dialog, DialogActions } from '@/components/ui/dialog';
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

  return (
    <Dialog title={title} onClose={onClose} initialFocus={input}>
      <div className="space-y-4">
        <p>{intro}</p>
        <CopyField
          id={id}
          label={label}
          value={value}
          inputRef={input}
          texts={{ copy: t('copy'), copied: t('copied'), selected: t('selected') }}
          long
        />
        <Notice tone="warning">{warning}</Notice>
        <DialogActions>
          <Button onClick={onClose}>{t('done')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
