'use client';

import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { useRefreshBook } from '@/components/address-book/use-address-book';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { FormSection, TextareaField, errorAt, messageAt } from '@/components/booking/form-controls';
import { GoodsFields, PiecesFields } from '@/components/booking/package-fields';
import { ServiceFields } from '@/components/booking/service-fields';
import { Field } from '@/components/ui/field';
import { courier } from '@/lib/fetcher';
import type { CreateAirwayBillInput, ShipmentDetail } from '@/lib/schemas/shipment';
import { awbDefaults, awbResolver, isFormField, type AwbFormValues } from './awb-form-values';
import { AirwayBillCreated } from './airway-bill-created';
import { PartyPicker } from './party-picker';
import { isHistoryKey } from './use-shipment-history';

interface Created {
  shipment: ShipmentDetail;
  message: string;
}

/** One airway bill form; a new one (new Idempotency-Key) after each success. */
function AirwayBillForm({ onCreated }: { onCreated: (c: Created) => void }) {
  const methods = useForm<AwbFormValues, unknown, CreateAirwayBillInput>({ resolver: awbResolver, defaultValues: awbDefaults() });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = methods;
  // One key per form instance: a retry or a second click creates one airway bill.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const { mutate } = useSWRConfig();
  const refreshReceivers = useRefreshBook('receiver');

  async function onValid(body: CreateAirwayBillInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await courier<{ message: string; data: ShipmentDetail }>('CreateAirwayBill', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      void mutate(isHistoryKey);
      if (body.SaveReceiver) void refreshReceivers();
      onCreated({ shipment: res.data, message: res.message });
    } catch (err) {
      applyFieldErrors(err, setError, isFormField);
      toast.error(errorMessage(err));
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <FormProvider {...methods}>
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Create airway bill" className="space-y-6">
        <p className="text-slate-700">All fields are required unless marked optional.</p>
        <FormSection title="Sender" intro="Where our courier collects the shipment, in the UAE.">
          <PartyPicker party="Sender" />
        </FormSection>
        <FormSection title="Receiver">
          <PartyPicker party="Receiver" />
        </FormSection>
        <FormSection title="Package">
          <PiecesFields />
          <GoodsFields />
        </FormSection>
        <FormSection title="Service">
          <ServiceFields />
        </FormSection>
        <FormSection title="Reference and instructions">
          <Field id="Reference" label="Your reference (optional)" registration={register('Reference')} error={errorAt(errors, 'Reference')} />
          <TextareaField
            id="SpecialInstructions"
            label="Special instructions (optional)"
            rows={3}
            className="md:col-span-2"
            registration={register('SpecialInstructions')}
            error={messageAt(errors, 'SpecialInstructions')}
          />
        </FormSection>
        <button type="submit" disabled={sending || isSubmitting} className="rounded bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {sending ? 'Creating…' : 'Create airway bill'}
        </button>
      </form>
    </FormProvider>
  );
}

/** The "Create airway bill" tab: the form, then the created airway bill with its print buttons. */
export function CreateAirwayBill({ canPrint, onShowHistory }: { canPrint: boolean; onShowHistory?: () => void }) {
  const [created, setCreated] = useState<Created | null>(null);
  const [round, setRound] = useState(0);
  if (created) {
    return (
      <AirwayBillCreated
        shipment={created.shipment}
        message={created.message}
        canPrint={canPrint}
        onAnother={() => {
          setCreated(null);
          setRound((r) => r + 1);
        }}
        onShowHistory={onShowHistory}
      />
    );
  }
  return <AirwayBillForm key={round} onCreated={setCreated} />;
}
