'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { MoneyField, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { IssuedLogin, MailStatus } from '@/components/sub-users/one-time-password';
import { courier } from '@/lib/fetcher';
import { activateRequestSchema, PAYMENT_TYPE_CODES, type ActivateRequestInput, type CustomerAccount, type RegistrationRequest } from '@/lib/schemas/customers';
import type { SubUser } from '@/lib/schemas/users';

type Activated = { message: string; code?: string; data: { Account: CustomerAccount; user: SubUser; OneTimePassword: string; Mail: MailStatus } };
const formSchema = activateRequestSchema.omit(['_id']);

/** Opens the account of a request: payment terms, then its first user with a one-time password. */
export function ActivateDialog({ request, onClose, onActivated }: { request: RegistrationRequest; onClose: () => void; onActivated: (login: IssuedLogin) => void }) {
  const t = useTranslations('admin.customers.activate');
  const paymentType = useTranslations('admin.paymentTypes');
  // The credit limit starts blank: the schema turns the text typed into a number.
  const defaultValues = { PaymentType: 'PP' as const, CreditLimit: '' as unknown as number, Trn: '' };
  const { register, handleSubmit, setError, control, formState } = useForm({ resolver: yupResolver(formSchema), defaultValues });
  const { errors, isSubmitting } = formState;
  const type = useWatch({ control, name: 'PaymentType' });
  const paymentOptions = PAYMENT_TYPE_CODES.map(
    (code) =>
      [
        code,
        <span key={code}>
          <strong>{paymentType(code)}</strong>: {t(`hints.${code}`)}
        </span>,
      ] as const,
  );

  async function onValid(values: Omit<ActivateRequestInput, '_id'>) {
    try {
      const body = { _id: request._id, ...values, CreditLimit: values.PaymentType === 'PD' ? values.CreditLimit : 0 };
      const res = await courier<Activated>('RegistrationRequests/Activate', { method: 'POST', body });
      const { data } = res;
      toastResult(res);
      onClose();
      onActivated({
        fullName: t('issuedName', { name: data.user.full_name, accountNo: data.Account.AccountNo }),
        username: data.user.username,
        email: data.user.email,
        password: data.OneTimePassword,
        mail: data.Mail,
      });
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name in formSchema.fields);
      toastError(err);
    }
  }

  return (
    <Dialog title={t('title', { company: request.company_name })} onClose={onClose}>
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('intro', { name: request.full_name, username: request.username })}</p>
        <RadioGroupField id="activate-type" legend={t('paymentType')} options={paymentOptions} registration={register('PaymentType')} />
        {type === 'PD' && <MoneyField id="activate-credit" label={t('creditLimit')} aria-required="true" registration={register('CreditLimit')} error={errors.CreditLimit} />}
        <TextField id="activate-trn" label={t('trn')} inputMode="numeric" autoComplete="off" dir="ltr" registration={register('Trn')} error={errors.Trn} />
        <FormDialogActions onCancel={onClose} submitLabel={t('submit')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
