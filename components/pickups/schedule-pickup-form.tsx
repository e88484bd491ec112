'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyFieldErrors, errorMessage } from '@/components/ui/notify';
import { newIdempotencyKey } from '@/components/booking/booking-session';
import { FormSection } from '@/components/ui/form-fields';
import { PickupFields } from '@/components/booking/pickup-fields';
import { courier, CourierError } from '@/lib/fetcher';
import type { Address } from '@/lib/schemas/address';
import { createSchedulePickupSchema, type SchedulePickupInput } from '@/lib/schemas/pickup';
import { AddressPicker } from './address-picker';
import { CollectFields } from './collect-fields';
import type { Envelope, Pickup } from './types';

// The API's own rules, checked against the clock at each validation.
const schema = createSchedulePickupSchema();
const FIELDS = new Set(['AddressId', 'PickupDate', 'PickupWindowStart', 'PickupWindowEnd', 'Pieces', 'WeightKg', 'AirWayBillNos', 'Remarks']);
const known = (name: string) => FIELDS.has(name) || /^AirWayBillNos\.\d+$/.test(name);

interface Props {
  addresses: Address[];
  /** Whether the user may list the account's shipments (Air_Way_bill_history). */
  canListAwbs: boolean;
  onScheduled: (pickup: Pickup) => void;
  /** Called when the chosen address turned out to be gone, to reload the book. */
  onAddressGone: () => void;
}

export function SchedulePickupForm({ addresses, canListAwbs, onScheduled, onAddressGone }: Props) {
  const preselected = addresses.find((a) => a.IsDefault) ?? addresses[0];
  const methods = useForm<SchedulePickupInput>({
    resolver: yupResolver(schema),
    defaultValues: { AddressId: preselected?._id ?? '', PickupDate: '', PickupWindowStart: '', PickupWindowEnd: '', Pieces: 1, AirWayBillNos: [], Remarks: '' },
  });
  const { handleSubmit, setError } = methods;
  // One key per form: a retry or a second click schedules once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  async function onValid(values: SchedulePickupInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await courier<Envelope<Pickup>>('SchedulePickup', { method: 'POST', body: values, headers: { 'Idempotency-Key': idempotencyKey } });
      onScheduled(res.data);
    } catch (err) {
      if (err instanceof CourierError && err.status === 404) {
        setError('AddressId', { type: 'server', message: err.message }, { shouldFocus: true });
        onAddressGone();
      } else {
        applyFieldErrors(err, setError, known);
      }
      toast.error(errorMessage(err));
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <FormProvider {...methods}>
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Schedule a pickup" className="space-y-6">
        <p className="text-slate-700">All fields are required unless marked optional.</p>
        <FormSection title="Where">
          <AddressPicker addresses={addresses} />
        </FormSection>
        <FormSection title="When">
          <PickupFields />
        </FormSection>
        <FormSection title="What we collect">
          <CollectFields canListAwbs={canListAwbs} />
        </FormSection>
        <button type="submit" disabled={sending} className="rounded bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {sending ? 'Scheduling…' : 'Schedule pickup'}
        </button>
      </form>
    </FormProvider>
  );
}
