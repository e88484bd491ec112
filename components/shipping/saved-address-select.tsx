'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BOOKS, type AddressBook, type AddressList } from '@/components/address-book/types';
import { messageAt, SelectField, TextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/components/ui/notify';
import { useDebounced } from '@/components/ui/use-debounced';
import { useList } from '@/components/ui/use-list';
import { partyFromAddress, type AwbFormValues } from './awb-form-values';
import { PostalAddress } from './fact-list';

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
  const { data, error, isLoading } = useList<AddressList>(BOOKS[book].path, { search: query, page: 1, limit: PICK_LIMIT });
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
      <TextField
        id={`${id}-search`}
        label={`Search ${BOOKS[book].title.toLowerCase()}`}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Name, company, phone or city"
        maxLength={100}
        autoComplete="off"
      />
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
      {current && <PostalAddress p={current} className="rounded-control border border-line bg-canvas p-3 md:col-span-2" />}
    </>
  );
}
