'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isPhoneCountry, splitInternational, toE164 } from '@/components/ui/phone';
import { PhoneField, type PhoneValue } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';
import { errorAt, messageAt } from '@/components/ui/form-fields';

type Party = 'Sender' | 'Receiver';

/** The phone input of Register, holding E.164 in the form; the receiver's follows the receiver's country. */
function PartyPhone({ party, label, countryNames }: { party: Party; label: string; countryNames: Record<string, string> }) {
  const { setValue, getValues, control, formState } = useFormContext<BookingInput>();
  const name = `${party}.Phone` as const;
  const [phone, setPhone] = useState<PhoneValue>(() => splitInternational(getValues(name) ?? '') ?? { country: 'AE', national: '' });

  // The picker defaults to the receiver's country, as Register's does (adjusted while rendering, React's way).
  const country = useWatch({ control, name: 'Receiver.Country' });
  const [seenCountry, setSeenCountry] = useState(country);
  if (country !== seenCountry) {
    setSeenCountry(country);
    if (party === 'Receiver' && isPhoneCountry(country)) setPhone((p) => ({ country, national: p.national }));
  }

  // The form holds the E.164 number the API wants.
  const { isSubmitted } = formState;
  useEffect(() => {
    const e164 = toE164(phone.national, phone.country);
    if (getValues(name) !== e164) setValue(name, e164, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [phone, name, getValues, setValue, isSubmitted]);

  return (
    <PhoneField
      id={`${party}-Phone`}
      label={label}
      value={phone}
      onChange={setPhone}
      countryNames={countryNames}
      error={messageAt(formState.errors, name)}
    />
  );
}

/** Name, company, phone and email of the sender or the receiver. */
export function ContactFields({ party, countryNames }: { party: Party; countryNames: Record<string, string> }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  const id = (f: string) => `${party}-${f}`;
  return (
    <>
      <TextField id={id('Name')} label="Name" autoComplete="name" aria-required="true" registration={register(`${party}.Name`)} error={errorAt(errors, `${party}.Name`)} />
      <TextField id={id('Company')} label="Company (optional)" autoComplete="organization" registration={register(`${party}.Company`)} error={errorAt(errors, `${party}.Company`)} />
      <PartyPhone party={party} label={party === 'Sender' ? 'Mobile number' : 'Phone number'} countryNames={countryNames} />
      <TextField id={id('Email')} label="Email (optional)" type="email" autoComplete="email" registration={register(`${party}.Email`)} error={errorAt(errors, `${party}.Email`)} />
    </>
  );
}

/** Address lines of the sender (the pickup address) or the receiver. */
export function AddressLines({ party }: { party: Party }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  return (
    <>
      <TextField
        id={`${party}-AddressLine1`}
        label="Address Line 1"
        autoComplete="address-line1"
        aria-required="true"
        registration={register(`${party}.AddressLine1`)}
        error={errorAt(errors, `${party}.AddressLine1`)}
      />
      <TextField
        id={`${party}-AddressLine2`}
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        registration={register(`${party}.AddressLine2`)}
        error={errorAt(errors, `${party}.AddressLine2`)}
      />
    </>
  );
}
