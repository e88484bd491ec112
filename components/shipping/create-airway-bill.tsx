'use client';

import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { BOOKS } from '@/components/address-book/types';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-fields';
import { formatAed } from '@/components/ui/format';
import { applyFieldErrors, toastError } from '@/components/ui/notify';
import { useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { CreateAirwayBillInput, ShipmentDetail } from '@/lib/schemas/shipment';
import { awbDefaults, awbResolver, isFormField, type AwbFormValues } from './awb-form-values';
import { CreatedPanel } from './fact-list';
import { ParcelSections } from './parcel-sections';
import { PartyPicker } from './party-picker';

type Created = Envelope<ShipmentDetail>;

/** One airway bill form, with its own Idempotency-Key: a retry or a second click creates one airway bill. */
function AirwayBillForm({ onCreated }: { onCreated: (c: Created) => void }) {
  const methods = useForm<AwbFormValues, unknown, CreateAirwayBillInput>({ resolver: awbResolver, defaultValues: awbDefaults() });
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
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onValid)} noValidate aria-label="Create airway bill" className="space-y-6">
        <p className="text-muted">All fields are required unless marked optional.</p>
        <FormSection title="Sender" intro="Where our courier collects the shipment, in the UAE.">
          <PartyPicker party="Sender" />
        </FormSection>
        <FormSection title="Receiver">
          <PartyPicker party="Receiver" />
        </FormSection>
        <ParcelSections />
        <Button type="submit" busy={methods.formState.isSubmitting} className="max-sm:w-full sm:px-8">Create airway bill</Button>
      </form>
    </FormProvider>
  );
}

/** The "Create airway bill" tab: the form, then the created airway bill (its number, its charge, the two print layouts and what next), then a fresh form. */
export function CreateAirwayBill({ canPrint, onShowHistory }: { canPrint: boolean; onShowHistory?: () => void }) {
  const [created, setCreated] = useState<Created | null>(null);
  if (!created) return <AirwayBillForm onCreated={setCreated} />;
  const { data: s, message } = created;
  return (
    <CreatedPanel
      title="Airway bill created"
      message={message}
      number={['Airway bill number', s.AirWayBillNo, 'created-awb']}
      facts={[
        ['Charge', `${formatAed(s.Charges.Total)} (VAT ${formatAed(s.Charges.Vat)} included)`],
        ['Service', s.ServiceName],
        ['Route', `${s.Origin} → ${s.Destination}`],
        ['Receiver', `${s.ReceiverName}, ${s.ReceiverPhone}`],
      ]}
      print={canPrint ? { target: { AirWayBillNos: [s.AirWayBillNo] }, labels: ['Print A4 airway bill', 'Print 4×6 label'] } : undefined}
    >
      <Button variant="secondary" onClick={() => setCreated(null)}>
        Create another airway bill
      </Button>
      {onShowHistory && <Button variant="secondary" onClick={onShowHistory}>View airway bill history</Button>}
    </CreatedPanel>
  );
}
