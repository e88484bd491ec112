'use client';

import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { DOMESTIC_COUNTRY, type RateFinderScope } from './form-values';
import { SelectField, type SelectGroup } from './select-field';
import type { RateFormValues } from './types';
import { useCityOptions, useDestinationCountries } from './use-locations';

interface SelectProps {
  name: FieldPath<RateFormValues>;
  id: string;
  label: string;
  groups: readonly SelectGroup[];
  placeholder: string;
  hint?: string;
  busy?: boolean;
  onPicked?: () => void;
}

/** A drop-down bound to the form, showing the field's validation or server error. */
function FormSelect({ name, onPicked, ...props }: SelectProps) {
  const { control } = useFormContext<RateFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          selectRef={field.ref}
          onBlur={field.onBlur}
          onChange={(v) => {
            field.onChange(v);
            onPicked?.();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Where from and where to: UAE cities for both ends, or a country and its cities abroad. */
export function RouteFields({ scope }: { scope: RateFinderScope }) {
  const { control, setValue } = useFormContext<RateFormValues>();
  const country = useWatch({ control, name: 'DestinationCountry' }) ?? '';
  const uae = useCityOptions(DOMESTIC_COUNTRY);
  const destination = useCityOptions(scope === 'domestic' ? DOMESTIC_COUNTRY : country);
  const countries = useDestinationCountries();

  if (scope === 'domestic') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect name="OriginCity" id="OriginCity" label="Origin city" groups={uae.groups} placeholder={uae.placeholder} busy={uae.loading} />
        <FormSelect
          name="DestinationCity"
          id="DestinationCity"
          label="Destination city"
          groups={uae.groups}
          placeholder={uae.placeholder}
          busy={uae.loading}
        />
      </div>
    );
  }

  const countryName = countries.names.get(country) ?? country;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect
        name="DestinationCountry"
        id="DestinationCountry"
        label="Destination country"
        groups={countries.groups}
        placeholder="Select Country"
        busy={countries.loading}
        // The city list reloads for the new country; the old city cannot stay.
        onPicked={() => setValue('DestinationCity', '')}
      />
      <FormSelect
        name="DestinationCity"
        id="DestinationCity"
        label="Destination city"
        groups={destination.groups}
        placeholder={destination.placeholder}
        busy={destination.loading}
        hint={destination.notFound ? `We have no cities listed in ${countryName} yet. Call us or send us a message for a quote.` : undefined}
      />
      <FormSelect
        name="OriginCity"
        id="OriginCity"
        label="Pickup city in the UAE"
        groups={uae.groups}
        placeholder={uae.placeholder}
        busy={uae.loading}
        hint="We collect from anywhere in the UAE; Dubai unless you choose another city."
      />
    </div>
  );
}
