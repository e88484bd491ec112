'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { TextField } from '@/components/ui/form-fields';

/** What auth/two-factor/setup answers: the pending secret, shown this once. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
  recovery_codes: string[];
}

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then
 * prove it with a code. `onCode` answers the error to show, or null when the
 * code was right. Used at a staff member's first sign-in and on /Security.
 */
export function TwoFactorEnrol({ setup, onCode, idPrefix }: { setup: TwoFactorSetup; onCode: (code: string) => Promise<string | null>; idPrefix: string }) {
  const t = useTranslations('security.twoFactor');
  const keyRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(t('codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setError(await onCode(code.replace(/\s/g, '')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 ps-5 text-sm text-ink">
        <li>{t('stepInstall')}</li>
        <li>{t('stepScan')}</li>
        <li>{t('stepCode')}</li>
      </ol>
      <div className="flex justify-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made for this user, never optimised or cached */}
        <img src={setup.qr_svg} alt={t('qrAlt')} width={176} height={176} className="rounded-control border border-line bg-white p-2" />
      </div>
      <CopyField
        id={`${idPrefix}-key`}
        label={t('keyLabel')}
        value={setup.secret}
        inputRef={keyRef}
        long
        texts={{ copy: t('copy'), copied: t('copied'), selected: t('selected') }}
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <TextField
          id={`${idPrefix}-code`}
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error ? { type: 'server', message: error } : undefined}
        />
        <Button type="submit" busy={busy} className="w-full">
          {busy ? t('verifying') : t('turnOn')}
        </Button>
      </form>
    </div>
  );
}
