'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { getSession, signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Field } from '@/components/ui/field';
import { loginSchema, type LoginInput } from '@/lib/schemas/auth';

/** Only same-site paths are followed after login. */
function safeCallback(url: string | null): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: yupResolver(loginSchema) });

  async function onSubmit(values: LoginInput) {
    setServerError(null);
    const res = await signIn('credentials', { ...values, redirect: false });
    if (!res || res.error) {
      setServerError(res?.error && res.error !== 'CredentialsSignin' ? res.error : 'An error occurred.');
      return;
    }
    // Login invalidates the cached profile.
    await mutate('auth/profile', undefined, { revalidate: false });
    const session = await getSession();
    router.replace(session?.first ? '/ChangePassword' : (safeCallback(params.get('callbackUrl')) ?? '/dashboard'));
    router.refresh();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <Field id="email" label="Email ID or Username" type="email" autoComplete="username" registration={register('email')} error={errors.email} />
      <Field id="password" label="Password" type="password" autoComplete="current-password" registration={register('password')} error={errors.password} />
      {serverError && (
        <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className="w-full rounded bg-brand-700 py-2 font-semibold text-white disabled:opacity-60">
        {isSubmitting ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
