'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-fields';
import { useFormat } from '@/components/ui/format';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { dubaiNow } from '@/lib/schemas/dubai-days';
import { codRemittanceCreateSchema, codRemittancePaidSchema, type CodStatement } from '@/lib/schemas/courier';

type CreateForm = { Account: string; From: string; To: string };
type PaidForm = { _id: string; BankReference: string };

interface WriteProps {
  onClose: () => void;
  /** After the list may have changed. */
  onDone: () => void;
}

/** Sends a dialog's write: the API's message as a toast, its field errors on the fields; a refusal for a stale row refreshes the list. */
async function send<T>(write: () => Promise<Envelope<T>>, fields: string[], setError: Parameters<typeof applyFieldErrors>[1], { onClose, onDone }: WriteProps) {
  try {
    toastResult(await write());
    onDone();
    onClose();
  } catch (err) {
    toastError(err);
    if (applyFieldErrors(err, setError, (n) => fields.includes(n)) > 0) return;
    if (err instanceof CourierError && [404, 409, 422].includes(err.status)) onDone();
  }
}

/** New statement: an account and a period (this month so far unless changed). */
export function NewStatementDialog(props: WriteProps) {
  const t = useTranslations('cod.remittances.create');
  const today = useMemo(() => dubaiNow(new Date()).date, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateForm>({
    resolver: yupResolver(codRemittanceCreateSchema) as unknown as Resolver<CreateForm>,
    defaultValues: { Account: '', From: `${today.slice(0, 8)}01`, To: today },
  });
  // "From must be on or before To." is the whole form's rule: it is shown on To.
  const order = (errors as Record<string, FieldError | undefined>)[''];
  const onValid = (values: CreateForm) =>
    send(() => courier<Envelope<CodStatement>>('CodRemittances', { method: 'POST', body: values }), ['Account', 'From', 'To'], setError as never, props);

  return (
    <Dialog title={t('title')} onClose={props.onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('intro')}</p>
        <TextField id="remittance-account" label={t('account')} dir="ltr" inputMode="numeric" autoComplete="off" aria-required="true" registration={register('Account')} error={errors.Account} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="remittance-from" label={t('from')} type="date" max={today} aria-required="true" registration={register('From')} error={errors.From} />
          <TextField id="remittance-to" label={t('to')} type="date" max={today} aria-required="true" registration={register('To')} error={errors.To ?? order} />
        </div>
        <FormDialogActions onCancel={props.onClose} submitLabel={t('submit')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

/** Mark paid: the bank transfer went out; its reference goes on the merchant's statement. */
export function MarkPaidDialog({ statement: s, ...props }: WriteProps & { statement: CodStatement }) {
  const t = useTranslations('cod.remittances.paid');
  const f = useFormat();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaidForm>({ resolver: yupResolver(codRemittancePaidSchema), defaultValues: { _id: s._id, BankReference: '' } });
  const onValid = (values: PaidForm) => send(() => courier<Envelope<CodStatement>>('CodRemittances/Paid', { method: 'PUT', body: values }), ['BankReference'], setError as never, props);

  return (
    <Dialog title={t('title', { statementNo: s.StatementNo })} onClose={props.onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('intro', { net: f.aed(s.Net), company: s.CompanyName, accountNo: s.AccountNo })}</p>
        <TextField id="remittance-reference" label={t('reference')} hint={t('referenceHint')} dir="ltr" maxLength={60} autoComplete="off" aria-required="true" registration={register('BankReference')} error={errors.BankReference} />
        <FormDialogActions onCancel={props.onClose} submitLabel={t('submit')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
