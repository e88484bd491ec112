'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
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
        toast.success(res.message);
        onSaved();
      } else {
        const res = await courier<Envelope<{ user: SubUser; OneTimePassword: string; Mail: MailStatus }>>('users', { method: 'POST', body: values });
        toast.success(res.message);
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
          User Name: <strong className="font-mono">{editing.username}</strong>
        </p>
      ) : (
        <TextField id={`${p}-username`} label="User Name" autoComplete="off" aria-required="true" registration={register('username')} error={errors.username} />
      )}
      <TextField id={`${p}-full_name`} label="Full Name" autoComplete="off" aria-required="true" registration={register('full_name')} error={errors.full_name} />
      <TextField id={`${p}-email`} label="Email ID" type="email" autoComplete="off" aria-required="true" registration={register('email')} error={errors.email} />
      <TextField
        id={`${p}-phone_number`}
        label="Mobile Number (optional)"
        type="tel"
        placeholder="+971 50 123 4567"
        autoComplete="off"
        registration={register('phone_number')}
        error={errors.phone_number}
      />
      <PermissionCheckboxes
        idPrefix={p}
        value={dashboard}
        caller={caller.permissions}
        lockedReason={editing?.Primary ? 'The primary user of the account always has every permission.' : undefined}
        onChange={(k, checked) => setValue('dashboard', { ...dashboard, [k]: checked }, { shouldDirty: true })}
      />
      {!editing && (
        <p className="text-sm text-muted sm:col-span-2">
          A one-time password is created and shown once after saving; it is also emailed. The new user must choose their own password at first sign-in.
        </p>
      )}
      <div className="sm:col-span-2">
        <FormDialogActions onCancel={onCancel} submitLabel={editing ? 'Save' : 'Add user'} busy={isSubmitting} />
      </div>
    </form>
  );
}
