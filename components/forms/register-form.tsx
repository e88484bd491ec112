'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { registerSchema, type RegisterInput } from '@/lib/schemas/auth';
import { CityField, CountryField } from './country-city-select';
import { FormPhoneField, useCountryNames } from './form-phone-field';

/** Texts from the spec's error catalogue (§8), spelling as in the product. */
export const PHONE_ERROR = 'Please enter valid Mobile No Or Phone No';
export const REGISTER_SUCCESS = 'Your Account is Created We Will Notify as well as soon';
export const REGISTER_FAILURE = 'An error occurred';

/** The text fields in the spec's order: name, label, autocomplete and input type. */
const TEXT_FIELDS = [
  ['username', 'User Name', 'username'],
  ['full_name', 'Full Name', 'name'],
  ['email', 'Email ID', 'email', 'email'],
  ['company_name', 'Company Name', 'organization'],
  ['address_line_1', 'Address Line 1', 'address-line1'],
  ['address_line_2', 'Address Line 2', 'address-line2'],
] as const;

const TEXT_DEFAULTS = Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, ''])) as Pick<RegisterInput, (typeof TEXT_FIELDS)[number][0]>;
const DEFAULTS: RegisterInput = { ...TEXT_DEFAULTS, phone_number: '', telephone_number: '', Country: 'AE', City: '', Origin: '', Locale: 'en' };

interface RegisterResponse {
  message: string;
  data?: { _id?: string; status?: string; username?: string; email?: string; createdAt?: string };
}

export function RegisterForm() {
  const form = useForm<RegisterInput>({ resolver: yupResolver(registerSchema), defaultValues: DEFAULTS });
  const { register, handleSubmit, setValue, setError, reset, formState: { errors, isSubmitting } } = form;
  const country = useWatch({ control: form.control, name: 'Country' }) ?? '';
  const countryNames = useCountryNames();
  /** The kept response of a successful request (spec §4); cleared on failure. */
  const [result, setResult] = useState<RegisterResponse | null>(null);
  /** Bumped after a registration, to start the phone inputs afresh. */
  const [round, setRound] = useState(0);

  // The schema checks both numbers (empty counts as valid); a bad one also gets the catalogue's toast.
  function onInvalid(invalid: FieldErrors<RegisterInput>) {
    if (invalid.phone_number || invalid.telephone_number) toast.error(PHONE_ERROR);
  }

  async function onValid(values: RegisterInput) {
    try {
      const res = await courier<RegisterResponse>('auth/register', { method: 'POST', body: values });
      setResult(res);
      toast.success(res.message || REGISTER_SUCCESS);
      reset(DEFAULTS);
      setRound((r) => r + 1);
    } catch (err) {
      setResult(null);
      toast.error(err instanceof CourierError && err.message ? err.message : REGISTER_FAILURE);
      // Field-level answers (e.g. "Already taken.") are shown by their fields too.
      if (err instanceof CourierError && err.errors) {
        for (const [key, text] of Object.entries(err.errors)) {
          if (key in DEFAULTS) setError(key as keyof RegisterInput, { type: 'server', message: text });
        }
      }
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {TEXT_FIELDS.map(([name, label, autoComplete, type]) => (
            <TextField key={name} id={name} label={label} type={type} autoComplete={autoComplete} aria-required="true" registration={register(name)} error={errors[name]} />
          ))}
          <CountryField
            name="Country"
            id="Country"
            label="Country"
            onPicked={() => {
              setValue('City', '');
              setValue('Origin', '');
            }}
          />
          <CityField name="Origin" id="City" label="City" country={country} onPicked={(city) => setValue('City', city?.CityName ?? '', { shouldDirty: true })} />
          {/* Both pickers default to the chosen country. */}
          <FormPhoneField key={`p${round}`} name="phone_number" id="phone_number" label="Phone Number" countryNames={countryNames} followCountry="Country" />
          <FormPhoneField key={`t${round}`} name="telephone_number" id="telephone_number" label="Telephone Number" countryNames={countryNames} followCountry="Country" />
        </div>

        {result && (
          <div role="status" className="rounded-control border border-success-700 bg-success-50 p-3 text-success-900">
            <p className="font-semibold">{result.message || REGISTER_SUCCESS}</p>
            {result.data?.username && (
              <p className="mt-1 text-sm">
                Request for user name {result.data.username}
                {result.data.email ? ` (${result.data.email})` : ''} is awaiting approval.
              </p>
            )}
          </div>
        )}

        <Button type="submit" busy={isSubmitting} className="w-full md:w-auto md:px-10">{isSubmitting ? 'Registering…' : 'Register'}</Button>
      </form>
    </FormProvider>
  );
}
