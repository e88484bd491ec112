'use client';

import { useFormContext } from 'react-hook-form';
import { FormPhoneField } from '@/components/forms/form-phone-field';
import { errorAt, TextField } from '@/components/ui/form-fields';
import type { BookingInput } from '@/lib/schemas/booking';

type Party = 'Sender' | 'Receiver';
type PartyText = 'Name' | 'Company' | 'Email' | 'AddressLine1' | 'AddressLine2';

/** A text field of the sender or the receiver: required unless its label says optional. */
function PartyField({ party, field, label, autoComplete, type }: { party: Party; field: PartyText; label: string; autoComplete: string; type?: string }) {
  const { register, formState: { errors } } = useFormContext<BookingInput>();
  const path = `${party}.${field}` as const;
  return (
    <TextField
      id={`${party}-${field}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      aria-required={label.endsWith('(optional)') ? undefined : 'true'}
      registration={register(path)}
      error={errorAt(errors, path)}
    />
  );
}

/** Name, company, phone and email of the sender or the receiver; the receiver's phone picker follows the receiver's country. */
export function ContactFields({ party, countryNames }: { party: Party; countryNames: Record<string, string> }) {
  return (
    <>
      <PartyField party={party} field="Name" label="Name" autoComplete="name" />
      <PartyField party={party} field="Company" label="Company (optional)" autoComplete="organization" />
      <FormPhoneField
        name={`${party}.Phone`}
        id={`${party}-Phone`}
        label={party === 'Sender' ? 'Mobile number' : 'Phone number'}
        countryNames={countryNames}
        followCountry={party === 'Receiver' ? 'Receiver.Country' : undefined}
      />
      <PartyField party={party} field="Email" label="Email (optional)" autoComplete="email" type="email" />
    </>
  );
}

/** Address lines of the sender (the pickup address) or the receiver. */
export function AddressLines({ party }: { party: Party }) {
  return (
    <>
      <PartyField party={party} field="AddressLine1" label="Address Line 1" autoComplete="address-line1" />
      <PartyField party={party} field="AddressLine2" label="Address Line 2 (optional)" autoComplete="address-line2" />
    </>
  );
}
