'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { MoneyField, TextareaField } from '@/components/ui/form-fields';
import { useFormat } from '@/components/ui/format';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { toFils } from '@/lib/money';
import { codHandoverSchema, type CourierCash } from '@/lib/schemas/courier';
import { countedFils } from './counted';

interface HandoverForm {
  CourierId: string;
  /** As typed; the shared schema reads it as a number. */
  Counted: string;
  Note: string;
}

/**
 * Ops count a courier's cash and receive it: every cash collection the
 * courier holds is handed over, and the difference from what the ledger
 * expects is recorded. The difference shows (and is announced) while the
 * amount is typed, so a short count is seen before it is saved.
 */
export function ReceiveCashDialog({ courier: c, onClose, onDone }: { courier: CourierCash; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('cod.handover.dialog');
  const f = useFormat();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<HandoverForm>({
    resolver: yupResolver(codHandoverSchema) as unknown as Resolver<HandoverForm>,
    defaultValues: { CourierId: c.CourierId, Counted: '', Note: '' },
  });
  const counted = countedFils(useWatch({ control, name: 'Counted' }) ?? '');
  const difference = counted === null ? null : counted - toFils(c.Expected);

  async function onValid(values: HandoverForm) {
    try {
      const res = await courier<Envelope<unknown>>('CodHandover', { method: 'POST', body: values });
      toastResult(res);
      onDone();
      onClose();
    } catch (err) {
      toastError(err);
      if (applyFieldErrors(err, setError, (n) => n === 'Counted' || n === 'Note') > 0) return;
      // The courier's cash changed meanwhile (handed over elsewhere, or a new collection): show it as it is now.
      if (err instanceof CourierError && [404, 409, 422].includes(err.status)) {
        onDone();
        onClose();
      }
    }
  }

  return (
    <Dialog title={t('title', { name: c.FullName })} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
        <p className="text-muted">{t('expected', { count: c.Collections, amount: f.aed(c.Expected) })}</p>
        <MoneyField id="handover-counted" label={t('counted')} aria-required="true" registration={register('Counted')} error={errors.Counted} />
        <div role="status" aria-live="polite">
          {difference !== null && (
            <Notice tone={difference < 0 ? 'danger' : difference > 0 ? 'warning' : 'info'}>
              <strong>{difference === 0 ? t('matches') : t(difference < 0 ? 'short' : 'over', { amount: f.aed(Math.abs(difference) / 100) })}</strong>
            </Notice>
          )}
        </div>
        <TextareaField id="handover-note" label={t('note')} hint={t('noteHint')} rows={2} maxLength={200} registration={register('Note')} error={errors.Note} />
        <FormDialogActions onCancel={onClose} submitLabel={t('submit')} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}
