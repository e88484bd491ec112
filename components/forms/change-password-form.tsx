'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { TextField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/schemas/auth';

const GENERIC_ERROR = 'An error occurred.';

export function ChangePasswordForm() {
  const router = useRouter();
  const { data: session, update } = useSession();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: yupResolver(changePasswordSchema) });

  async function onSubmit(values: ChangePasswordInput) {
    setServerError(null);
    let message: string;
    try {
      // The BFF keeps the fresh token in the session cookie and clears `first`.
      const res = await courier<{ message?: string }>('auth/changepassword', { method: 'PUT', body: values });
      message = res.message || 'Your password has been changed.';
    } catch (err) {
      const text = err instanceof CourierError && err.message ? err.message : GENERIC_ERROR;
      setServerError(text);
      toast.error(text);
      return;
    }
    toast.success(message);
    // Read the re-issued cookie into the client session, then open the portal.
    await update();
    await mutate('auth/profile', undefined, { revalidate: false });
    router.replace('/dashboard');
    router.refresh();
  }

  return (
    <div className="space-y-4">
      {session?.first && (
        <p role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This is your first sign-in: please choose a new password before using the customer portal.
        </p>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          id="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
          registration={register('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          id="newPassword"
          label="New Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          registration={register('newPassword')}
          error={errors.newPassword}
        />
        <p className="-mt-2 text-sm text-slate-700">At least 8 characters, with a letter and a digit.</p>
        <TextField
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          registration={register('confirmPassword')}
          error={errors.confirmPassword}
        />
        {serverError && (
          <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
            {serverError}
          </p>
        )}
        <button type="submit" disabled={isSubmitting} className="w-full rounded bg-brand-700 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? 'Changing Password…' : 'Change Password'}
        </button>
      </form>
    </div>
  );
}
