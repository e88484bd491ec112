'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { FieldShell, messageAt, SelectField, TextField } from '@/components/ui/form-fields';
import type { ActionPayload } from '@/lib/courier-queue/types';
import { RELATIONSHIPS, type CourierStop } from '@/lib/schemas/courier';
import { actionResolver, stamp, targetOf } from './action-form';
import { PhotoField } from './photo-field';
import { currentPosition, type Position } from './position';
import { SignaturePad } from './signature-pad';

interface DeliverValues {
  RecipientName: string;
  Relationship: string;
  Signature: string;
  Photo: string;
  DeliveryCode: string;
}

/**
 * The proof of delivery: who took the parcel, their signature, a photo if
 * they agree, the receiver's delivery code when the shipment asks for one,
 * and where the phone was (looked up while the form is filled in; none if
 * the courier declined or there is no fix within 8 s).
 */
export function DeliverForm({ stop, onDone, onBack }: { stop: CourierStop; onDone: (action: ActionPayload) => void; onBack: () => void }) {
  const t = useTranslations('courier.deliver');
  const sheet = useTranslations('courier.sheet');
  const relationship = useTranslations('courier.relationships');
  const id = useId();
  const position = useRef<Promise<Position> | null>(null);
  useEffect(() => {
    position.current = currentPosition();
  }, []);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeliverValues>({
    resolver: actionResolver<DeliverValues>(
      () => ({ Kind: 'deliver', ...targetOf(stop) }),
      (v) => ({ DeliveryCode: stop.NeedsCode && !v.DeliveryCode.trim() ? t('codeRequired') : undefined }),
    ),
    defaultValues: { RecipientName: stop.Name, Relationship: '', Signature: '', Photo: '', DeliveryCode: '' },
  });

  async function onValid(v: DeliverValues) {
    // The moment the courier confirmed; the position may take a few seconds more.
    const at = stamp();
    const Position = await (position.current ?? currentPosition());
    onDone({
      ...at,
      Kind: 'deliver',
      ...targetOf(stop),
      RecipientName: v.RecipientName.trim(),
      Relationship: v.Relationship,
      Signature: v.Signature,
      ...(v.Photo ? { Photo: v.Photo } : {}),
      ...(v.DeliveryCode.trim() ? { DeliveryCode: v.DeliveryCode.trim() } : {}),
      Position,
    });
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={t('title')}>
      <TextField id={`${id}-name`} label={t('recipient')} autoComplete="off" registration={register('RecipientName')} error={messageAt(errors, 'RecipientName')} aria-required="true" />
      <SelectField id={`${id}-rel`} label={t('relationship')} registration={register('Relationship')} error={messageAt(errors, 'Relationship')} aria-required="true">
        <option value="">{t('choose')}</option>
        {RELATIONSHIPS.map((r) => (
          <option key={r} value={r}>
            {relationship(r)}
          </option>
        ))}
      </SelectField>
      {stop.NeedsCode && (
        <TextField
          id={`${id}-code`}
          label={t('code')}
          hint={t('codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          aria-required="true"
          registration={register('DeliveryCode')}
          error={messageAt(errors, 'DeliveryCode')}
        />
      )}
      <Controller
        name="Signature"
        control={control}
        render={({ field, fieldState }) => (
          <FieldShell id={`${id}-sig`} label={t('signature')} hint={t('signatureHint')} error={fieldState.error}>
            {(aria) => (
              <SignaturePad
                id={aria.id}
                label={t('signature')}
                clearLabel={t('clearSignature')}
                onChange={field.onChange}
                describedBy={aria['aria-describedby']}
                invalid={aria['aria-invalid']}
              />
            )}
          </FieldShell>
        )}
      />
      <Controller name="Photo" control={control} render={({ field }) => <PhotoField id={`${id}-photo`} value={field.value} onChange={field.onChange} />} />
      {errors.root && <p className="text-sm text-danger-700">{errors.root.message}</p>}
      {isSubmitting && (
        <p role="status" className="text-sm text-muted">
          {t('locating')}
        </p>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onBack}>
          {sheet('back')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
