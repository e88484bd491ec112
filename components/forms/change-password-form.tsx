'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { TextField } from '@/components/ui/form-fields';
import { AuthSubmit } from './auth-card';
import { Notice } from '@/components/ui/states';
import { courier, CourierError } from '@/lib/fetcher';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/schemas/auth';

const GENERIC_ERROR = 'An error occurred.';

const FIELDS = [
  ['currentPassword', 'Current Password', 'current-password', undefined],
  ['newPassword', 'New Password', 'new-password', 'At least 8 characters, with a letter and a digit.'],
  ['confirmPassword', 'Confirm Password', 'new-password', undefined],
] as const;

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
        <Notice tone="warning" role="note">This is your first sign-in: please choose a new password before using the customer portal.</Notice>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {FIELDS.map(([name, label, autoComplete, hint]) => (
          <TextField key={name} id={name} label={label} type="password" autoComplete={autoComplete} hint={hint} aria-required="true" registration={register(name)} error={errors[name]} />
        ))}
        <AuthSubmit error={serverError} busy={isSubmitting} label="Change Password" busyLabel="Changing Password…" />
      </form>
    </div>
  );
}
