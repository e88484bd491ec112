'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { MoneyField, RadioGroupField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import type { IssuedLogin, MailStatus } from '@/components/sub-users/one-time-password';
import { courier } from '@/lib/fetcher';
import { activateRequestSchema, PAYMENT_TYPE_CODES, PAYMENT_TYPE_NAMES, type ActivateRequestInput, type CustomerAccount, type RegistrationRequest } from '@/lib/schemas/customers';
import type { SubUser } from '@/lib/schemas/users';

type Activated = { message: string; data: { Account: CustomerAccount; user: SubUser; OneTimePassword: string; Mail: MailStatus } };
const formSchema = activateRequestSchema.omit(['_id']);
const HINT = { PP: 'pays before shipping from a top-up balance', PD: 'ships on credit and is invoiced monthly' } as const;
const PAYMENT_OPTIONS = PAYMENT_TYPE_CODES.map((code) => [code, <span key={code}><strong>{PAYMENT_TYPE_NAMES[code]}</strong>: {HINT[code]}</span>] as const);

/** Opens the account of a request: payment terms, then its first user with a one-time password. */
export function ActivateDialog({ request, onClose, onActivated }: { request: RegistrationRequest; onClose: () => void; onActivated: (login: IssuedLogin) => void }) {
  // The credit limit starts blank: the schema turns the text typed into a number.
  const defaultValues = { PaymentType: 'PP' as const, CreditLimit: '' as unknown as number, Trn: '' };
  const { register, handleSubmit, setError, control, formState } = useForm({ resolver: yupResolver(formSchema), defaultValues });
  const { errors, isSubmitting } = formState;
  const type = useWatch({ control, name: 'PaymentType' });

  async function onValid(values: Omit<ActivateRequestInput, '_id'>) {
    try {
      const body = { _id: request._id, ...values, CreditLimit: values.PaymentType === 'PD' ? values.CreditLimit : 0 };
      const { message, data } = await courier<Activated>('RegistrationRequests/Activate', { method: 'POST', body });
      toast.success(message);
      onClose();
      onActivated({ fullName: `${data.user.full_name} (account ${data.Account.AccountNo})`, username: data.user.username, email: data.user.email, password: data.OneTimePassword, mail: data.Mail });
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name in formSchema.fields);
      toastError(err);
    }
  }

  return (
    <Dialog title={`Activate ${request.company_name}`} onClose={onClose}>
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">
          Opens the account with the next account number and creates {request.full_name} ({request.username}) as its primary user with every permission. The
          welcome email carries a one-time password.
        </p>
        <RadioGroupField id="activate-type" legend="Payment type" options={PAYMENT_OPTIONS} registration={register('PaymentType')} />
        {type === 'PD' && <MoneyField id="activate-credit" label="Credit limit (AED)" aria-required="true" registration={register('CreditLimit')} error={errors.CreditLimit} />}
        <TextField id="activate-trn" label="TRN (optional, 15 digits)" inputMode="numeric" autoComplete="off" registration={register('Trn')} error={errors.Trn} />
        <FormDialogActions onCancel={onClose} submitLabel="Activate account" busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
