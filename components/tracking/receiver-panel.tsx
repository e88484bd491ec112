'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import type { Envelope } from '@/components/ui/use-list';
import { courier, CourierError } from '@/lib/fetcher';
import { usePageLocale } from '@/lib/i18n/client';
import { receiverVerifySchema, type ReceiverCodeChannel, type ReceiverCodeSent, type ReceiverSession } from '@/lib/schemas/receiver';
import { FailureLine, failureOf, type Failure } from './failure-line';
import { ReceiverChoices } from './receiver-choice-form';

const codeSchema = receiverVerifySchema.pick(['Code']);

/** The code the receiver was sent → a session (Receiver/Verify); a new code, or the other channel, on request. */
function CodeStep({ awb, sent, onResend, resending, onVerified }: { awb: string; sent: ReceiverCodeSent; onResend: (via: ReceiverCodeChannel) => void; resending: boolean; onVerified: (s: ReceiverSession) => void }) {
  const t = useTranslations('tracking.receiver');
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setError, setFocus, formState: { errors, isSubmitting } } = useForm<{ Code: string }>({ resolver: yupResolver(codeSchema), defaultValues: { Code: '' } });
  useEffect(() => setFocus('Code'), [setFocus, sent]);
  const other = sent.Channels.find((c) => c !== sent.Via);

  async function onSubmit({ Code }: { Code: string }) {
    setFailure(null);
    try {
      const res = await courier<Envelope<ReceiverSession>>('Receiver/Verify', { method: 'POST', body: { AirWayBillNo: awb, Code } });
      onVerified(res.data);
    } catch (err) {
      const onField = err instanceof CourierError ? err.errors?.Code : undefined;
      if (onField && err instanceof CourierError) setError('Code', { type: err.errorCodes?.Code ?? 'server', message: onField }, { shouldFocus: true });
      else setFailure(failureOf(err));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      {/* The masked number or address reads left to right inside an Arabic sentence. */}
      <p role="status" className="text-sm text-ink">
        {t('sentTo', { to: `\u2066${sent.SentTo}\u2069`, minutes: sent.ExpiresInMinutes })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField id={`receiver-${awb}-code`} label={t('codeLabel')} inputMode="numeric" autoComplete="one-time-code" dir="ltr" registration={register('Code')} error={errors.Code} className="sm:w-48" />
        <Button type="submit" busy={isSubmitting} className="sm:mt-7">
          {isSubmitting ? t('verifying') : t('verify')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" busy={resending} onClick={() => onResend(sent.Via)}>
          {t('resend')}
        </Button>
        {other && (
          <Button variant="ghost" busy={resending} onClick={() => onResend(other)}>
            {`${t('by')} ${t(other)}`}
          </Button>
        )}
      </div>
      <FailureLine failure={failure} />
    </form>
  );
}

/**
 * The receiver's side of a tracking result (issue 16): a code to the phone
 * or email on the shipment (Receiver/Code), the code (Receiver/Verify), then
 * the choices with the 30-minute session. An expired session starts over.
 * `onChanged` refreshes the tracking result after a choice.
 */
export function ReceiverPanel({ awb, onChanged }: { awb: string; onChanged: () => void }) {
  const t = useTranslations('tracking.receiver');
  const locale = usePageLocale();
  const [sent, setSent] = useState<ReceiverCodeSent | null>(null);
  const [session, setSession] = useState<ReceiverSession | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function send(via?: ReceiverCodeChannel) {
    setSending(true);
    setFailure(null);
    try {
      const res = await courier<Envelope<ReceiverCodeSent>>('Receiver/Code', { method: 'POST', body: { AirWayBillNo: awb, Via: via ?? '', Locale: locale } });
      setSent(res.data);
    } catch (err) {
      setFailure(failureOf(err));
    } finally {
      setSending(false);
    }
  }

  if (session) {
    return (
      <ReceiverChoices
        awb={awb}
        token={session.Token}
        onChanged={onChanged}
        onExpired={(why) => {
          setSession(null);
          setSent(null);
          setFailure(failureOf(why));
        }}
      />
    );
  }
  return (
    <div className="space-y-3">
      {sent ? (
        <CodeStep awb={awb} sent={sent} resending={sending} onResend={(via) => void send(via)} onVerified={setSession} />
      ) : (
        <Button busy={sending} onClick={() => void send()}>
          {sending ? t('sending') : t('send')}
        </Button>
      )}
      <FailureLine failure={failure} />
    </div>
  );
}
