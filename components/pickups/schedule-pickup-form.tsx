'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { memo, useRef, useState } from 'react';
import { useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { PickupFields } from '@/components/booking/pickup-fields';
import { FormScope } from '@/components/forms/form-scope';
import { lazyYupResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { errorAt, FormSection, messageAt, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { Ltr } from '@/components/shipping/bidi';
import { useLocalizePath } from '@/lib/i18n/client';
import { courier, CourierError } from '@/lib/fetcher';
import type { Address } from '@/lib/schemas/address';
import type { SchedulePickupInput } from '@/lib/schemas/pickup';
import { MAX_PICKUP_PIECES, type Pickup } from '@/lib/schemas/pickup-model';
import { AwbPicker } from './awb-picker';

// The API's own rules, checked against the clock at each validation. The
// schema (and yup with it) loads with the form's first focus or submit, not
// with the page (issue 12).
const schema = lazyYupResolver<SchedulePickupInput>(() => import('@/lib/schemas/pickup').then((m) => m.createSchedulePickupSchema()));
const FIELDS = new Set(['AddressId', 'PickupDate', 'PickupWindowStart', 'PickupWindowEnd', 'Pieces', 'WeightKg', 'AirWayBillNos', 'Remarks']);
const known = (name: string) => FIELDS.has(name) || /^AirWayBillNos\.\d+$/.test(name);

/** The sender address book as a choice, the default preselected; the chosen address is shown in full. */
function AddressPicker({ addresses }: { addresses: Address[] }) {
  const t = useTranslations('pickups.form');
  const localize = useLocalizePath();
  const { control, register } = useFormContext<SchedulePickupInput>();
  const formState = useFormState({ control });
  const chosen = addresses.find((a) => a._id === useWatch({ control, name: 'AddressId' }));
  return (
    <>
      <SelectField id="AddressId" label={t('address')} className="md:col-span-2" aria-required="true" hint={t('addressHint')} registration={register('AddressId')} error={messageAt(formState.errors, 'AddressId')}>
        <option value="">{t('selectAddress')}</option>
        {addresses.map((a) => (
          <option key={a._id} value={a._id}>{t('addressOption', { name: a.Name, line: a.AddressLine1, city: a.City, isDefault: a.IsDefault ? 'yes' : 'no' })}</option>
        ))}
      </SelectField>
      {chosen && (
        <address className="not-italic text-ink md:col-span-2">
          {[
            chosen.Company ? t('nameAndCompany', { name: chosen.Name, company: chosen.Company }) : chosen.Name,
            [chosen.AddressLine1, chosen.AddressLine2].filter(Boolean).join(', '),
            t('cityInUae', { city: chosen.City }),
            <Ltr key="phone">{chosen.Phone}</Ltr>,
          ].map((line, i) => (
            <span key={i} className={`block ${i === 0 ? 'font-semibold' : ''}`}>{line}</span>
          ))}
        </address>
      )}
      <p className="text-sm md:col-span-2">
        <Link href={localize('/ManageAddress')} className="font-semibold text-brand-800 underline">{t('editAddresses')}</Link>
      </p>
    </>
  );
}

/**
 * Pieces, total weight, the airway bills and remarks. A component of its own so these fields register after the address and the window: the first invalid field
 * in page order is the one that gets focus.
 */
function CollectFields({ canListAwbs }: { canListAwbs: boolean }) {
  const t = useTranslations('pickups.form');
  const { register, control } = useFormContext<SchedulePickupInput>();
  const { errors } = useFormState({ control });
  return (
    <>
      <TextField id="Pieces" label={t('pieces')} type="number" inputMode="numeric" min={1} max={MAX_PICKUP_PIECES} step={1} aria-required="true" registration={register('Pieces')} error={errorAt(errors, 'Pieces')} />
      <TextField id="WeightKg" label={t('weight')} type="number" inputMode="decimal" min={0} step="any" aria-required="true" registration={register('WeightKg')} error={errorAt(errors, 'WeightKg')} />
      <AwbPicker canList={canListAwbs} />
      <TextareaField id="Remarks" label={t('remarks')} rows={3} className="md:col-span-2" registration={register('Remarks')} error={messageAt(errors, 'Remarks')} />
    </>
  );
}

/** `canListAwbs`: the user may list the account's shipments (Air_Way_bill_history); `onAddressGone`: the chosen address is gone, reload the book. */
export function SchedulePickupForm(props: { addresses: Address[]; canListAwbs: boolean; onScheduled: (pickup: Pickup) => void; onAddressGone: () => void }) {
  const { addresses, canListAwbs, onScheduled, onAddressGone } = props;
  const t = useTranslations('pickups.form');
  const preselected = addresses.find((a) => a.IsDefault) ?? addresses[0];
  const methods = useForm<SchedulePickupInput>({
    resolver: schema.resolver,
    defaultValues: { AddressId: preselected?._id ?? '', PickupDate: '', PickupWindowStart: '', PickupWindowEnd: '', Pieces: 1, AirWayBillNos: [], Remarks: '' },
  });
  const { handleSubmit, setError, formState } = methods;
  // One key per form: a retry or a second click schedules once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);

  async function onValid(values: SchedulePickupInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      onScheduled((await courier<Envelope<Pickup>>('SchedulePickup', { method: 'POST', body: values, headers: { 'Idempotency-Key': idempotencyKey } })).data);
    } catch (err) {
      if (err instanceof CourierError && err.status === 404) {
        setError('AddressId', { type: err.code ?? 'server', message: err.message }, { shouldFocus: true });
        onAddressGone();
      } else applyFieldErrors(err, setError, known);
      toastError(err);
      inFlight.current = false;
    }
  }

  return (
    <FormScope form={methods}>
      <form onSubmit={handleSubmit(onValid)} onFocus={schema.preload} noValidate aria-label={t('formLabel')} className="space-y-6">
        <PickupFormFields addresses={addresses} canListAwbs={canListAwbs} />
        <Button type="submit" busy={formState.isSubmitting} className="max-sm:w-full sm:px-8">{t(formState.isSubmitting ? 'scheduling' : 'submit')}</Button>
      </form>
    </FormScope>
  );
}

/** The form's fields: memo, so the form rendering again for its button leaves them be (FormScope). */
const PickupFormFields = memo(function PickupFormFields({ addresses, canListAwbs }: { addresses: Address[]; canListAwbs: boolean }) {
  const t = useTranslations('pickups.form');
  return (
    <>
      <p className="text-muted">{t('required')}</p>
      <FormSection title={t('where')}>
        <AddressPicker addresses={addresses} />
      </FormSection>
      <FormSection title={t('when')}>
        <PickupFields />
      </FormSection>
      <FormSection title={t('what')}>
        <CollectFields canListAwbs={canListAwbs} />
      </FormSection>
    </>
  );
});
