'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { memo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCountryNames } from '@/components/forms/form-phone-field';
import { FormScope } from '@/components/forms/form-scope';
import { lazyYupResolver } from '@/components/forms/lazy-resolver';
import { ParcelSections } from '@/components/shipping/parcel-sections';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { courier } from '@/lib/fetcher';
import { useLocalizePath } from '@/lib/i18n/client';
import type { BookingInput } from '@/lib/schemas/booking';
import { newIdempotencyKey, rememberConfirmation } from './booking-session';
import { AddressLines, ContactFields } from './party-fields';
import { PickupFields } from './pickup-fields';
import { PickupCityField, ReceiverPlaceFields } from './place-fields';
import { isBookingField } from './server-errors';
import type { Envelope, PickupConfirmation } from './types';

export { useCountryNames };

// The API's own rules, checked against the clock at each validation. The
// schema (yup, the phone metadata and the rate rules with it) loads with the
// form's first focus or submit, not with the page (issue 12).
const schema = lazyYupResolver<BookingInput>(() => import('@/lib/schemas/booking').then((m) => m.createBookingSchema()));

export function BookingForm({ defaults, paymentNote }: { defaults: BookingInput; paymentNote: string }) {
  const router = useRouter();
  const t = useTranslations('booking.form');
  const localize = useLocalizePath();
  const methods = useForm<BookingInput>({ resolver: schema.resolver, defaultValues: defaults });
  const { handleSubmit, setError, formState: { isSubmitting } } = methods;
  // One key per form: a retry or a second click books once (docs/api/rates-and-booking.md).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function onValid(values: BookingInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await courier<Envelope<PickupConfirmation>>('asaGuestSchedulePickup', {
        method: 'POST',
        body: values,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      rememberConfirmation(res.data);
      // No toast: the confirmation page says it. The button stays disabled while it opens.
      router.push(localize(`/Thankyou/${encodeURIComponent(res.data._id)}`));
    } catch (err) {
      applyFieldErrors(err, setError, isBookingField);
      toastError(err);
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <FormScope form={methods}>
      <form onSubmit={handleSubmit(onValid)} onFocus={schema.preload} noValidate aria-label={t('ariaLabel')} className="space-y-6">
        <BookingFields />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={sending || isSubmitting} className="px-8">{sending ? t('busy') : t('submit')}</Button>
          <p className="text-muted">{paymentNote}</p>
        </div>
      </form>
    </FormScope>
  );
}

/** The form's fields: memo, so the form rendering again for its button leaves them be (FormScope). */
const BookingFields = memo(function BookingFields() {
  const t = useTranslations('booking.form');
  const countryNames = useCountryNames();
  const parcelLabels = {
    package: t('parcel.package'),
    service: t('parcel.service'),
    references: t('parcel.references'),
    reference: t('parcel.reference'),
    instructions: t('parcel.instructions'),
  };
  return (
    <>
      <p className="text-muted">{t('requiredNote')}</p>
      <FormSection title={t('sender')}>
        <ContactFields party="Sender" countryNames={countryNames} />
      </FormSection>
      <FormSection title={t('pickupAddress')} intro={t('pickupAddressIntro')}>
        <AddressLines party="Sender" />
        <PickupCityField />
      </FormSection>
      <FormSection title={t('receiver')}>
        <ContactFields party="Receiver" countryNames={countryNames} />
        <ReceiverPlaceFields />
        <AddressLines party="Receiver" />
      </FormSection>
      <FormSection title={t('pickup')}>
        <PickupFields />
      </FormSection>
      <ParcelSections labels={parcelLabels} />
    </>
  );
});
