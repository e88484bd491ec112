'use client';

import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { BOOKS, type AddressList } from '@/components/address-book/types';
import { AddressLines, ContactFields } from '@/components/booking/party-fields';
import { PickupCityField, ReceiverPlaceFields } from '@/components/booking/place-fields';
import { useCountryNames } from '@/components/forms/form-phone-field';
import { SearchFilter } from '@/components/ui/filter-bar';
import { CheckboxField, messageAt, RadioGroupField, SelectField } from '@/components/ui/form-fields';
import { useApiMessage } from '@/components/ui/api-message';
import { errorCode, errorMessage } from '@/components/ui/notify';
import { Skeleton } from '@/components/ui/states';
import { useDebounced } from '@/components/ui/use-debounced';
import { useList } from '@/components/ui/use-list';
import { BOOK_FIRST_PAGE, bookStart, partyFromAddress, PICK_LIMIT, type AwbFormValues } from './awb-form-values';
import { PostalAddress } from './fact-list';

/** The box the chosen address shows in. */
const ADDRESS_BOX = 'rounded-control border border-line bg-canvas p-3 md:col-span-2';

type Party = 'Sender' | 'Receiver';

/**
 * A saved address of the account's book: a search box and a select of the matches (the default sender address first, and chosen at the start). Choosing one
 * copies it into the typed fields, so the price follows it. `onEmpty` is called once when the unsearched book turns out to be empty.
 */
function SavedAddressSelect({ party, onEmpty }: { party: Party; onEmpty?: () => void }) {
  const id = useId();
  const t = useTranslations('shipping.party');
  const apiText = useApiMessage();
  const book = party === 'Sender' ? 'sender' : 'receiver';
  const name = `${party}AddressId` as const;
  const { control, setValue } = useFormContext<AwbFormValues>();
  const formState = useFormState({ control });
  const selected = useWatch({ control, name });
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const { data, error, isLoading } = useList<AddressList>(BOOKS[book].path, query ? { search: query, page: 1, limit: PICK_LIMIT } : BOOK_FIRST_PAGE);
  const list = data?.data.Address ?? [];
  // The chosen address stays shown (and selectable) while a search hides it from the matches.
  const chosen = useRef<(typeof list)[number] | null>(null);
  const current = list.find((a) => a._id === selected) ?? (chosen.current?._id === selected ? chosen.current : null);
  const options = current && !list.some((a) => a._id === current._id) ? [current, ...list] : list;

  function choose(addressId: string) {
    const address = options.find((a) => a._id === addressId) ?? null;
    chosen.current = address;
    setValue(name, addressId, { shouldValidate: formState.isSubmitted });
    if (address) setValue(party, partyFromAddress(address) as never, { shouldValidate: formState.isSubmitted });
  }

  // Preselect the default address once, the first time the book arrives: before the browser paints
  // (a layout effect), so no frame shows the book loaded without it.
  const started = useRef(false);
  useLayoutEffect(() => {
    if (started.current || !data || query) return;
    started.current = true;
    const start = bookStart(data.data);
    if (start === 'empty') return onEmpty?.();
    if (!selected && start) choose(start._id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, query]);

  return (
    <>
      <SearchFilter id={`${id}-search`} label={t(`search.${book}`)} value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} />
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SelectField
            id={name}
            label={t(`saved.${book}`)}
            aria-required="true"
            aria-busy={isLoading}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(e) => choose(e.target.value)}
            onBlur={field.onBlur}
            error={messageAt(formState.errors, name)}
            hint={error ? apiText(errorMessage(error), errorCode(error)) : !isLoading && list.length === 0 ? t(query ? 'noMatch' : 'emptyBook') : undefined}
          >
            <option value="">{t(isLoading && !data ? 'loading' : 'choose')}</option>
            {options.map((a) => (
              <option key={a._id} value={a._id}>
                {t('option', { name: a.Company ? t('nameAndCompany', { name: a.Name, company: a.Company }) : a.Name, line: a.AddressLine1, city: a.City, isDefault: a.IsDefault ? 'yes' : 'no' })}
              </option>
            ))}
          </SelectField>
        )}
      />
      {current ? <PostalAddress p={current} className={ADDRESS_BOX} /> : party === 'Sender' && !query && !data && !error && <AddressPlaceholder />}
    </>
  );
}

/**
 * The sender's default address, still on its way: its box, the height of an address of the four lines
 * every address has (name, street, city, phone), holds the place so that the form below it does not jump
 * down when the address arrives (Lighthouse counted that jump of the receiver's section as the page's
 * layout shift: 0.058 on a phone).
 */
function AddressPlaceholder() {
  return (
    <div className={ADDRESS_BOX} aria-hidden="true">
      {['w-1/2', 'w-3/4', 'w-1/3', 'w-2/5'].map((width) => (
        <span key={width} className="flex h-5 items-center">
          <Skeleton className={`h-3 ${width}`} />
        </span>
      ))}
    </div>
  );
}

/**
 * The sender or the receiver of the airway bill: a saved address of the account's book, or one typed with the booking form's own fields (the receiver's can be
 * saved to the book with the airway bill).
 */
export function PartyPicker({ party }: { party: Party }) {
  const { control, register, setValue } = useFormContext<AwbFormValues>();
  const modeName = party === 'Sender' ? 'senderMode' : 'receiverMode';
  const mode = useWatch({ control, name: modeName });
  const countryNames = useCountryNames();
  const id = useId();
  const t = useTranslations('shipping.party');
  const modes = [
    ['book', t('modes.book')],
    ['typed', t('modes.typed')],
  ] as const;

  return (
    <>
      <RadioGroupField id={`${id}-mode`} legend={t(`legend.${party}`)} options={modes} registration={register(modeName)} className="md:col-span-2" />
      {mode === 'book' ? (
        // An empty sender book: typing is the only way, so start there.
        <SavedAddressSelect party={party} onEmpty={party === 'Sender' ? () => setValue('senderMode', 'typed') : undefined} />
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
          <CheckboxField id={`${id}-save`} label={t('saveReceiver')} registration={register('SaveReceiver')} className="md:col-span-2" />
        </>
      )}
    </>
  );
}
