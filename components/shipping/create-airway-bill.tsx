'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, Suspense, useRef, useState } from 'react';
import { useForm, useFormContext, useFormState } from 'react-hook-form';
import { BOOKS, type AddressList } from '@/components/address-book/types';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { FormScope } from '@/components/forms/form-scope';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormSection } from '@/components/ui/form-fields';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { useListAtStart, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { formatAed } from '@/lib/money';
import type { CreateAirwayBillInput, ShipmentDetail } from '@/lib/schemas/shipment';
import { awbResolver, awbStart, BOOK_FIRST_PAGE, isFormField, preloadAwbSchema, type AwbFormValues } from './awb-form-values';
import { CreatedPanel } from './fact-list';
import { ParcelSections, useParcelLabels } from './parcel-sections';
import { PartyPicker } from './party-picker';
import { Ltr, Route } from './bidi';

type Created = Envelope<ShipmentDetail>;

/** One airway bill form, with its own Idempotency-Key: a retry or a second click creates one airway bill. */
function AirwayBillForm({ onCreated }: { onCreated: (c: Created) => void }) {
  const t = useTranslations('shipping.create');
  // The sender as it will stay when the book is already known: no switch, no jump.
  const senderBook = useListAtStart<AddressList>(BOOKS.sender.path, BOOK_FIRST_PAGE)?.data;
  const methods = useForm<AwbFormValues, unknown, CreateAirwayBillInput>({ resolver: awbResolver, defaultValues: awbStart(senderBook) });
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const refreshHistory = useRefreshList('ShipmentHistory');
  const refreshReceivers = useRefreshList(BOOKS.receiver.path);

  async function onValid(body: CreateAirwayBillInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const res = await courier<Created>('CreateAirwayBill', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
      void refreshHistory();
      if (body.SaveReceiver) void refreshReceivers();
      onCreated(res);
    } catch (err) {
      applyFieldErrors(err, methods.setError, isFormField);
      toastError(err);
      inFlight.current = false;
    }
  }

  return (
    <FormScope form={methods}>
      <form
        onSubmit={methods.handleSubmit(onValid)}
        // The schema starts loading as soon as the customer starts on the form.
        onFocus={preloadAwbSchema}
        noValidate
        aria-label={t('formLabel')}
        className="space-y-6"
      >
        <SenderFields />
        <FormRest submit={t('submit')} />
      </form>
    </FormScope>
  );
}

/** The form's start: memo, so the form rendering again for its button leaves it be (FormScope). */
const SenderFields = memo(function SenderFields() {
  const t = useTranslations('shipping.create');
  return (
    <>
      <p className="text-muted">{t('required')}</p>
      <FormSection title={t('sender')} intro={t('senderIntro')}>
        <PartyPicker party="Sender" />
      </FormSection>
    </>
  );
});

/**
 * The rest of the form in a boundary of its own: the server sends the top of the form (the sender) with
 * the page and the rest after it, so the first paint is the form's start rather than a placeholder, and
 * the parts hydrate one after the other (issue 12). Memo, and the button reads `isSubmitting` itself:
 * react-hook-form renders the form again as it mounts (a synchronous update), and a boundary that is
 * given new children while still waiting to hydrate is hydrated at that update's priority, in one
 * piece: the receiver, the parcel and the service in one task, the page's longest (e2e: first-paint).
 */
const FormRest = memo(function FormRest({ submit }: { submit: string }) {
  return (
    <Suspense>
      <ParcelFields />
      <SubmitButton label={submit} />
    </Suspense>
  );
});

function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState<AwbFormValues>();
  return (
    <Button type="submit" busy={isSubmitting} className="max-sm:w-full sm:px-8">
      {label}
    </Button>
  );
}

/** The rest of the fields (memo, as SenderFields). */
const ParcelFields = memo(function ParcelFields() {
  const t = useTranslations('shipping.create');
  const parcelLabels = useParcelLabels();
  const { register } = useFormContext<AwbFormValues>();
  return (
    <>
      <FormSection title={t('receiver')}>
        <PartyPicker party="Receiver" />
        <CheckboxField id="DoNotNotify" label={t('doNotNotify')} hint={t('doNotNotifyHint')} registration={register('DoNotNotify')} className="md:col-span-2" />
      </FormSection>
      <ParcelSections labels={parcelLabels} />
    </>
  );
});

/** The "Create airway bill" tab: the form, then the created airway bill (its number, its charge, the two print layouts and what next), then a fresh form. */
export function CreateAirwayBill({ canPrint, onShowHistory }: { canPrint: boolean; onShowHistory?: () => void }) {
  const t = useTranslations('shipping.create');
  const locale = useLocale();
  const [created, setCreated] = useState<Created | null>(null);
  if (!created) return <AirwayBillForm onCreated={setCreated} />;
  const { data: s, message, code } = created;
  return (
    <CreatedPanel
      title={t('created')}
      message={message}
      messageCode={code}
      number={[t('awbNumber'), s.AirWayBillNo, 'created-awb']}
      facts={[
        [t('charge'), t('chargeValue', { total: formatAed(s.Charges.Total, locale), vat: formatAed(s.Charges.Vat, locale) })],
        [t('service'), s.ServiceName],
        [t('route'), <Route key="route" from={s.Origin} to={s.Destination} />],
        [t('receiverLabel'), t.rich('receiverValue', { name: s.ReceiverName, phone: s.ReceiverPhone, ltr: (c) => <Ltr>{c}</Ltr> })],
      ]}
      print={canPrint ? { target: { AirWayBillNos: [s.AirWayBillNo] }, labels: [t('printA4'), t('print4x6')] } : undefined}
    >
      <Button variant="secondary" onClick={() => setCreated(null)}>
        {t('another')}
      </Button>
      {onShowHistory && <Button variant="secondary" onClick={onShowHistory}>{t('viewHistory')}</Button>}
    </CreatedPanel>
  );
}
