'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCountries } from '@/components/forms/country-city-select';
import { FormDialogActions } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { HOME_COUNTRY, SERVICE_SCOPES, serviceTypeFields, serviceTypeSchema, type ServiceType, type ServiceTypeInput } from '@/lib/schemas/service-types';
import { ChecklistPicker } from './checklist-picker';

const NEW_TYPE: ServiceTypeInput = {
  ServiceCode: '', ServiceName: '', Scope: 'Domestic', Description: '', TransitDaysMin: 1, TransitDaysMax: 1, Countries: [HOME_COUNTRY],
  Active: true, CodAvailable: false, FuelSurchargePercent: 0, CodFeeMin: 0, CodFeePercent: 0, SortOrder: 0,
};

/** The writable fields of a listed service type (the list adds TransitTime and ShipmentCount). */
export function writableFields(st: ServiceType): ServiceTypeInput {
  const { _id: _, TransitTime: _t, ShipmentCount: _s, ...fields } = st;
  return fields;
}

/** Add or edit a service type (none `editing`): POST or PUT ServiceTypes with the shared schema. */
export function ServiceTypeForm({ editing, onSaved, onCancel }: { editing?: ServiceType; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('admin.serviceTypes.form');
  const scopeName = useTranslations('admin.serviceTypes.scopes');
  const { countries } = useCountries();
  const form = useForm({ resolver: yupResolver(serviceTypeSchema), defaultValues: editing ? writableFields(editing) : NEW_TYPE });
  const { register, control, handleSubmit, setError, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const scope = useWatch({ control, name: 'Scope' });
  // The UAE is the origin of every export, never its destination.
  const countryOptions = useMemo(() => countries.filter((c) => c.CountryCode !== HOME_COUNTRY).map((c) => ({ value: c.CountryCode, label: `${c.CountryName} (${c.CountryCode})` })), [countries]);

  async function onSubmit(values: ServiceTypeInput) {
    try {
      const res = await courier<Envelope<ServiceType>>('ServiceTypes', editing ? { method: 'PUT', body: { _id: editing._id, ...values } } : { method: 'POST', body: values });
      toastResult(res);
      onSaved();
    } catch (err) {
      const placed = applyFieldErrors(err, setError, (name) => name in serviceTypeFields);
      // A duplicate code is a 409; say so on the code field even without per-field errors.
      if (!placed && err instanceof CourierError && err.status === 409) setError('ServiceCode', { type: err.code ?? 'server', message: err.message }, { shouldFocus: true });
      toastError(err);
    }
  }

  // Domestic is always AE only; switching to International starts an empty choice.
  const scopeField = register('Scope', { onChange: (e: React.ChangeEvent<HTMLSelectElement>) => setValue('Countries', e.target.value === 'Domestic' ? [HOME_COUNTRY] : []) });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField id="st-code" label={t('code')} autoComplete="off" aria-required="true" registration={register('ServiceCode')} error={errors.ServiceCode} />
      <TextField id="st-name" label={t('name')} autoComplete="off" aria-required="true" registration={register('ServiceName')} error={errors.ServiceName} />
      <SelectField id="st-scope" label={t('scope')} registration={scopeField} error={errors.Scope}>
        {SERVICE_SCOPES.map((s) => (
          <option key={s} value={s}>
            {scopeName(s)}
          </option>
        ))}
      </SelectField>
      {editing && scope !== editing.Scope && (
        <div className="sm:col-span-2">
          <Notice tone="warning" role="note">
            {t('scopeWarning')}
          </Notice>
        </div>
      )}
      <TextField id="st-sort" label={t('sortOrder')} inputMode="numeric" registration={register('SortOrder')} error={errors.SortOrder} />
      <TextareaField id="st-description" label={t('description')} rows={3} className="sm:col-span-2" registration={register('Description')} error={errors.Description} />
      <TextField id="st-transit-min" label={t('transitMin')} inputMode="numeric" aria-required="true" registration={register('TransitDaysMin')} error={errors.TransitDaysMin} />
      <TextField id="st-transit-max" label={t('transitMax')} inputMode="numeric" aria-required="true" registration={register('TransitDaysMax')} error={errors.TransitDaysMax} />
      <div className="sm:col-span-2">
        {scope === 'International' ? (
          <Controller
            control={control}
            name="Countries"
            render={(c) => <ChecklistPicker {...c} id="st-countries" legend={t('countries')} filterLabel={t('searchCountries')} chips={t('chosenCountries')} options={countryOptions} />}
          />
        ) : (
          <p className="rounded-control border border-line bg-canvas p-3">
            {t.rich('domesticCountries', { b: (chunks) => <span className="font-medium">{chunks}</span> })}
          </p>
        )}
      </div>
      <TextField id="st-fuel" label={t('fuel')} inputMode="decimal" registration={register('FuelSurchargePercent')} error={errors.FuelSurchargePercent} />
      <CheckboxField id="st-cod" label={t('cod')} className="self-end" registration={register('CodAvailable')} error={errors.CodAvailable} />
      <TextField id="st-cod-min" label={t('codMin')} inputMode="decimal" registration={register('CodFeeMin')} error={errors.CodFeeMin} />
      <TextField id="st-cod-percent" label={t('codPercent')} inputMode="decimal" registration={register('CodFeePercent')} error={errors.CodFeePercent} />
      <CheckboxField id="st-active" label={t('active')} registration={register('Active')} error={errors.Active} />
      <div className="sm:col-span-2">
        <FormDialogActions onCancel={onCancel} submitLabel={t('save')} busy={isSubmitting} />
      </div>
    </form>
  );
}
