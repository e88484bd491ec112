'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { MoneyField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import type { IssuedLogin, MailStatus } from '@/components/sub-users/one-time-password';
import { courier } from '@/lib/fetcher';
import { activateRequestSchema, PAYMENT_TYPE_CODES, PAYMENT_TYPE_NAMES, type CustomerAccount, type RegistrationRequest } from '@/lib/schemas/customers';
import type { SubUser } from '@/lib/schemas/users';

const formSchema = activateRequestSchema.omit(['_id']);
interface FormValues {
  PaymentType: 'PP' | 'PD';
  CreditLimit?: number | string;
  Trn: string;
}
const HINT = { PP: 'pays before shipping from a top-up balance', PD: 'ships on credit and is invoiced monthly' } as const;

interface ActivateDialogProps {
  request: RegistrationRequest;
  onClose: () => void;
  onActivated: (login: IssuedLogin) => void;
}

/** Opens the account of a request: payment terms, then its first user with a one-time password. */
export function ActivateDialog({ request, onClose, onActivated }: ActivateDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: yupResolver(formSchema) as unknown as Resolver<FormValues>, defaultValues: { PaymentType: 'PP', CreditLimit: '', Trn: '' } });
  const type = watch('PaymentType');

  async function onValid(values: FormValues) {
    try {
      const res = await courier<{ message: string; data: { Account: CustomerAccount; user: SubUser; OneTimePassword: string; Mail: MailStatus } }>(
        'RegistrationRequests/Activate',
        { method: 'POST', body: { _id: request._id, ...values, CreditLimit: values.PaymentType === 'PD' ? values.CreditLimit : 0 } },
      );
      toast.success(res.message);
      const { user, Account } = res.data;
      onClose();
      onActivated({ fullName: `${user.full_name} (account ${Account.AccountNo})`, username: user.username, email: user.email, password: res.data.OneTimePassword, mail: res.data.Mail });
    } catch (err) {
      applyFieldErrors(err, setError, (name) => ['PaymentType', 'CreditLimit', 'Trn'].includes(name));
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
        <fieldset>
          <legend className="font-medium text-ink">Payment type</legend>
          {PAYMENT_TYPE_CODES.map((code) => (
            <label key={code} htmlFor={`activate-type-${code}`} className="flex min-h-tap items-center gap-3">
              <input id={`activate-type-${code}`} type="radio" value={code} {...register('PaymentType')} className="h-5 w-5 shrink-0 accent-brand-700" />
              <span>
                <strong>{PAYMENT_TYPE_NAMES[code]}</strong>: {HINT[code]}
              </span>
            </label>
          ))}
        </fieldset>
        {type === 'PD' && (
          <MoneyField id="activate-credit" label="Credit limit (AED)" aria-required="true" registration={register('CreditLimit')} error={errors.CreditLimit} />
        )}
        <TextField id="activate-trn" label="TRN (optional, 15 digits)" inputMode="numeric" autoComplete="off" registration={register('Trn')} error={errors.Trn} />
        <FormDialogActions onCancel={onClose} submitLabel="Activate account" busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
