'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useCaller } from '@/components/sub-users/use-sub-users';
import { ApiText, codeOfType } from '@/components/ui/api-message';
import { FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, RadioGroupField, TextField, labelClass } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { apiKeyCreateSchema, lastExpiryDay, type ApiKeyCreated, type ApiKeyCreateInput } from '@/lib/schemas/api-keys';
import { dubaiNow } from '@/lib/schemas/dubai-days';
import { PERMISSIONS } from '@/lib/schemas/users';

const FIELDS = ['Name', 'Mode', 'Scopes', 'ExpiresAt'];

/** "Create key": POST ApiKeys with the shared schema; the answer's key goes to `onCreated`, to be shown once. */
export function ApiKeyForm({ onCreated, onCancel }: { onCreated: (created: ApiKeyCreated) => void; onCancel: () => void }) {
  const t = useTranslations('apiWebhooks.keys.form');
  const names = useTranslations('portal.permissions');
  const caller = useCaller();
  // The form's clock is the browser's; the API checks the expiry again on its own.
  const { schema, today, lastDay } = useMemo(() => {
    const now = new Date();
    return { schema: apiKeyCreateSchema(() => new Date()), today: dubaiNow(now).date, lastDay: lastExpiryDay(now) };
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApiKeyCreateInput>({
    resolver: yupResolver(schema) as Resolver<ApiKeyCreateInput>,
    defaultValues: { Name: '', Mode: 'live', Scopes: [], ExpiresAt: '' },
  });
  const lacking = PERMISSIONS.some((k) => !caller.permissions[k]);
  // A list's error sits on the list, or (a bad item) on the item.
  const scopesError = errors.Scopes?.message ? errors.Scopes : (errors.Scopes?.root ?? errors.Scopes?.find?.((e) => e?.message));

  async function onValid(values: ApiKeyCreateInput) {
    try {
      const res = await courier<Envelope<ApiKeyCreated>>('ApiKeys', { method: 'POST', body: values });
      toastResult(res);
      onCreated(res.data);
    } catch (err) {
      applyFieldErrors(err, setError, (name) => FIELDS.includes(name.replace(/\.\d+$/, '')));
      toastError(err);
    }
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid grid-cols-1 gap-4">
      <TextField id="api-key-name" label={t('name')} hint={t('nameHint')} autoComplete="off" aria-required="true" maxLength={60} registration={register('Name')} error={errors.Name} />
      <RadioGroupField
        id="api-key-mode"
        legend={t('mode')}
        registration={register('Mode')}
        options={[
          ['live', t('live')],
          ['test', t('test')],
        ]}
      />
      <fieldset aria-describedby={`api-key-scopes-hint${scopesError ? ' api-key-scopes-error' : ''}`}>
        <legend className={labelClass}>{t('scopes')}</legend>
        <p id="api-key-scopes-hint" className="mt-1 text-sm text-muted">
          {t('scopesHint')} {lacking && t('lacking')}
        </p>
        <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {PERMISSIONS.map((k) => (
            <CheckboxField key={k} id={`api-key-scope-${k}`} label={names(k)} value={k} disabled={!caller.permissions[k]} registration={register('Scopes')} />
          ))}
        </div>
        {scopesError && (
          <p id="api-key-scopes-error" className="text-sm text-danger-700">
            <ApiText text={scopesError.message ?? ''} code={codeOfType(scopesError.type)} />
          </p>
        )}
      </fieldset>
      <TextField id="api-key-expires" type="date" label={t('expires')} hint={t('expiresHint')} min={today} max={lastDay} registration={register('ExpiresAt')} error={errors.ExpiresAt} />
      <FormDialogActions onCancel={onCancel} submitLabel={t('submit')} busy={isSubmitting} />
    </form>
  );
}
