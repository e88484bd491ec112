'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyToast } from '@/components/providers/lazy-toast';
import { Button } from '@/components/ui/button';

/** Copies `text` to the clipboard and says so (visibly and to screen readers); `label` names what is copied. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('booking.copy');
  const [copied, setCopied] = useState(false);
  const name = label.toLowerCase();

  async function copy() {
    try {
      // The Clipboard API exists only in secure contexts (https, localhost).
      await navigator.clipboard.writeText(text);
      setCopied(true);
      lazyToast('success', t('done', { label }));
      setTimeout(() => setCopied(false), 3000);
    } catch {
      lazyToast('error', t('failed', { name }));
    }
  }

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? t('copied') : t('copy')}
      <span className="sr-only">{` ${name}`}</span>
    </Button>
  );
}
