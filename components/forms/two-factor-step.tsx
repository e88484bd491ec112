'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { RecoveryCodes } from '@/components/security/recovery-codes';
import { TwoFactorEnrol, type TwoFactorSetup } from '@/components/security/two-factor-enrol';
import { useApiMessage } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { Notice, Skeleton } from '@/components/ui/states';
import { courier, CourierError } from '@/lib/fetcher';

export type TwoFactorMode = 'verify' | 'setup';

/** The second call to next-auth: the challenge and a code; answers the error to show, or null. */
async function signInWithCode(challenge: string, code: string, remember: boolean): Promise<string | null> {
  const { signIn } = await import('next-auth/react');
  const res = await signIn('credentials', { challenge, code, remember: String(remember), redirect: false });
  if (!res || res.error) return res?.error && res.error !== 'CredentialsSignin' ? res.error : 'An error occurred.';
  return null;
}

/**
 * The sign-in's second step (issue 17): a code from the authenticator app
 * (or a recovery code), with "remember this device"; or, for staff who have
 * not set it up, the enrolment and then the recovery codes.
 */
export function TwoFactorStep({ mode, challenge, onSignedIn, onBack }: { mode: TwoFactorMode; challenge: string; onSignedIn: () => void; onBack: () => void }) {
  return mode === 'verify' ? (
    <VerifyCode challenge={challenge} onSignedIn={onSignedIn} onBack={onBack} />
  ) : (
    <Enrol challenge={challenge} onSignedIn={onSignedIn} onBack={onBack} />
  );
}

function VerifyCode({ challenge, onSignedIn, onBack }: { challenge: string; onSignedIn: () => void; onBack: () => void }) {
  const t = useTranslations('security.twoFactor');
  const apiText = useApiMessage();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(recovery ? t('recoveryRequired') : t('codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    const refused = await signInWithCode(challenge, value, remember).catch(() => 'An error occurred.');
    setBusy(false);
    if (refused) setError(apiText(refused));
    else onSignedIn();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-muted">{recovery ? t('recoveryHelp') : t('verifyHelp')}</p>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        id="two-factor-code"
        label={recovery ? t('recoveryLabel') : t('codeLabel')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        dir="ltr"
        autoFocus
        maxLength={recovery ? 20 : 7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <CheckboxField id="two-factor-remember" label={t('remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      {error && <Notice tone="danger" role="alert">{error}</Notice>}
      <Button type="submit" busy={busy} className="w-full">{busy ? t('verifying') : t('verify')}</Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-800 underline" onClick={() => { setRecovery(!recovery); setCode(''); setError(null); }}>
          {recovery ? t('useApp') : t('useRecovery')}
        </button>
        <button type="button" className="text-brand-800 underline" onClick={onBack}>{t('back')}</button>
      </div>
    </form>
  );
}

function Enrol({ challenge, onSignedIn, onBack }: { challenge: string; onSignedIn: () => void; onBack: () => void }) {
  const t = useTranslations('security.twoFactor');
  const apiText = useApiMessage();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    courier<{ data: TwoFactorSetup }>('auth/two-factor/setup', { method: 'POST', body: { challenge } })
      .then((res) => live && setSetup(res.data))
      .catch((err: unknown) => live && setFailed(apiText(err instanceof CourierError ? err.message : 'An error occurred.', err instanceof CourierError ? err.code : undefined)));
    return () => {
      live = false;
    };
  }, [challenge, apiText]);

  if (failed) {
    return (
      <div className="space-y-4">
        <Notice tone="danger" role="alert">{failed}</Notice>
        <Button className="w-full" onClick={onBack}>{t('back')}</Button>
      </div>
    );
  }
  if (!setup) return <div className="space-y-3" aria-busy="true"><Skeleton className="mx-auto size-44" /><Skeleton className="h-10 w-full" /></div>;
  if (done) return <RecoveryCodes codes={setup.recovery_codes} onDone={onSignedIn} doneLabel={t('continue')} />;
  return (
    <div className="space-y-4">
      <Notice>{t('requiredIntro')}</Notice>
      <TwoFactorEnrol
        setup={setup}
        idPrefix="enrol"
        onCode={async (code) => {
          const refused = await signInWithCode(challenge, code, false).catch(() => 'An error occurred.');
          if (refused) return apiText(refused);
          setDone(true);
          return null;
        }}
      />
    </div>
  );
}
