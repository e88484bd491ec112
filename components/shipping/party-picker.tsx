'use client';

import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCountryNames } from '@/components/booking/booking-form';
import { AddressLines, ContactFields } from '@/components/booking/party-fields';
import { PickupCityField, ReceiverPlaceFields } from '@/components/booking/place-fields';
import { CheckboxField, RadioGroupField } from '@/components/ui/form-fields';
import type { AwbFormValues } from './awb-form-values';
import { SavedAddressSelect } from './saved-address-select';

type Party = 'Sender' | 'Receiver';

const MODES = [
  ['book', 'Choose from my address book'],
  ['typed', 'Type an address'],
] as const;

/**
 * The sender or the receiver of the airway bill: a saved address of the
 * account's book, or one typed with the booking form's own fields (the
 * receiver's can be saved to the book with the airway bill).
 */
export function PartyPicker({ party }: { party: Party }) {
  const { control, register, setValue } = useFormContext<AwbFormValues>();
  const modeName = party === 'Sender' ? 'senderMode' : 'receiverMode';
  const mode = useWatch({ control, name: modeName });
  const countryNames = useCountryNames();
  const id = useId();

  return (
    <>
      <RadioGroupField id={`${id}-mode`} legend={`${party} address`} options={MODES} registration={register(modeName)} className="md:col-span-2" />
      {mode === 'book' ? (
        <SavedAddressSelect
          book={party === 'Sender' ? 'sender' : 'receiver'}
          // An empty sender book: typing is the only way, so start there.
          onEmpty={party === 'Sender' ? () => setValue('senderMode', 'typed') : undefined}
        />
      ) : party === 'Sender' ? (
        <>
          <ContactFields party="Sender" countryNames={countryNames} />
          <AddressLines party="Sender" />
          <PickupCityField />
        </>
      ) : (
        <>
          <ContactFields party="Receiver" countryNames={countryNames} />
          <ReceiverPlaceFields />
          <AddressLines party="Receiver" />
          <CheckboxField id={`${id}-save`} label="Save to address book" registration={register('SaveReceiver')} className="md:col-span-2" />
        </>
      )}
    </>
  );
}
