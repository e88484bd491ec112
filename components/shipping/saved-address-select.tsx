'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { useDebounced } from '@/components/ui/use-debounced';
import { errorMessage } from '@/components/ui/notify';
import { BOOKS, type AddressBook, type AddressList, type Envelope } from '@/components/address-book/types';
import { SelectField, messageAt } from '@/components/booking/form-controls';
import { partyFromAddress, type AwbFormValues } from './awb-form-values';

/** The picker lists this many matches; the search narrows a longer book. */
const PICK_LIMIT = 100;

interface Props {
  book: AddressBook;
  /** Called once when the unsearched book turns out to be empty (the form then offers typing). */
  onEmpty?: () => void;
}

/**
 * A saved address of the account's book: a search box and a select of the
 * matches (the default sender address first, and chosen at the start).
 * Choosing one copies it into the typed fields, so the price follows it.
 */
export function SavedAddressSelect({ book, onEmpty }: Props) {
  const id = useId();
  const party = book === 'sender' ? 'Sender' : 'Receiver';
  const name = book === 'sender' ? 'SenderAddressId' : 'ReceiverAddressId';
  const { control, setValue, formState } = useFormContext<AwbFormValues>();
  const selected = useWatch({ control, name });
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const key = `${BOOKS[book].path}?${new URLSearchParams({ search: query, page: '1', limit: String(PICK_LIMIT) })}`;
  const { data, error, isLoading } = useSWR<Envelope<AddressList>>(key, { keepPreviousData: true });
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

  // Preselect the default sender address once, the first time the book arrives.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !data || query) return;
    started.current = true;
    if (data.data.Total === 0) return onEmpty?.();
    const preferred = data.data.Address.find((a) => a.IsDefault);
    if (!selected && preferred) choose(preferred._id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, query]);

  return (
    <>
      <div>
        <label htmlFor={`${id}-search`} className="block font-medium">
          Search {BOOKS[book].title.toLowerCase()}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, company, phone or city"
          maxLength={100}
          autoComplete="off"
          className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
        />
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SelectField
            id={name}
            label={book === 'sender' ? 'Saved sender address' : 'Saved receiver address'}
            aria-required="true"
            aria-busy={isLoading}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(e) => choose(e.target.value)}
            onBlur={field.onBlur}
            error={messageAt(formState.errors, name)}
            hint={error ? errorMessage(error) : !isLoading && list.length === 0 ? (query ? 'No saved address matches your search.' : 'Your address book is empty.') : undefined}
          >
            <option value="">{isLoading && !data ? 'Loading addresses…' : 'Choose an address'}</option>
            {options.map((a) => (
              <option key={a._id} value={a._id}>
                {`${a.Name}${a.Company ? `, ${a.Company}` : ''} – ${a.AddressLine1}, ${a.City}${a.IsDefault ? ' (default)' : ''}`}
              </option>
            ))}
          </SelectField>
        )}
      />
      {current && (
        <address className="rounded border border-slate-200 bg-slate-50 p-3 text-sm not-italic text-slate-800 md:col-span-2">
          <span className="block font-semibold">{current.Name}</span>
          {current.Company && <span className="block">{current.Company}</span>}
          <span className="block">{[current.AddressLine1, current.AddressLine2].filter(Boolean).join(', ')}</span>
          <span className="block">{`${current.City}, ${current.Country}`}</span>
          <span className="block">{current.Phone}</span>
        </address>
      )}
    </>
  );
}
