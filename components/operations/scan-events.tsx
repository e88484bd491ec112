'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useCities } from '@/components/forms/country-city-select';
import { Button } from '@/components/ui/button';
import { messageAt, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError, toastResult } from '@/components/ui/notify';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import {
  createScanEventsSchema,
  DELIVERED_CODE,
  isExceptionCode,
  MAX_DELIVERED_TO,
  MAX_EXCEPTION_REASON,
  MAX_LOCATION,
  MAX_SCAN_AWBS,
  MAX_SCAN_REMARKS,
  SCAN_STATUS_CODES,
  type ScanEventsAnswer,
} from '@/lib/schemas/operations';
import { AwbScanList } from './awb-scan-list';
import { ReceiverNotes } from './receiver-notes';
import { ScanResults } from './scan-results';

interface ScanForm {
  AirWayBillNos: string[];
  StatusCode: string;
  Location: string;
  Remarks: string;
  DeliveredTo?: string;
  ExceptionReason?: string;
}

const EMPTY: ScanForm = { AirWayBillNos: [], StatusCode: '', Location: '', Remarks: '', DeliveredTo: '', ExceptionReason: '' };
const FIELDS = new Set(['StatusCode', 'Location', 'Remarks', 'DeliveredTo', 'ExceptionReason']);

/**
 * The "Scan events" tab: airway bills scanned or pasted one a line, one status
 * with its location and remarks (who received it when delivered, the reason
 * of an exception), and a result for each airway bill. The list stays after
 * recording, so the same parcels can be scanned on to their next status.
 */
export function ScanEvents() {
  const t = useTranslations('operations.scan');
  /** The statuses operations may record, under the names the shipping pages' status filter uses. */
  const statusName = useTranslations('shipping.statusFilter');
  const schema = useMemo(() => createScanEventsSchema(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ScanForm>({ resolver: yupResolver(schema) as unknown as Resolver<ScanForm>, defaultValues: EMPTY });
  const code = useWatch({ control, name: 'StatusCode' });
  const listed = useWatch({ control, name: 'AirWayBillNos' });
  const { cities } = useCities('AE');
  const [answer, setAnswer] = useState<Envelope<ScanEventsAnswer> | null>(null);
  const [listKey, setListKey] = useState(0);

  async function onValid(v: ScanForm) {
    try {
      const res = await courier<Envelope<ScanEventsAnswer>>('ScanEvents', {
        method: 'POST',
        body: { AirWayBillNos: v.AirWayBillNos, StatusCode: v.StatusCode, Location: v.Location, Remarks: v.Remarks, DeliveredTo: v.DeliveredTo, ExceptionReason: v.ExceptionReason },
      });
      setAnswer(res);
      toastResult(res, res.data.Updated === res.data.Results.length ? 'success' : 'warning');
    } catch (err) {
      applyFieldErrors(err, setError, (name) => FIELDS.has(name));
      toastError(err);
    }
  }

  function clearList() {
    setValue('AirWayBillNos', [], { shouldValidate: false });
    setListKey((k) => k + 1);
    setAnswer(null);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onValid)} noValidate className="grid grid-cols-1 gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5 md:grid-cols-2">
        <AwbScanList
          key={listKey}
          max={MAX_SCAN_AWBS}
          error={messageAt(errors, 'AirWayBillNos') ?? (errors.AirWayBillNos ? t('awbFormat') : undefined)}
          onChange={(numbers) => setValue('AirWayBillNos', numbers, { shouldValidate: isSubmitted })}
        />
        <SelectField id="scan-status" label={t('status')} registration={register('StatusCode')} error={messageAt(errors, 'StatusCode')} aria-required="true">
          <option value="">{t('chooseStatus')}</option>
          {SCAN_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {statusName(code)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="scan-location"
          label={t('location')}
          list="scan-location-cities"
          maxLength={MAX_LOCATION}
          autoComplete="off"
          registration={register('Location')}
          error={errors.Location}
          hint={t('locationHint')}
        />
        <datalist id="scan-location-cities">
          {cities.map((c) => (
            <option key={c.CityCode} value={c.CityName} />
          ))}
        </datalist>
        {code === DELIVERED_CODE && (
          <TextField id="scan-delivered-to" label={t('deliveredTo')} maxLength={MAX_DELIVERED_TO} aria-required="true" registration={register('DeliveredTo')} error={errors.DeliveredTo} />
        )}
        {isExceptionCode(code) && (
          <TextareaField
            id="scan-exception"
            label={t('exception')}
            rows={2}
            maxLength={MAX_EXCEPTION_REASON}
            aria-required="true"
            registration={register('ExceptionReason')}
            error={messageAt(errors, 'ExceptionReason')}
            hint={t('exceptionHint')}
          />
        )}
        <TextareaField
          id="scan-remarks"
          label={t('remarks')}
          rows={2}
          maxLength={MAX_SCAN_REMARKS}
          registration={register('Remarks')}
          error={messageAt(errors, 'Remarks')}
          hint={t('remarksHint')}
          className="md:col-span-2"
        />
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('recording') : t('record')}
          </Button>
          <Button variant="secondary" onClick={clearList}>
            {t('clear')}
          </Button>
        </div>
      </form>
      <ReceiverNotes awbs={listed ?? []} />
      {answer && <ScanResults message={answer.message} code={answer.code} results={answer.data.Results} />}
    </div>
  );
}
