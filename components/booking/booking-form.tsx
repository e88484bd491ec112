'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { useCountries } from '@/components/forms/country-city-select';
import { intlRegionNames } from '@/components/ui/phone';
import { TextField } from '@/components/ui/form-fields';
import { courier, CourierError, NETWORK_ERROR } from '@/lib/fetcher';
import { createBookingSchema, type BookingInput } from '@/lib/schemas/booking';
import { newIdempotencyKey, rememberConfirmation } from './booking-session';
import { FormSection, TextareaField, errorAt, messageAt } from '@/components/ui/form-fields';
import { GoodsFields, PiecesFields } from './package-fields';
import { AddressLines, ContactFields } from './party-fields';
import { PickupFields } from './pickup-fields';
import { PickupCityField, ReceiverPlaceFields } from './place-fields';
import { splitServerErrors } from './server-errors';
import { ServiceFields } from './service-fields';
import type { Envelope, PickupConfirmation } from './types';

// The API's own rules, checked against the clock at each validation.
const schema = createBookingSchema();

/** Country names for the phone pickers: the browser's, then CountryMaster's (as Register does). */
export function useCountryNames() {
  const { countries } = useCountries();
  // This form renders only in the browser (it waits for the session), so Intl can be read at once.
  const [intl] = useState(intlRegionNames);
  return useMemo(() => ({ ...intl, ...Object.fromEntries(countries.map((c) => [c.CountryCode, c.CountryName])) }), [intl, countries]);
}

export function BookingForm({ defaults, paymentNote }: { defaults: BookingInput; paymentNote: string }) {
  const router = useRouter();
  const methods = useForm<BookingInput>({ resolver: yupResolver(schema), defaultValues: defaults });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = methods;
  const countryNames = useCountryNames();
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
      router.push(`/Thankyou/${encodeURIComponent(res.data._id)}`);
    } catch (err) {
      const e = err instanceof CourierError ? err : new CourierError(NETWORK_ERROR, 0);
      splitServerErrors(e.errors).fields.forEach(([path, message], i) =>
        setError(path as FieldPath<BookingInput>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      toast.error(e.message);
      inFlight.current = false;
      setSending(false);
    }
  }

  const busy = sending || isSubmitting;
  return (
    <FormProvider {...methods}>
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Book a shipment" className="space-y-6">
        <p className="text-slate-700">All fields are required unless marked optional.</p>
        <FormSection title="Sender">
          <ContactFields party="Sender" countryNames={countryNames} />
        </FormSection>
        <FormSection title="Pickup address" intro="Where our courier collects the shipment, in the UAE.">
          <AddressLines party="Sender" />
          <PickupCityField />
        </FormSection>
        <FormSection title="Receiver">
          <ContactFields party="Receiver" countryNames={countryNames} />
          <ReceiverPlaceFields />
          <AddressLines party="Receiver" />
        </FormSection>
        <FormSection title="Pickup">
          <PickupFields />
        </FormSection>
        <FormSection title="Package">
          <PiecesFields />
          <GoodsFields />
        </FormSection>
        <FormSection title="Service">
          <ServiceFields />
        </FormSection>
        <FormSection title="Reference and instructions">
          <TextField id="Reference" label="Your reference (optional)" registration={register('Reference')} error={errorAt(errors, 'Reference')} />
          <TextareaField
            id="SpecialInstructions"
            label="Special instructions (optional)"
            rows={3}
            className="md:col-span-2"
            registration={register('SpecialInstructions')}
            error={messageAt(errors, 'SpecialInstructions')}
          />
        </FormSection>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={busy} className="rounded bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {sending ? 'Booking…' : 'Book pickup'}
          </button>
          <p className="text-slate-700">{paymentNote}</p>
        </div>
      </form>
    </FormProvider>
  );
}
