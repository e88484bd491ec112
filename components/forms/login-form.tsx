'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { getSession, signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
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
      <div>
        <label htmlFor="email" className="block font-medium">
          Email ID or Username
        </label>
        <input id="email" type="email" autoComplete="username" {...register('email')} aria-invalid={!!errors.email} aria-describedby={errors.email ? 'email-error' : undefined} className="mt-1 w-full rounded border border-slate-400 p-2" />
        {errors.email && (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="password" className="block font-medium">
          Password
        </label>
        <input id="password" type="password" autoComplete="current-password" {...register('password')} aria-invalid={!!errors.password} aria-describedby={errors.password ? 'password-error' : undefined} className="mt-1 w-full rounded border border-slate-400 p-2" />
        {errors.password && (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
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
