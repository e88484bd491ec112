'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { registerSchema, type RegisterInput } from '@/lib/schemas/auth';
import { CitySelect, CountrySelect, useCities, useCountries, type CityItem } from './country-city-select';
import { intlRegionNames, isPhoneCountry, isValidNational, toE164, type CountryCode } from '@/components/ui/phone';
import { PhoneField, type PhoneValue } from '@/components/ui/phone-field';

/** Texts from the spec's error catalogue (§8), spelling as in the product. */
export const PHONE_ERROR = 'Please enter valid Mobile No Or Phone No';
export const REGISTER_SUCCESS = 'Your Account is Created We Will Notify as well as soon';
export const REGISTER_FAILURE = 'An error occurred';

const DEFAULT_COUNTRY = 'AE';

const DEFAULTS: RegisterInput = {
  username: '',
  full_name: '',
  email: '',
  company_name: '',
  address_line_1: '',
  address_line_2: '',
  phone_number: '',
  telephone_number: '',
  Country: DEFAULT_COUNTRY,
  City: '',
  Origin: '',
};

const emptyPhone = (country: CountryCode = DEFAULT_COUNTRY): PhoneValue => ({ country, national: '' });

interface RegisterResponse {
  message: string;
  data?: { _id?: string; status?: string; username?: string; email?: string; createdAt?: string };
}

type PhoneField = 'phone_number' | 'telephone_number';

export function RegisterForm() {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterInput>({ resolver: yupResolver(registerSchema), defaultValues: DEFAULTS });

  const country = useWatch({ control, name: 'Country' }) ?? '';
  const origin = useWatch({ control, name: 'Origin' }) ?? '';
  const { countries } = useCountries();
  const { cities, notFound, isLoading: citiesLoading } = useCities(country);

  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const [telephone, setTelephone] = useState<PhoneValue>(emptyPhone);
  /** The kept response of a successful request (spec §4); cleared on failure. */
  const [result, setResult] = useState<RegisterResponse | null>(null);

  // Country names for the phone pickers: the browser's, then CountryMaster's.
  // Read after mount so that the server-rendered markup matches the first client render.
  const [intlNames, setIntlNames] = useState<Record<string, string>>({});
  useEffect(() => setIntlNames(intlRegionNames()), []);
  const countryNames = useMemo(
    () => ({ ...intlNames, ...Object.fromEntries(countries.map((c) => [c.CountryCode, c.CountryName])) }),
    [intlNames, countries],
  );

  // Both numbers are checked whenever either changes; empty counts as valid.
  const phoneValid = useMemo(() => isValidNational(phone.national, phone.country), [phone]);
  const telephoneValid = useMemo(() => isValidNational(telephone.national, telephone.country), [telephone]);
  const phonesValid = phoneValid && telephoneValid;

  function changePhone(name: PhoneField, value: PhoneValue) {
    (name === 'phone_number' ? setPhone : setTelephone)(value);
    setValue(name, toE164(value.national, value.country), { shouldDirty: true, shouldValidate: isSubmitted });
  }

  function afterCountryChange(code: string) {
    setValue('City', '');
    setValue('Origin', '');
    // The phone pickers default to the chosen country.
    if (isPhoneCountry(code)) {
      changePhone('phone_number', { country: code, national: phone.national });
      changePhone('telephone_number', { country: code, national: telephone.national });
    }
  }

  function changeCity(city: CityItem | null) {
    setValue('City', city?.CityName ?? '', { shouldDirty: true });
    setValue('Origin', city?.CityCode ?? '', { shouldDirty: true });
  }

  function onInvalid() {
    if (!phonesValid) toast.error(PHONE_ERROR);
  }

  async function onValid(values: RegisterInput) {
    if (!phonesValid) {
      toast.error(PHONE_ERROR);
      return;
    }
    try {
      const res = await courier<RegisterResponse>('auth/register', { method: 'POST', body: values });
      setResult(res);
      toast.success(res.message || REGISTER_SUCCESS);
      reset(DEFAULTS);
      setPhone(emptyPhone());
      setTelephone(emptyPhone());
    } catch (err) {
      setResult(null);
      const message = err instanceof CourierError && err.message ? err.message : REGISTER_FAILURE;
      toast.error(message);
      // Field-level answers (e.g. "Already taken.") are shown by their fields too.
      if (err instanceof CourierError && err.errors) {
        for (const [key, text] of Object.entries(err.errors)) {
          if (key in DEFAULTS) setError(key as keyof RegisterInput, { type: 'server', message: text });
        }
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField id="username" label="User Name" autoComplete="username" aria-required="true" registration={register('username')} error={errors.username} />
        <TextField id="full_name" label="Full Name" autoComplete="name" aria-required="true" registration={register('full_name')} error={errors.full_name} />
        <TextField id="email" label="Email ID" type="email" autoComplete="email" aria-required="true" registration={register('email')} error={errors.email} />
        <TextField id="company_name" label="Company Name" autoComplete="organization" aria-required="true" registration={register('company_name')} error={errors.company_name} />
        <TextField id="address_line_1" label="Address Line 1" autoComplete="address-line1" aria-required="true" registration={register('address_line_1')} error={errors.address_line_1} />
        <TextField id="address_line_2" label="Address Line 2" autoComplete="address-line2" aria-required="true" registration={register('address_line_2')} error={errors.address_line_2} />
        <Controller
          control={control}
          name="Country"
          render={({ field }) => (
            <CountrySelect
              id="Country"
              label="Country"
              value={field.value ?? ''}
              countries={countries}
              selectRef={field.ref}
              onBlur={field.onBlur}
              onChange={(code) => {
                field.onChange(code);
                afterCountryChange(code);
              }}
            />
          )}
        />
        <CitySelect id="City" label="City" value={origin} onChange={changeCity} cities={cities} notFound={notFound} loading={citiesLoading} />
        <PhoneField
          id="phone_number"
          label="Phone Number"
          value={phone}
          onChange={(v) => changePhone('phone_number', v)}
          countryNames={countryNames}
          error={errors.phone_number?.message}
        />
        <PhoneField
          id="telephone_number"
          label="Telephone Number"
          value={telephone}
          onChange={(v) => changePhone('telephone_number', v)}
          countryNames={countryNames}
          error={errors.telephone_number?.message}
        />
      </div>

      {result && (
        <div role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">
          <p className="font-semibold">{result.message || REGISTER_SUCCESS}</p>
          {result.data?.username && (
            <p className="mt-1 text-sm">
              Request for user name {result.data.username}
              {result.data.email ? ` (${result.data.email})` : ''} is awaiting approval.
            </p>
          )}
        </div>
      )}

      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded bg-brand-700 py-2 font-semibold text-white disabled:opacity-60 md:w-auto md:px-10"
      >
        {isSubmitting ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}
