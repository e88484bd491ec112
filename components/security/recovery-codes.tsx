'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';
import { site } from '@/lib/site';

/**
 * Ten recovery codes, shown once: each works once when the phone is lost.
 * Download as a text file or copy; "Continue" waits until the user says the
 * codes are saved.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  const t = useTranslations('security.twoFactor');
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${site.name} ${t('recoveryFileTitle')}\n\n${codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'saqr-express-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setSaved(true);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="space-y-4">
      <Notice tone="warning">{t('recoveryIntro')}</Notice>
      <ul aria-label={t('recoveryTitle')} dir="ltr" className="grid grid-cols-2 gap-2 rounded-control border border-line bg-canvas p-3 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>{t('download')}</Button>
        <Button variant="secondary" onClick={() => void copy()}>{copied ? t('copied') : t('copyAll')}</Button>
      </div>
      <CheckboxField id="recovery-saved" label={t('savedConfirm')} checked={saved} onChange={(e) => setSaved(e.target.checked)} />
      <Button className="w-full" disabled={!saved} onClick={onDone}>{doneLabel}</Button>
    </div>
  );
}
