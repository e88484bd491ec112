'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useCountries } from '@/components/forms/country-city-select';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import type { Envelope } from '@/components/ui/use-list';
import { EMIRATES, type RateCard } from '@/lib/schemas/rate-card';
import type { ServiceType } from '@/lib/schemas/service-types';
import { RateCardCsv } from './rate-card-csv';
import { RateCardForm } from './rate-card-form';

/** One service type's rate card: zones, slabs and bands, with CSV export and import. */
export function RateCardEditor({ serviceType, onBack }: { serviceType: ServiceType; onBack: () => void }) {
  const t = useTranslations('admin.serviceTypes');
  const { data, error, mutate } = useSWR<Envelope<RateCard>>(`RateCard?${new URLSearchParams({ _id: serviceType._id })}`);
  const { countries } = useCountries();
  // The form starts afresh from a card that replaced it wholesale (an import).
  const [version, setVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  // Domestic cards list emirates; international ones the countries the service serves.
  const destinationOptions = useMemo(() => {
    if (serviceType.Scope === 'Domestic') return EMIRATES.map((e) => ({ value: e, label: t(`emirates.${e}`) }));
    const names = new Map(countries.map((c) => [c.CountryCode, c.CountryName]));
    return serviceType.Countries.map((code) => ({ value: code, label: names.has(code) ? `${names.get(code)} (${code})` : code }));
  }, [serviceType, countries, t]);

  const card = data?.data;
  // i18n-literal: the cached answer's own message, never shown
  const show = (next: RateCard) => void mutate({ message: 'Success', data: next }, { revalidate: false });
  return (
    <section aria-labelledby="rate-card-title" className="space-y-4">
      <Button variant="ghost" onClick={onBack} className="-ms-4">{t('rateCard.back')}</Button>
      <div>
        <h2 id="rate-card-title" ref={heading} tabIndex={-1} className="break-words text-section text-ink focus:outline-none">
          {t('rateCard.title', { code: serviceType.ServiceCode, name: serviceType.ServiceName })}
        </h2>
        <p className="text-muted">
          {t(serviceType.Scope === 'Domestic' ? 'rateCard.noteDomestic' : 'rateCard.noteInternational', {
            scope: t(`scopes.${serviceType.Scope}`),
            fuel: String(serviceType.FuelSurchargePercent),
          })}
        </p>
      </div>
      <RateCardCsv serviceTypeId={serviceType._id} onImported={(imported) => (show(imported), setVersion((v) => v + 1))} />
      {error && !card && <ErrorState error={error} onRetry={() => void mutate()} />}
      {!card && !error && (
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="h-48 w-full rounded-card" />
          <Skeleton className="h-48 w-full rounded-card" />
        </div>
      )}
      {card && <RateCardForm key={version} card={card} destinationOptions={destinationOptions} onSaved={show} />}
    </section>
  );
}
