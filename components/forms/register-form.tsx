'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useState } from 'react';
import { useForm, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { lazyToast } from '@/components/providers/lazy-toast';
import { withApiMessage } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { registerSchema, type RegisterInput } from '@/lib/schemas/auth';
import { CityField, CountryField } from './country-city-select';
import { FormPhoneField, useCountryNames } from './form-phone-field';
import { FormScope } from './form-scope';

/**
 * Texts from the spec's error catalogue (§8), spelling as in the product: the
 * English of auth.register.phoneError, success and failure (the screen shows
 * those messages, in the page's language).
 */
export const PHONE_ERROR = 'Please enter valid Mobile No Or Phone No';
export const REGISTER_SUCCESS = 'Your Account is Created We Will Notify as well as soon';
export const REGISTER_FAILURE = 'An error occurred';

/** The text fields in the spec's order: name (also the label's key), autocomplete and input type. */
const TEXT_FIELDS = [
  ['username', 'username', undefined],
  ['full_name', 'name', undefined],
  ['email', 'email', 'email'],
  ['company_name', 'organization', undefined],
  ['address_line_1', 'address-line1', undefined],
  ['address_line_2', 'address-line2', undefined],
] as const;

const TEXT_DEFAULTS = Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, ''])) as Pick<RegisterInput, (typeof TEXT_FIELDS)[number][0]>;
const DEFAULTS: RegisterInput = { ...TEXT_DEFAULTS, phone_number: '', telephone_number: '', Country: 'AE', City: '', Origin: '', Locale: 'en' };

interface RegisterResponse {
  message: string;
  data?: { _id?: string; status?: string; username?: string; email?: string; createdAt?: string };
}

/**
 * The request body: the account's emails come in the page's language. English
 * is the API's default, so an English request is sent exactly as the spec shows it.
 */
function requestBody({ Locale: _schemaDefault, ...values }: RegisterInput, locale: string) {
  return locale === 'en' ? values : { ...values, Locale: locale };
}

export function RegisterForm() {
  const t = useTranslations('auth.register');
  const locale = useLocale();
  const form = useForm<RegisterInput>({ resolver: yupResolver(registerSchema), defaultValues: DEFAULTS });
  const { handleSubmit, setError, reset, formState: { isSubmitting } } = form;
  /** The kept response of a successful request (spec §4); cleared on failure. */
  const [result, setResult] = useState<RegisterResponse | null>(null);
  /** Bumped after a registration, to start the phone inputs afresh. */
  const [round, setRound] = useState(0);

  // The schema checks both numbers (empty counts as valid); a bad one also gets the catalogue's toast.
  function onInvalid(invalid: FieldErrors<RegisterInput>) {
    if (invalid.phone_number || invalid.telephone_number) lazyToast('error', t('phoneError'));
  }

  async function onValid(values: RegisterInput) {
    try {
      const res = await courier<RegisterResponse>('auth/register', { method: 'POST', body: requestBody(values, locale) });
      setResult(res);
      lazyToast('success', t('success'));
      reset(DEFAULTS);
      setRound((r) => r + 1);
    } catch (err) {
      setResult(null);
      if (err instanceof CourierError && err.message) withApiMessage(err.message, err.code, (text) => lazyToast('error', text));
      else lazyToast('error', t('failure'));
      // Field-level answers (e.g. "Already taken.") are shown by their fields too.
      if (err instanceof CourierError && err.errors) {
        for (const [key, text] of Object.entries(err.errors)) {
          // The code rides along as the type, so the field shows the message in the page's language.
          if (key in DEFAULTS) setError(key as keyof RegisterInput, { type: err.errorCodes?.[key] ?? 'server', message: text });
        }
      }
    }
  }

  const username = result?.data?.username;
  const email = result?.data?.email;
  return (
    <FormScope form={form}>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
        <RegisterFields round={round} />

        {result && (
          <div role="status" className="rounded-control border border-success-700 bg-success-50 p-3 text-success-900">
            <p className="font-semibold">{t('success')}</p>
            {username && (
              <p className="mt-1 text-sm">
                {email
                  ? t.rich('awaitingWithEmail', { username, email, ltr: (chunks) => <bdi>{chunks}</bdi> })
                  : t.rich('awaiting', { username, ltr: (chunks) => <bdi>{chunks}</bdi> })}
              </p>
            )}
          </div>
        )}

        <Button type="submit" busy={isSubmitting} className="w-full md:w-auto md:px-10">{isSubmitting ? t('busy') : t('submit')}</Button>
      </form>
    </FormScope>
  );
}

/**
 * The form's fields: memo, so the form rendering again (its button, the answer) leaves them be
 * (FormScope). `round` is bumped after a registration, to start the phone inputs afresh.
 */
const RegisterFields = memo(function RegisterFields({ round }: { round: number }) {
  const t = useTranslations('auth.register');
  const { register, setValue, control } = useFormContext<RegisterInput>();
  const { errors } = useFormState({ control });
  const country = useWatch({ control, name: 'Country' }) ?? '';
  const countryNames = useCountryNames();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {TEXT_FIELDS.map(([name, autoComplete, type]) => (
        <TextField
          key={name}
          id={name}
          label={t(`fields.${name}`)}
          type={type}
          dir={name === 'email' || name === 'username' ? 'ltr' : undefined}
          autoComplete={autoComplete}
          aria-required="true"
          registration={register(name)}
          error={errors[name]}
        />
      ))}
      <CountryField
        name="Country"
        id="Country"
        label={t('fields.Country')}
        onPicked={() => {
          setValue('City', '');
          setValue('Origin', '');
        }}
      />
      <CityField name="Origin" id="City" label={t('fields.City')} country={country} onPicked={(city) => setValue('City', city?.CityName ?? '', { shouldDirty: true })} />
      {/* Both pickers default to the chosen country. */}
      <FormPhoneField key={`p${round}`} name="phone_number" id="phone_number" label={t('fields.phone_number')} countryNames={countryNames} followCountry="Country" />
      <FormPhoneField key={`t${round}`} name="telephone_number" id="telephone_number" label={t('fields.telephone_number')} countryNames={countryNames} followCountry="Country" />
    </div>
  );
});
