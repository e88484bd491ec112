'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useForm, useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { FormPhoneField, useCountryNames } from '@/components/forms/form-phone-field';
import { FormScope } from '@/components/forms/form-scope';
import { FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
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
  const t = useTranslations('addresses.form');
  const p = `${info.book}-address`;
  const sender = info.book === 'sender';
  const defaults = editing ? writableFields(editing) : EMPTY;
  const form = useForm<AddressInput>({ resolver: yupResolver(addressSchemaFor(info.book)), defaultValues: defaults, shouldFocusError: false });
  const { isSubmitting } = form.formState;

  /** Focus the first field in error in screen order (the phone input has no form ref). */
  function focusFirst(names: readonly string[]) {
    const first = ORDER.find((n) => names.includes(n));
    if (first) document.getElementById(`${p}-${first}`)?.focus();
  }

  async function onValid(values: AddressInput) {
    try {
      const res = await saveAddress(info, { ...values, IsDefault: sender && values.IsDefault }, editing);
      toastResult(res);
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
    <FormScope form={form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
        <AddressFields book={info.book} idPrefix={p} isDefault={!!editing?.IsDefault} />
        <FormDialogActions onCancel={onCancel} submitLabel={t('save')} busy={isSubmitting} />
      </form>
    </FormScope>
  );
}

/** The form's fields: memo, so the form rendering again for its button leaves them be (FormScope). */
const AddressFields = memo(function AddressFields({ book, idPrefix: p, isDefault }: { book: BookInfo['book']; idPrefix: string; isDefault: boolean }) {
  const t = useTranslations('addresses.form');
  const sender = book === 'sender';
  const { register, control } = useFormContext<AddressInput>();
  const { errors } = useFormState({ control });
  const countryNames = useCountryNames();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField id={`${p}-Name`} label={t('name')} autoComplete="name" aria-required="true" registration={register('Name')} error={errors.Name} />
      <TextField id={`${p}-Company`} label={t('company')} autoComplete="organization" registration={register('Company')} error={errors.Company} />
      {/* The picker follows the receiver's country (a sender's is the UAE), as on Register. */}
      <FormPhoneField name="Phone" id={`${p}-Phone`} label={t('phone')} countryNames={countryNames} followCountry={sender ? undefined : 'Country'} />
      <TextField id={`${p}-Email`} label={t('email')} type="email" dir="ltr" autoComplete="email" registration={register('Email')} error={errors.Email} />
      <TextField id={`${p}-AddressLine1`} label={t('line1')} autoComplete="address-line1" aria-required="true" registration={register('AddressLine1')} error={errors.AddressLine1} />
      <TextField id={`${p}-AddressLine2`} label={t('line2')} autoComplete="address-line2" registration={register('AddressLine2')} error={errors.AddressLine2} />
      <PlaceFields book={book} idPrefix={p} />
      {sender && (
        <div className="sm:col-span-2">
          {isDefault ? <Notice>{t('isDefault')}</Notice> : <CheckboxField id={`${p}-IsDefault`} label={t('makeDefault')} registration={register('IsDefault')} />}
        </div>
      )}
    </div>
  );
});
