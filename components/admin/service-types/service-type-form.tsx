'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useCountries } from '@/components/forms/country-city-select';
import { Field } from '@/components/ui/field';
import { courier, CourierError } from '@/lib/fetcher';
import { HOME_COUNTRY, SERVICE_SCOPES, serviceTypeFields, serviceTypeSchema, type ServiceTypeInput } from '@/lib/schemas/service-types';
import { CountryMultiSelect } from './country-multi-select';
import { CheckboxField, SelectField, TextAreaField } from './form-controls';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import type { Envelope, ServiceType } from './types';

const NEW_TYPE: ServiceTypeInput = {
  ServiceCode: '',
  ServiceName: '',
  Scope: 'Domestic',
  Description: '',
  TransitDaysMin: 1,
  TransitDaysMax: 1,
  Countries: [HOME_COUNTRY],
  Active: true,
  CodAvailable: false,
  FuelSurchargePercent: 0,
  CodFeeMin: 0,
  CodFeePercent: 0,
  SortOrder: 0,
};

/** The writable fields of a listed service type (the list adds TransitTime and ShipmentCount). */
export function writableFields(st: ServiceType): ServiceTypeInput {
  const { _id: _, TransitTime: _t, ShipmentCount: _s, ...fields } = st;
  return fields;
}

const isField = (name: string) => name in serviceTypeFields;

interface ServiceTypeFormProps {
  /** The type being edited; none to add one. */
  editing?: ServiceType;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a service type: POST or PUT ServiceTypes with the shared schema. */
export function ServiceTypeForm({ editing, onSaved, onCancel }: ServiceTypeFormProps) {
  const { countries } = useCountries();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(serviceTypeSchema), defaultValues: editing ? writableFields(editing) : NEW_TYPE });
  const scope = useWatch({ control, name: 'Scope' });

  async function onSubmit(values: ServiceTypeInput) {
    try {
      const res = editing
        ? await courier<Envelope<ServiceType>>('ServiceTypes', { method: 'PUT', body: { _id: editing._id, ...values } })
        : await courier<Envelope<ServiceType>>('ServiceTypes', { method: 'POST', body: values });
      toast.success(res.message);
      onSaved();
    } catch (err) {
      const placed = applyFieldErrors(err, setError, isField);
      // A duplicate code is a 409; say so on the code field even without per-field errors.
      if (!placed && err instanceof CourierError && err.status === 409) setError('ServiceCode', { type: 'server', message: err.message }, { shouldFocus: true });
      toast.error(errorMessage(err));
    }
  }

  const scopeField = register('Scope', {
    // Domestic is always AE only; switching to International starts an empty choice.
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => setValue('Countries', e.target.value === 'Domestic' ? [HOME_COUNTRY] : []),
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id="st-code" label="Service code" autoComplete="off" aria-required="true" registration={register('ServiceCode')} error={errors.ServiceCode} />
      <Field id="st-name" label="Service name" autoComplete="off" aria-required="true" registration={register('ServiceName')} error={errors.ServiceName} />
      <SelectField id="st-scope" label="Scope" registration={scopeField} error={errors.Scope}>
        {SERVICE_SCOPES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      {editing && scope !== editing.Scope && (
        <p role="note" className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 sm:col-span-2">
          Changing the scope clears this service&rsquo;s rate card: emirates and countries do not mix.
        </p>
      )}
      <Field id="st-sort" label="Sort order" inputMode="numeric" registration={register('SortOrder')} error={errors.SortOrder} />
      <TextAreaField id="st-description" label="Description" className="sm:col-span-2" registration={register('Description')} error={errors.Description} />
      <Field id="st-transit-min" label="Transit days (min)" inputMode="numeric" aria-required="true" registration={register('TransitDaysMin')} error={errors.TransitDaysMin} />
      <Field id="st-transit-max" label="Transit days (max)" inputMode="numeric" aria-required="true" registration={register('TransitDaysMax')} error={errors.TransitDaysMax} />
      <div className="sm:col-span-2">
        {scope === 'International' ? (
          <Controller
            control={control}
            name="Countries"
            render={({ field, fieldState }) => (
              <CountryMultiSelect id="st-countries" value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} countries={countries} error={fieldState.error?.message ?? errors.Countries?.message} />
            )}
          />
        ) : (
          <p className="rounded border border-slate-300 p-3">
            <span className="font-medium">Countries:</span> United Arab Emirates (AE) — domestic services deliver within the UAE only.
          </p>
        )}
      </div>
      <Field id="st-fuel" label="Fuel surcharge %" inputMode="decimal" registration={register('FuelSurchargePercent')} error={errors.FuelSurchargePercent} />
      <CheckboxField id="st-cod" label="COD available" className="self-end pb-2" registration={register('CodAvailable')} error={errors.CodAvailable} />
      <Field id="st-cod-min" label="COD fee min (AED)" inputMode="decimal" registration={register('CodFeeMin')} error={errors.CodFeeMin} />
      <Field id="st-cod-percent" label="COD fee %" inputMode="decimal" registration={register('CodFeePercent')} error={errors.CodFeePercent} />
      <CheckboxField id="st-active" label="Active" registration={register('Active')} error={errors.Active} />
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
