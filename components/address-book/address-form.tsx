'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { useCountryNames } from '@/components/booking/booking-form';
import { FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { isPhoneCountry, splitInternational, toE164 } from '@/components/ui/phone';
import { PhoneField, type PhoneValue } from '@/components/ui/phone-field';
import { Notice } from '@/components/ui/states';
import { CourierError } from '@/lib/fetcher';
import { addressSchemaFor, SENDER_COUNTRY, type AddressInput } from '@/lib/schemas/address';
import { saveAddress, writableFields } from './address-actions';
import { PlaceFields } from './address-place-fields';
import type { Address, BookInfo } from './types';

/** The fields in screen order: the first one in error gets the focus. */
const ORDER: readonly string[] = ['Name', 'Company', 'Phone', 'Email', 'AddressLine1', 'AddressLine2', 'Country', 'City', 'IsDefault'];

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
  const sender = info.book === 'sender';
  const defaults = editing ? writableFields(editing) : EMPTY;
  const form = useForm<AddressInput>({ resolver: yupResolver(addressSchemaFor(info.book)), defaultValues: defaults, shouldFocusError: false });
  const { register, setValue, formState: { errors, isSubmitting, isSubmitted } } = form;
  const countryNames = useCountryNames();

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
      const res = await saveAddress(info, { ...values, IsDefault: sender && values.IsDefault }, editing);
      toast.success(res.message);
      onSaved();
    } catch (err) {
      // A 400's field errors go to their fields; the message to a toast.
      applyFieldErrors(err, form.setError, (name) => ORDER.includes(name));
      focusFirst(err instanceof CourierError && err.errors ? Object.keys(err.errors) : []);
      toastError(err);
    }
  }

  const onInvalid = (errs: FieldErrors<AddressInput>) => focusFirst(Object.keys(errs));

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id={`${p}-Name`} label="Name" autoComplete="name" aria-required="true" registration={register('Name')} error={errors.Name} />
        <TextField id={`${p}-Company`} label="Company (optional)" autoComplete="organization" registration={register('Company')} error={errors.Company} />
        <PhoneField id={`${p}-Phone`} label="Phone" value={phone} onChange={changePhone} countryNames={countryNames} error={errors.Phone?.message} />
        <TextField id={`${p}-Email`} label="Email (optional)" type="email" autoComplete="email" registration={register('Email')} error={errors.Email} />
        <TextField id={`${p}-AddressLine1`} label="Address Line 1" autoComplete="address-line1" aria-required="true" registration={register('AddressLine1')} error={errors.AddressLine1} />
        <TextField id={`${p}-AddressLine2`} label="Address Line 2 (optional)" autoComplete="address-line2" registration={register('AddressLine2')} error={errors.AddressLine2} />
        <PlaceFields book={info.book} idPrefix={p} control={form.control} onCountryChange={afterCountryChange} />
        {sender && (
          <div className="sm:col-span-2">
            {editing?.IsDefault ? (
              <Notice>This is your default sender address. To change that, set another address as the default.</Notice>
            ) : (
              <CheckboxField id={`${p}-IsDefault`} label="Make this my default sender address" registration={register('IsDefault')} />
            )}
          </div>
        )}
      </div>
      <FormDialogActions onCancel={onCancel} submitLabel="Save" busy={isSubmitting} />
    </form>
  );
}
