'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useSession } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyToast } from '@/components/providers/lazy-toast';
import { useSWRConfig } from 'swr';
import { useApiMessage, withApiMessage } from '@/components/ui/api-message';
import { TextField } from '@/components/ui/form-fields';
import { AuthSubmit } from './auth-card';
import { Notice } from '@/components/ui/states';
import { courier, CourierError } from '@/lib/fetcher';
import { localizePath } from '@/lib/i18n/locales';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/schemas/auth';

/** Each field (also its label's key under auth.changePassword.fields), its autocomplete and whether it has a hint. */
const FIELDS = [
  ['currentPassword', 'current-password', false],
  ['newPassword', 'new-password', true],
  ['confirmPassword', 'new-password', false],
] as const;

export function ChangePasswordForm() {
  const router = useRouter();
  const t = useTranslations('auth.changePassword');
  const locale = useLocale();
  const apiText = useApiMessage();
  const { data: session, update } = useSession();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<{ text: string; code?: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: yupResolver(changePasswordSchema) });

  async function onSubmit(values: ChangePasswordInput) {
    setServerError(null);
    try {
      // The BFF keeps the fresh token in the session cookie and clears `first`.
      await courier<{ message?: string }>('auth/changepassword', { method: 'PUT', body: values });
    } catch (err) {
      const refused = err instanceof CourierError && err.message ? { text: err.message, code: err.code } : { text: t('error') };
      setServerError(refused);
      withApiMessage(refused.text, refused.code, (text) => lazyToast('error', text));
      return;
    }
    lazyToast('success', t('changed'));
    // Read the re-issued cookie into the client session, then open the portal.
    await update();
    await mutate('auth/profile', undefined, { revalidate: false });
    router.replace(localizePath('/dashboard', locale));
    router.refresh();
  }

  return (
    <div className="space-y-4">
      {session?.first && (
        <Notice tone="warning" role="note">{t('firstSignIn')}</Notice>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {FIELDS.map(([name, autoComplete, hasHint]) => (
          <TextField
            key={name}
            id={name}
            label={t(`fields.${name}`)}
            type="password"
            dir="ltr"
            autoComplete={autoComplete}
            hint={hasHint ? t('newPasswordHint') : undefined}
            aria-required="true"
            registration={register(name)}
            error={errors[name]}
          />
        ))}
        <AuthSubmit error={serverError && apiText(serverError.text, serverError.code)} busy={isSubmitting} label={t('submit')} busyLabel={t('busy')} />
      </form>
    </div>
  );
}
