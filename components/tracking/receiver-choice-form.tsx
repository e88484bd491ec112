'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import useSWR from 'swr';
import * as yup from 'yup';
import { lazyToast } from '@/components/providers/lazy-toast';
import { apiText } from '@/components/shell/api-text';
import { ApiText } from '@/components/ui/api-message';
import { Button } from '@/components/ui/button';
import { labelClass, messageAt, RadioGroupField, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { applyFieldErrors } from '@/components/ui/notify';
import { Notice } from '@/components/ui/states';
import type { Envelope } from '@/components/ui/use-list';
import { formatAed } from '@/lib/money';
import { courier, CourierError } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import { MAX_RECEIVER_INSTRUCTIONS, RECEIVER_CHOICE_KINDS, receiverChoiceFields, type ReceiverChoiceKind, type ReceiverOptions } from '@/lib/schemas/receiver';
import { FailureLine, failureOf, type Failure } from './failure-line';
import { useReceiverChoiceLines } from './receiver-words';

type Values = { Kind: ReceiverChoiceKind; Date: string; Instructions: string; LeaveWith: string; NeighbourName: string; NeighbourFlat: string; AddressLine1: string; AddressLine2: string; City: string };
const FIELDS = new Set(['Kind', 'Date', 'Instructions', 'LeaveWith', 'NeighbourName', 'NeighbourFlat', 'AddressLine1', 'AddressLine2', 'City']);
const schema = yup.object(receiverChoiceFields);

/** What holds now: the day, the instructions, whom to leave it with, the address. */
function Current({ o }: { o: ReceiverOptions }) {
  const t = useTranslations('tracking.receiver');
  const w = useReceiverChoiceLines();
  const c = o.Current;
  const lines = [c.DeliveryDate && w.deliveryDay(c.DeliveryDate), c.Instructions && w.instructions(c.Instructions), c.LeaveWith && w.leaveWith(c.LeaveWith)].filter(Boolean);
  return (
    <section aria-label={t('current')} className="space-y-1 rounded-control bg-canvas p-3 text-sm">
      <h4 className="font-semibold text-brand-900">{t('current')}</h4>
      {lines.length ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {lines.map((l) => (
            <li key={l as string}>
              <bdi>{l}</bdi>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('nothingYet')}</p>
      )}
      <p>
        <span className="font-semibold">{t('address')}: </span>
        <bdi>{w.address(c.Address)}</bdi>
      </p>
    </section>
  );
}

/** The days offered, one radio each, with the error under them. */
function DayChoice({ id, days, registration, error }: { id: string; days: string[]; registration: UseFormRegisterReturn; error?: string }) {
  const t = useTranslations('tracking.receiver');
  const w = useReceiverChoiceLines();
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={!!error}>
      <legend id={`${id}-legend`} className={labelClass}>
        {t('day')}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('dayHint')}
      </p>
      <div className="mt-1 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {days.map((d) => (
          <label key={d} htmlFor={`${id}-${d}`} className="flex min-h-tap items-center gap-3 text-ink">
            <input id={`${id}-${d}`} type="radio" value={d} {...registration} className="h-5 w-5 shrink-0 accent-brand-700" />
            {w.day(d)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          <ApiText text={error} />
        </p>
      )}
    </fieldset>
  );
}

function ChoiceForm({ awb, token, o, onSaved, onExpired, onConflict }: { awb: string; token: string; o: ReceiverOptions; onSaved: (res: Envelope<ReceiverOptions>) => void; onExpired: (err: unknown) => void; onConflict: () => void }) {
  const t = useTranslations('tracking.receiver');
  const locale = usePageLocale();
  const [failure, setFailure] = useState<Failure | null>(null);
  const c = o.Current;
  const neighbour = c.LeaveWith?.Kind === 'neighbour' ? c.LeaveWith : null;
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: {
      Kind: 'reschedule',
      Date: c.DeliveryDate ?? '',
      Instructions: c.Instructions ?? '',
      LeaveWith: c.LeaveWith?.Kind ?? '',
      NeighbourName: neighbour?.Name ?? '',
      NeighbourFlat: neighbour?.Flat ?? '',
      AddressLine1: '',
      AddressLine2: '',
      City: '',
    },
  });
  const kind = useWatch({ control, name: 'Kind' });
  const leaveWith = useWatch({ control, name: 'LeaveWith' });
  const id = `receiver-${awb}`;
  const kinds = RECEIVER_CHOICE_KINDS.filter((k) => k !== 'redirect' || o.Redirect.Allowed);

  async function onSubmit(v: Values) {
    setFailure(null);
    try {
      const res = await courier<Envelope<ReceiverOptions>>('Receiver/Choice', { method: 'POST', body: { ...v, AirWayBillNo: awb, Token: token } });
      onSaved(res);
      lazyToast('success', await apiText(res.message, locale, res.code));
    } catch (err) {
      if (err instanceof CourierError && err.status === 401) return onExpired(err);
      // Out for delivery meanwhile: the options and the tracking result say so.
      if (err instanceof CourierError && err.status === 409) onConflict();
      if (applyFieldErrors(err, setError, (name) => FIELDS.has(name)) === 0) setFailure(failureOf(err));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <RadioGroupField id={`${id}-kind`} legend={t('what')} options={kinds.map((k) => [k, t(`kinds.${k}`)] as const)} registration={register('Kind')} />
      {!o.Redirect.Allowed && <p className="text-sm text-muted">{t('redirectForbidden')}</p>}
      {kind === 'reschedule' && <DayChoice id={`${id}-day`} days={o.Days} registration={register('Date')} error={messageAt(errors, 'Date')} />}
      {kind === 'instructions' && (
        <TextareaField
          id={`${id}-instructions`}
          label={t('instructions')}
          rows={3}
          maxLength={MAX_RECEIVER_INSTRUCTIONS}
          hint={t('instructionsHint', { max: MAX_RECEIVER_INSTRUCTIONS })}
          registration={register('Instructions')}
          error={errors.Instructions}
        />
      )}
      {kind === 'leave_with' && (
        <>
          <RadioGroupField id={`${id}-leave`} legend={t('leaveWith')} options={[['neighbour', t('neighbour')], ['security', t('security')]]} registration={register('LeaveWith')} />
          {messageAt(errors, 'LeaveWith') && (
            <p role="alert" className="text-sm text-danger-700">
              <ApiText text={messageAt(errors, 'LeaveWith')!} />
            </p>
          )}
          {leaveWith === 'neighbour' && (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField id={`${id}-neighbour`} label={t('neighbourName')} autoComplete="off" registration={register('NeighbourName')} error={errors.NeighbourName} />
              <TextField id={`${id}-flat`} label={t('neighbourFlat')} autoComplete="off" registration={register('NeighbourFlat')} error={errors.NeighbourFlat} />
            </div>
          )}
        </>
      )}
      {kind === 'redirect' && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">
            {t('redirectIn', { emirate: o.Redirect.Emirate })}{' '}
            {o.Redirect.Charge > 0 ? t('redirectCharge', { amount: formatAed(o.Redirect.Charge, locale) }) : t('redirectFree')}
          </p>
          <TextField id={`${id}-line1`} label={t('addressLine1')} autoComplete="address-line1" registration={register('AddressLine1')} error={errors.AddressLine1} className="sm:col-span-2" />
          <TextField id={`${id}-line2`} label={t('addressLine2')} autoComplete="address-line2" registration={register('AddressLine2')} error={errors.AddressLine2} />
          <SelectField id={`${id}-city`} label={t('city')} registration={register('City')} error={errors.City}>
            <option value="">{t('chooseCity')}</option>
            {o.Redirect.Cities.map((city) => (
              <option key={city.CityCode} value={city.CityCode}>
                {city.CityName}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </Button>
      <FailureLine failure={failure} />
    </form>
  );
}

/**
 * With a live session: the receiver's current choices and the form to make
 * another (Receiver/Options, Receiver/Choice). The options are SWR's, keyed
 * by the session, and replaced by what a saved choice answers.
 */
export function ReceiverChoices({ awb, token, onChanged, onExpired }: { awb: string; token: string; onChanged: () => void; onExpired: (err: unknown) => void }) {
  const t = useTranslations('tracking.receiver');
  const { data, error, mutate } = useSWR(['Receiver/Options', awb, token], () => courier<Envelope<ReceiverOptions>>('Receiver/Options', { method: 'POST', body: { AirWayBillNo: awb, Token: token } }), {
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (error instanceof CourierError && error.status === 401) onExpired(error);
  }, [error, onExpired]);
  if (!data) return error ? <FailureLine failure={failureOf(error)} /> : <p role="status" className="text-sm text-muted">{t('loading')}</p>;
  const o = data.data;
  return (
    <div className="space-y-4">
      <Current o={o} />
      {o.CanChange ? (
        <ChoiceForm
          awb={awb}
          token={token}
          o={o}
          onExpired={onExpired}
          onConflict={() => {
            void mutate();
            onChanged();
          }}
          onSaved={(res) => {
            void mutate(res, { revalidate: false });
            onChanged();
          }}
        />
      ) : (
        <Notice role="note">{t('locked')}</Notice>
      )}
    </div>
  );
}
