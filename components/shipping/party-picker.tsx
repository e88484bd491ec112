'use client';

import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCountryNames } from '@/components/booking/booking-form';
import { AddressLines, ContactFields } from '@/components/booking/party-fields';
import { PickupCityField, ReceiverPlaceFields } from '@/components/booking/place-fields';
import type { AwbFormValues, PartyMode } from './awb-form-values';
import { SavedAddressSelect } from './saved-address-select';

type Party = 'Sender' | 'Receiver';

const MODES: Array<[PartyMode, string]> = [
  ['book', 'Choose from my address book'],
  ['typed', 'Type an address'],
];

/** "From my address book" or "Type an address", as two radios. */
function ModeChoice({ party }: { party: Party }) {
  const id = useId();
  const { register } = useFormContext<AwbFormValues>();
  const name = party === 'Sender' ? 'senderMode' : 'receiverMode';
  return (
    <fieldset className="md:col-span-2">
      <legend className="font-medium">{`${party} address`}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {MODES.map(([mode, label]) => (
          <label key={mode} htmlFor={`${id}-${mode}`} className="flex items-center gap-2">
            <input id={`${id}-${mode}`} type="radio" value={mode} {...register(name)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The sender or the receiver of the airway bill: a saved address of the
 * account's book, or one typed with the booking form's own fields (the
 * receiver's can be saved to the book with the airway bill).
 */
export function PartyPicker({ party }: { party: Party }) {
  const { control, register, setValue } = useFormContext<AwbFormValues>();
  const mode = useWatch({ control, name: party === 'Sender' ? 'senderMode' : 'receiverMode' });
  const countryNames = useCountryNames();
  const saveId = useId();

  return (
    <>
      <ModeChoice party={party} />
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
          <label htmlFor={saveId} className="flex items-center gap-2 md:col-span-2">
            <input id={saveId} type="checkbox" {...register('SaveReceiver')} />
            Save to address book
          </label>
        </>
      )}
    </>
  );
}
