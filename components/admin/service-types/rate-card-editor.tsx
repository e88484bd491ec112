'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useCountries } from '@/components/forms/country-city-select';
import { EMIRATES } from '@/lib/schemas/rate-card';
import { errorMessage } from '@/components/ui/notify';
import { RateCardCsv } from './rate-card-csv';
import { RateCardForm } from './rate-card-form';
import type { Envelope, RateCard, ServiceType } from './types';

interface RateCardEditorProps {
  serviceType: ServiceType;
  onBack: () => void;
}

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      {[0, 1].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

/** One service type's rate card: zones, slabs and bands, with CSV export and import. */
export function RateCardEditor({ serviceType, onBack }: RateCardEditorProps) {
  const key = `RateCard?${new URLSearchParams({ _id: serviceType._id })}`;
  const { data, error, isLoading, mutate } = useSWR<Envelope<RateCard>>(key);
  const { countries } = useCountries();
  // The form starts afresh from a card that replaced it wholesale (an import).
  const [version, setVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  // Domestic cards list emirates; international ones the countries the service serves.
  const destinationOptions = useMemo(() => {
    if (serviceType.Scope === 'Domestic') return EMIRATES.map((e) => ({ value: e, label: e }));
    const names = new Map(countries.map((c) => [c.CountryCode, c.CountryName]));
    return serviceType.Countries.map((code) => ({ value: code, label: names.has(code) ? `${names.get(code)} (${code})` : code }));
  }, [serviceType, countries]);

  const card = data?.data;
  return (
    <section aria-labelledby="rate-card-title" className="space-y-4">
      <button type="button" onClick={onBack} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        ← Back to service types
      </button>
      <div>
        <h2 id="rate-card-title" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Rate card: {serviceType.ServiceCode} {serviceType.ServiceName}
        </h2>
        <p className="text-slate-700">
          {serviceType.Scope} · prices in AED before fuel surcharge ({serviceType.FuelSurchargePercent} %){serviceType.Scope === 'Domestic' ? ' and VAT' : ''}.
        </p>
      </div>
      <RateCardCsv
        serviceTypeId={serviceType._id}
        onImported={(imported) => {
          void mutate({ message: 'Success', data: imported }, { revalidate: false });
          setVersion((v) => v + 1);
        }}
      />
      {error && !card && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(error)}</p>
          <button type="button" onClick={() => void mutate()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {!card && isLoading && <CardSkeleton />}
      {card && (
        <RateCardForm
          key={version}
          card={card}
          destinationOptions={destinationOptions}
          onSaved={(saved) => void mutate({ message: 'Success', data: saved }, { revalidate: false })}
        />
      )}
    </section>
  );
}
