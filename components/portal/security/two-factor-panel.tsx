'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RecoveryCodes } from '@/components/security/recovery-codes';
import { TwoFactorEnrol, type TwoFactorSetup } from '@/components/security/two-factor-enrol';
import { useApiMessage } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-fields';
import { toastError, toastResult } from '@/components/ui/notify';
import { Notice, Panel } from '@/components/ui/states';
import { Badge } from '@/components/ui/status-badge';
import { courier, CourierError } from '@/lib/fetcher';
import type { SecurityView } from './security-screen';

type Open = null | { kind: 'setup'; setup: TwoFactorSetup; enabled: boolean } | { kind: 'codes'; codes: string[] } | { kind: 'newCodes' } | { kind: 'off' };

const refusal = (err: unknown, apiText: (m: string, c?: string) => string) =>
  err instanceof CourierError ? apiText(err.message, err.code) : apiText('An error occurred.');

/** Two-factor sign-in: its state, setting it up (QR, code, recovery codes), new recovery codes, and turning it off (customers). */
export function TwoFactorPanel({ state, onChanged }: { state: SecurityView['TwoFactor']; onChanged: () => void }) {
  const t = useTranslations('security.page');
  const apiText = useApiMessage();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);

  async function startSetup() {
    setBusy(true);
    try {
      const res = await courier<{ data: TwoFactorSetup }>('auth/two-factor/setup', { method: 'POST', body: {} });
      setOpen({ kind: 'setup', setup: res.data, enabled: false });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setOpen(null);
    onChanged();
  };

  return (
    <Panel title={t('twoFactorTitle')} actions={<Badge tone={state.Enabled ? 'success' : 'neutral'}>{state.Enabled ? t('statusOn') : t('statusOff')}</Badge>}>
      <div className="space-y-3">
        {state.Enabled ? (
          <>
            {state.Required && <p className="text-sm text-muted">{t('requiredNote')}</p>}
            {state.RecoveryCodesLeft <= 3 ? (
              <Notice tone="warning">{t('codesLeft', { count: state.RecoveryCodesLeft })}</Notice>
            ) : (
              <p className="text-sm text-muted">{t('codesLeft', { count: state.RecoveryCodesLeft })}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setOpen({ kind: 'newCodes' })}>{t('newCodes')}</Button>
              {!state.Required && <Button variant="danger" onClick={() => setOpen({ kind: 'off' })}>{t('turnOff')}</Button>}
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted">{t('offNote')}</p>
            <Button busy={busy} onClick={() => void startSetup()}>{t('setUp')}</Button>
          </>
        )}
      </div>

      {open?.kind === 'setup' && (
        <Dialog title={t('setupTitle')} onClose={close} size="sm">
          <TwoFactorEnrol
            setup={open.setup}
            idPrefix="security-enrol"
            onCode={async (code) => {
              try {
                toastResult(await courier<{ message: string; code?: string }>('auth/two-factor/enable', { method: 'POST', body: { code } }));
                setOpen({ kind: 'codes', codes: open.setup.recovery_codes });
                return null;
              } catch (err) {
                return refusal(err, apiText);
              }
            }}
          />
        </Dialog>
      )}
      {open?.kind === 'codes' && (
        <Dialog title={t('codesTitle')} onClose={close} size="sm">
          <RecoveryCodes codes={open.codes} onDone={close} doneLabel={t('done')} />
        </Dialog>
      )}
      {open?.kind === 'newCodes' && (
        <SecretDialog
          title={t('newCodes')}
          help={t('newCodesHelp')}
          field={{ id: 'new-codes-code', label: t('codeLabel'), type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' }}
          submitLabel={t('makeCodes')}
          onCancel={close}
          onSubmit={async (code) => {
            try {
              const res = await courier<{ message: string; code?: string; data: { recovery_codes: string[] } }>('auth/two-factor/recovery-codes', { method: 'POST', body: { code } });
              toastResult(res);
              setOpen({ kind: 'codes', codes: res.data.recovery_codes });
              return null;
            } catch (err) {
              return refusal(err, apiText);
            }
          }}
        />
      )}
      {open?.kind === 'off' && (
        <SecretDialog
          title={t('turnOff')}
          help={t('turnOffHelp')}
          field={{ id: 'turn-off-password', label: t('currentPassword'), type: 'password', autoComplete: 'current-password' }}
          submitLabel={t('turnOff')}
          onCancel={close}
          onSubmit={async (password) => {
            try {
              toastResult(await courier<{ message: string; code?: string }>('auth/two-factor/disable', { method: 'POST', body: { password } }));
              close();
              return null;
            } catch (err) {
              return refusal(err, apiText);
            }
          }}
        />
      )}
    </Panel>
  );
}

/** A dialog asking for one secret (a code or the password) before a change; `onSubmit` answers the error to show, or null. */
function SecretDialog({
  title,
  help,
  field,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  title: string;
  help: string;
  field: { id: string; label: string; type: 'text' | 'password'; inputMode?: 'numeric'; autoComplete: string };
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (value: string) => Promise<string | null>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={title} onClose={onCancel} size="sm">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          void onSubmit(value.trim()).then((refused) => {
            setBusy(false);
            setError(refused);
          });
        }}
      >
        <p className="text-sm text-muted">{help}</p>
        <TextField
          id={field.id}
          label={field.label}
          type={field.type}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          dir="ltr"
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ? { type: 'server', message: error } : undefined}
        />
        <FormDialogActions onCancel={onCancel} submitLabel={submitLabel} busy={busy} />
      </form>
    </Dialog>
  );
}
