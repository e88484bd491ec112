'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { codeOfType, useApiMessage } from '@/components/ui/api-message';
import { errorAt } from '@/components/ui/form-fields';
import { isPhoneCountry, splitInternational, toE164 } from '@/components/ui/phone';
import { PhoneField, type PhoneValue } from '@/components/ui/phone-field';
import { useCountries } from './country-city-select';

/**
 * Country names for the phone pickers from CountryMaster, in the page's language (Arabic on Arabic pages, see
 * useCountries). The countries it lacks are named by the browser (Intl.DisplayNames) when a picker's whole list is
 * first wanted (PhoneField): building that table costs some 70–95 ms on a slow phone, which the page's start no
 * longer pays (issue 12).
 */
export function useCountryNames(): Record<string, string> {
  const { countries } = useCountries();
  return useMemo(() => Object.fromEntries(countries.map((c) => [c.CountryCode, c.CountryName])), [countries]);
}

interface FormPhoneFieldProps {
  name: string;
  id: string;
  label: string;
  countryNames: Record<string, string>;
  /** A country field of the form that the picker follows when it changes (Register's Country, the receiver's). */
  followCountry?: string;
}

/** The kit's PhoneField bound by name to the form in context, which holds the E.164 number the API wants. */
export function FormPhoneField({ name, id, label, countryNames, followCountry }: FormPhoneFieldProps) {
  const { control, getValues, setValue } = useFormContext();
  const formState = useFormState({ control });
  const watched = useWatch({ control, name: followCountry ?? name });
  const country = followCountry && isPhoneCountry(watched) ? watched : undefined;
  const [phone, setPhone] = useState<PhoneValue>(() => splitInternational(getValues(name) ?? '') ?? { country: country ?? 'AE', national: '' });

  // The picker moves with the country field (adjusted while rendering, React's way).
  const [seenCountry, setSeenCountry] = useState(country);
  if (country !== seenCountry) {
    setSeenCountry(country);
    if (country) setPhone((p) => ({ country, national: p.national }));
  }

  // Letters alone have no E.164 form: kept as typed, so the schema calls them invalid rather than empty.
  const { isSubmitted } = formState;
  useEffect(() => {
    const value = toE164(phone.national, phone.country) || phone.national.trim();
    if (getValues(name) !== value) setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [phone, name, getValues, setValue, isSubmitted]);

  // The schema's message (or the API's), in the page's language.
  const apiText = useApiMessage();
  const fieldError = errorAt(formState.errors, name);
  const error = typeof fieldError?.message === 'string' && fieldError.message ? apiText(fieldError.message, codeOfType(fieldError.type)) : undefined;
  return <PhoneField id={id} label={label} value={phone} onChange={setPhone} countryNames={countryNames} error={error} />;
}
