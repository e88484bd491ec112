'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState } from 'react-hook-form';
import { FormPhoneField } from '@/components/forms/form-phone-field';
import { errorAt, TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';

type Party = 'Sender' | 'Receiver';
type PartyText = 'Name' | 'Company' | 'Email' | 'AddressLine1' | 'AddressLine2';

/** The fields a sender or receiver may leave empty (their labels say "optional"). */
const OPTIONAL: ReadonlySet<PartyText> = new Set(['Company', 'Email', 'AddressLine2']);

/** A text field of the sender or the receiver, labelled by booking.party.<field>. */
function PartyField({ party, field, autoComplete, type }: { party: Party; field: PartyText; autoComplete: string; type?: string }) {
  const t = useTranslations('booking.party');
  const { register, control } = useFormContext<BookingInput>();
  const { errors } = useFormState({ control });
  const path = `${party}.${field}` as const;
  return (
    <TextField
      id={`${party}-${field}`}
      label={t(field)}
      type={type}
      dir={field === 'Email' ? 'ltr' : undefined}
      autoComplete={autoComplete}
      aria-required={OPTIONAL.has(field) ? undefined : 'true'}
      registration={register(path)}
      error={errorAt(errors, path)}
    />
  );
}

/** Name, company, phone and email of the sender or the receiver; the receiver's phone picker follows the receiver's country. */
export function ContactFields({ party, countryNames }: { party: Party; countryNames: Record<string, string> }) {
  const t = useTranslations('booking.party');
  return (
    <>
      <PartyField party={party} field="Name" autoComplete="name" />
      <PartyField party={party} field="Company" autoComplete="organization" />
      <FormPhoneField
        name={`${party}.Phone`}
        id={`${party}-Phone`}
        label={party === 'Sender' ? t('mobile') : t('phone')}
        countryNames={countryNames}
        followCountry={party === 'Receiver' ? 'Receiver.Country' : undefined}
      />
      <PartyField party={party} field="Email" autoComplete="email" type="email" />
    </>
  );
}

/** Address lines of the sender (the pickup address) or the receiver. */
export function AddressLines({ party }: { party: Party }) {
  return (
    <>
      <PartyField party={party} field="AddressLine1" autoComplete="address-line1" />
      <PartyField party={party} field="AddressLine2" autoComplete="address-line2" />
    </>
  );
}
