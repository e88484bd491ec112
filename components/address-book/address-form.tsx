'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/components/ui/notify';
import { useCountries } from '@/components/forms/country-city-select';
import { intlRegionNames, isPhoneCountry, splitInternational, toE164 } from '@/components/ui/phone';
import { PhoneField, type PhoneValue } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/form-fields';
import { CourierError } from '@/lib/fetcher';
import { addressSchemaFor, SENDER_COUNTRY, type AddressInput } from '@/lib/schemas/address';
import { saveAddress, writableFields } from './address-actions';
import { PlaceFields } from './address-place-fields';
import type { Address, BookInfo } from './types';

/** The fields in screen order: the first one in error gets the focus. */
const ORDER = ['Name', 'Company', 'Phone', 'Email', 'AddressLine1', 'AddressLine2', 'Country', 'City', 'IsDefault'] as const;
type FieldName = (typeof ORDER)[number];

const EMPTY: AddressInput = { Name: '', Company: '', Phone: '', Email: '', AddressLine1: '', AddressLine2: '', City: '', Country: SENDER_COUNTRY, IsDefault: false };

interface AddressFormProps {
  info: BookInfo;
  /** The address being edited; none to add one. */
  editing?: Address;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit an address: POST or PUT on the book with the shared schema, phone and places as on Register. */
export function AddressForm({ info, editing, onSaved, onCancel }: AddressFormProps) {
  const p = `${info.book}-address`;
  const defaults = editing ? writableFields(editing) : EMPTY;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AddressInput>({ resolver: yupResolver(addressSchemaFor(info.book)), defaultValues: defaults, shouldFocusError: false });

  const { countries } = useCountries();
  // Names for the phone picker: the browser's, then CountryMaster's (read after mount, as Register does).
  const [intlNames, setIntlNames] = useState<Record<string, string>>({});
  useEffect(() => setIntlNames(intlRegionNames()), []);
  const countryNames = useMemo(() => ({ ...intlNames, ...Object.fromEntries(countries.map((c) => [c.CountryCode, c.CountryName])) }), [intlNames, countries]);

  const [phone, setPhone] = useState<PhoneValue>(
    () => splitInternational(defaults.Phone) ?? { country: isPhoneCountry(defaults.Country) ? defaults.Country : SENDER_COUNTRY, national: '' },
  );
  // The form holds the E.164 number the API wants.
  function changePhone(value: PhoneValue) {
    setPhone(value);
    setValue('Phone', toE164(value.national, value.country), { shouldDirty: true, shouldValidate: isSubmitted });
  }
  function afterCountryChange(code: string) {
    setValue('City', '', { shouldValidate: isSubmitted });
    // The phone picker defaults to the chosen country (as on Register).
    if (isPhoneCountry(code)) changePhone({ country: code, national: phone.national });
  }

  /** Focus the first field in error in screen order (the phone input has no form ref). */
  function focusFirst(names: readonly string[]) {
    const first = ORDER.find((n) => names.includes(n));
    if (first) document.getElementById(`${p}-${first}`)?.focus();
  }

  async function onValid(values: AddressInput) {
    try {
      const res = await saveAddress(info, { ...values, IsDefault: info.book === 'sender' && values.IsDefault }, editing);
      toast.success(res.message);
      onSaved();
    } catch (err) {
      // A 400's field errors go to their fields; the message to a toast.
      const fieldErrors = err instanceof CourierError && err.errors ? Object.entries(err.errors) : [];
      const placed = fieldErrors.filter(([name]) => (ORDER as readonly string[]).includes(name));
      for (const [name, message] of placed) setError(name as FieldName, { type: 'server', message });
      focusFirst(placed.map(([name]) => name));
      toast.error(errorMessage(err));
    }
  }

  const onInvalid = (errs: FieldErrors<AddressInput>) => focusFirst(Object.keys(errs));
  const isCurrentDefault = info.book === 'sender' && editing?.IsDefault;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${p}-Name`} label="Name" autoComplete="name" aria-required="true" registration={register('Name')} error={errors.Name} />
      <TextField id={`${p}-Company`} label="Company (optional)" autoComplete="organization" registration={register('Company')} error={errors.Company} />
      <PhoneField id={`${p}-Phone`} label="Phone" value={phone} onChange={changePhone} countryNames={countryNames} error={errors.Phone?.message} />
      <TextField id={`${p}-Email`} label="Email (optional)" type="email" autoComplete="email" registration={register('Email')} error={errors.Email} />
      <TextField id={`${p}-AddressLine1`} label="Address Line 1" autoComplete="address-line1" aria-required="true" registration={register('AddressLine1')} error={errors.AddressLine1} />
      <TextField id={`${p}-AddressLine2`} label="Address Line 2 (optional)" autoComplete="address-line2" registration={register('AddressLine2')} error={errors.AddressLine2} />
      <PlaceFields book={info.book} idPrefix={p} control={control} countries={countries} onCountryChange={afterCountryChange} />
      {info.book === 'sender' &&
        (isCurrentDefault ? (
          <p className="rounded border border-green-300 bg-green-50 p-2 text-sm text-green-950 sm:col-span-2">
            This is your default sender address. To change that, set another address as the default.
          </p>
        ) : (
          <label htmlFor={`${p}-IsDefault`} className="flex items-center gap-2 font-medium sm:col-span-2">
            <input id={`${p}-IsDefault`} type="checkbox" {...register('IsDefault')} className="h-4 w-4" />
            Make this my default sender address
          </label>
        ))}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button type="button" onClick={onCancel} className="rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
