'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, MoneyField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import { accountCodSchema, type AccountCodInput, type CustomerAccount } from '@/lib/schemas/customers';

const formSchema = accountCodSchema.omit(['_id']);

/** How the account's COD statements are worked out: the transfer fee, and whether unpaid invoices are settled from the cash. */
export function AccountCodDialog({ account, onClose, onSaved }: { account: CustomerAccount; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('admin.customers.cod');
  const defaultValues = { CodTransferFee: account.CodTransferFee.toFixed(2) as unknown as number, CodSettlesInvoices: account.CodSettlesInvoices };
  const { register, handleSubmit, setError, formState } = useForm({ resolver: yupResolver(formSchema), defaultValues });
  const { errors, isSubmitting } = formState;

  async function onValid(values: Omit<AccountCodInput, '_id'>) {
    try {
      toastResult(await courier<{ message: string; data: CustomerAccount }>('Accounts/Cod', { method: 'PUT', body: { _id: account._id, ...values } }));
      onSaved();
      onClose();
    } catch (err) {
      applyFieldErrors(err, setError, (name) => name in formSchema.fields);
      toastError(err);
    }
  }

  return (
    <Dialog title={t('title', { accountNo: account.AccountNo })} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('intro', { company: account.CompanyName })}</p>
        <MoneyField id="account-cod-fee" label={t('fee')} hint={t('feeHint')} registration={register('CodTransferFee')} error={errors.CodTransferFee} />
        <CheckboxField id="account-cod-invoices" label={t('settlesInvoices')} hint={t('settlesInvoicesHint')} registration={register('CodSettlesInvoices')} error={errors.CodSettlesInvoices} />
        <FormDialogActions onCancel={onClose} submitLabel={t('submit')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
