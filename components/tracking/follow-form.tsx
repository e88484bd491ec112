'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { labelClass, TextField } from '@/components/ui/form-fields';
import { courier, CourierError } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import { FOLLOW_CHANNELS, followSchema, followVerifySchema, type FollowChannel, type FollowInput } from '@/lib/schemas/follow';
import { failureOf, FailureLine, type Failure } from './failure-line';

type Step = { kind: 'ask' } | { kind: 'inbox' } | { kind: 'code'; phone: string } | { kind: 'following' };

/**
 * A refused call: its error on `field` when the API named that field (the
 * field shows it), else a line under the form (rate limits, a finished
 * shipment, the network).
 */
function placeError<T extends FieldValues>(err: unknown, field: Path<T>, setError: UseFormSetError<T>): Failure | null {
  const message = err instanceof CourierError ? err.errors?.[field] : undefined;
  if (err instanceof CourierError && message) {
    setError(field, { type: err.errorCodes?.[field] ?? 'server', message }, { shouldFocus: true });
    return null;
  }
  return failureOf(err);
}

function AskForm({ awb, onSent }: { awb: string; onSent: (channel: FollowChannel, address: string) => void }) {
  const t = useTranslations('tracking.follow');
  const locale = usePageLocale();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, watch, resetField, setError, formState: { errors, isSubmitting } } = useForm<FollowInput>({
    resolver: yupResolver(followSchema),
    defaultValues: { AirWayBillNo: awb, Channel: 'email', Address: '', Locale: locale },
  });
  const channel = watch('Channel');
  const id = `follow-${awb}`;

  async function onSubmit(values: FollowInput) {
    setFailure(null);
    try {
      await courier('Follow', { method: 'POST', body: { ...values, AirWayBillNo: awb, Locale: locale } });
      // The schema gives a phone number back as E.164: the code is checked against it.
      onSent(values.Channel as FollowChannel, values.Address ?? '');
    } catch (err) {
      setFailure(placeError(err, 'Address', setError));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset>
        <legend className={labelClass}>{t('by')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {FOLLOW_CHANNELS.map((c) => (
            <label key={c} className="flex min-h-tap items-center gap-2 text-ink">
              <input type="radio" value={c} {...register('Channel', { onChange: () => resetField('Address') })} className="h-5 w-5 accent-brand-700" />
              {t(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {channel === 'sms' ? (
          <TextField
            key="sms"
            id={`${id}-phone`}
            label={t('phoneLabel')}
            hint={t('phoneHint')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            // i18n-literal: an example number, the same in every language
            placeholder="050 123 4567"
            registration={register('Address')}
            error={errors.Address}
            className="grow"
          />
        ) : (
          <TextField
            key="email"
            id={`${id}-email`}
            label={t('emailLabel')}
            type="email"
            dir="ltr"
            autoComplete="email"
            registration={register('Address')}
            error={errors.Address}
            className="grow"
          />
        )}
        <Button type="submit" busy={isSubmitting} className="sm:mt-7">
          {isSubmitting ? t('sending') : t('submit')}
        </Button>
      </div>
      <FailureLine failure={failure} />
    </form>
  );
}

const codeSchema = followVerifySchema.pick(['Code']);

function CodeForm({ awb, phone, onVerified, onBack }: { awb: string; phone: string; onVerified: () => void; onBack: () => void }) {
  const t = useTranslations('tracking.follow');
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setError, setFocus, formState: { errors, isSubmitting } } = useForm<{ Code: string }>({
    resolver: yupResolver(codeSchema),
    defaultValues: { Code: '' },
  });
  useEffect(() => setFocus('Code'), [setFocus]);

  async function onSubmit({ Code }: { Code: string }) {
    setFailure(null);
    try {
      await courier('Follow/Verify', { method: 'POST', body: { AirWayBillNo: awb, Phone: phone, Code } });
      onVerified();
    } catch (err) {
      setFailure(placeError(err, 'Code', setError));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      {/* The number is isolated left to right inside an Arabic sentence. */}
      <p role="status" className="text-sm text-ink">
        {t('codeSent', { phone: `\u2066${phone}\u2069` })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={`follow-${awb}-code`}
          label={t('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          registration={register('Code')}
          error={errors.Code}
          className="sm:w-48"
        />
        <Button type="submit" busy={isSubmitting} className="sm:mt-7">
          {isSubmitting ? t('verifying') : t('verify')}
        </Button>
      </div>
      <Button variant="ghost" onClick={onBack}>
        {t('otherNumber')}
      </Button>
      <FailureLine failure={failure} />
    </form>
  );
}

function Done({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-control bg-brand-50 p-3 text-sm font-semibold text-brand-900">
      <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0">
        <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </p>
  );
}

/**
 * Following a shipment (POST Follow): an email address gets a link to
 * confirm; a phone number gets a 6-digit code, entered here (Follow/Verify).
 * Words from the `tracking` messages; the API's refusals in the page's language.
 */
export function FollowForm({ awb }: { awb: string }) {
  const t = useTranslations('tracking.follow');
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  switch (step.kind) {
    case 'inbox':
      return <Done>{t('checkInbox')}</Done>;
    case 'following':
      return <Done>{t('following')}</Done>;
    case 'code':
      return <CodeForm awb={awb} phone={step.phone} onVerified={() => setStep({ kind: 'following' })} onBack={() => setStep({ kind: 'ask' })} />;
    default:
      return <AskForm awb={awb} onSent={(channel, address) => setStep(channel === 'sms' ? { kind: 'code', phone: address } : { kind: 'inbox' })} />;
  }
}
