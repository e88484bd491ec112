'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import { FormDialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-fields';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { PERMISSIONS, subUserCreateSchema, subUserEditFormSchema, type PermissionSet, type SubUser, type SubUserCreateInput } from '@/lib/schemas/users';
import type { IssuedLogin, MailStatus } from './one-time-password';
import { PermissionCheckboxes } from './permission-checkboxes';

const FIELDS = ['username', 'full_name', 'email', 'phone_number'] as const;
const NONE = Object.fromEntries(PERMISSIONS.map((k) => [k, false])) as PermissionSet;

interface SubUserFormProps {
  /** The user being edited; none to add one. */
  editing?: SubUser;
  caller: { id: string; permissions: PermissionSet };
  onSaved: (issued?: IssuedLogin) => void;
  onCancel: () => void;
}

/** Add or edit a login: POST or PUT users with the shared schema. */
export function SubUserForm({ editing, caller, onSaved, onCancel }: SubUserFormProps) {
  const t = useTranslations('subUsers.form');
  const p = editing ? 'edit-user' : 'add-user';
  const schema = editing ? subUserEditFormSchema : subUserCreateSchema;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SubUserCreateInput>({
    // The edit schema is the create schema without the username.
    resolver: yupResolver(schema as typeof subUserCreateSchema) as Resolver<SubUserCreateInput>,
    defaultValues: editing
      ? { username: editing.username, full_name: editing.full_name, email: editing.email, phone_number: editing.phone_number ?? '', dashboard: editing.dashboard }
      : { username: '', full_name: '', email: '', phone_number: '', dashboard: NONE },
  });
  const dashboard = watch('dashboard');

  async function onValid(values: SubUserCreateInput) {
    try {
      if (editing) {
        const { username: _fixed, ...changes } = values;
        const res = await courier<Envelope<SubUser>>('users', { method: 'PUT', body: { userId: editing._id, ...changes } });
        toastResult(res);
        onSaved();
      } else {
        const res = await courier<Envelope<{ user: SubUser; OneTimePassword: string; Mail: MailStatus }>>('users', { method: 'POST', body: values });
        toastResult(res);
        const { user } = res.data;
        onSaved({ fullName: user.full_name, username: user.username, email: user.email, password: res.data.OneTimePassword, mail: res.data.Mail });
      }
    } catch (err) {
      applyFieldErrors(err, setError, (name) => (FIELDS as readonly string[]).includes(name));
      toastError(err);
    }
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {editing ? (
        <p className="sm:col-span-2">
          {t.rich('usernameFixed', {
            username: editing.username,
            login: (c) => (
              <strong dir="ltr" className="font-mono">
                {c}
              </strong>
            ),
          })}
        </p>
      ) : (
        <TextField id={`${p}-username`} label={t('username')} dir="ltr" autoComplete="off" aria-required="true" registration={register('username')} error={errors.username} />
      )}
      <TextField id={`${p}-full_name`} label={t('fullName')} autoComplete="off" aria-required="true" registration={register('full_name')} error={errors.full_name} />
      <TextField id={`${p}-email`} label={t('email')} type="email" dir="ltr" autoComplete="off" aria-required="true" registration={register('email')} error={errors.email} />
      <TextField
        id={`${p}-phone_number`}
        label={t('phone')}
        type="tel"
        dir="ltr"
        // i18n-literal: an example UAE mobile number, written the same in every language
        placeholder="+971 50 123 4567"
        autoComplete="off"
        registration={register('phone_number')}
        error={errors.phone_number}
      />
      <PermissionCheckboxes
        idPrefix={p}
        value={dashboard}
        caller={caller.permissions}
        lockedReason={editing?.Primary ? t('primaryLocked') : undefined}
        onChange={(k, checked) => setValue('dashboard', { ...dashboard, [k]: checked }, { shouldDirty: true })}
      />
      {!editing && (
        <p className="text-sm text-muted sm:col-span-2">
          {t('passwordNote')}
        </p>
      )}
      <div className="sm:col-span-2">
        <FormDialogActions onCancel={onCancel} submitLabel={t(editing ? 'save' : 'add')} busy={isSubmitting} />
      </div>
    </form>
  );
}
