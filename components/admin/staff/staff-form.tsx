'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import type { IssuedLogin } from '@/components/sub-users/one-time-password';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { STAFF_ROLES, staffCreateSchema, type StaffMember } from '@/lib/schemas/courier';

type StaffForm = { Username: string; FullName: string; Email: string; Phone: string; Role: string };
const FIELDS: readonly string[] = ['Username', 'FullName', 'Email', 'Phone', 'Role'];

/**
 * Add staff: an Ops or Courier login with no account (POST Staff). The
 * answer's one-time password is handed to `onAdded`, to be shown once.
 */
export function AddStaffDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (login: IssuedLogin) => void }) {
  const t = useTranslations('admin.staff.form');
  const roles = useTranslations('admin.staff.roles');
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffForm>({
    resolver: yupResolver(staffCreateSchema) as unknown as Resolver<StaffForm>,
    defaultValues: { Username: '', FullName: '', Email: '', Phone: '', Role: '' },
  });

  async function onValid(values: StaffForm) {
    try {
      // Their emails come in the language the Admin added them in, until they choose their own.
      const res = await courier<Envelope<{ user: StaffMember; OneTimePassword: string }>>('Staff', { method: 'POST', body: { ...values, Locale: locale } });
      toastResult(res);
      const { user, OneTimePassword } = res.data;
      onClose();
      onAdded({ fullName: user.FullName, username: user.Username, email: user.Email, password: OneTimePassword });
    } catch (err) {
      applyFieldErrors(err, setError, (name) => FIELDS.includes(name));
      toastError(err);
    }
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form onSubmit={handleSubmit(onValid)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="staff-username" label={t('username')} dir="ltr" autoComplete="off" aria-required="true" registration={register('Username')} error={errors.Username} />
        <TextField id="staff-fullname" label={t('fullName')} autoComplete="off" aria-required="true" registration={register('FullName')} error={errors.FullName} />
        <TextField id="staff-email" label={t('email')} type="email" dir="ltr" autoComplete="off" aria-required="true" registration={register('Email')} error={errors.Email} />
        <TextField
          id="staff-phone"
          label={t('phone')}
          type="tel"
          dir="ltr"
          // i18n-literal: an example UAE mobile number, written the same in every language
          placeholder="+971 50 123 4567"
          autoComplete="off"
          registration={register('Phone')}
          error={errors.Phone}
        />
        <SelectField id="staff-role" label={t('role')} aria-required="true" registration={register('Role')} error={errors.Role} hint={t('roleHint')} className="sm:col-span-2">
          <option value="">{t('chooseRole')}</option>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roles(r)}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-muted sm:col-span-2">{t('passwordNote')}</p>
        <div className="sm:col-span-2">
          <FormDialogActions onCancel={onClose} submitLabel={t('submit')} busy={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
