'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { BookingInput } from '@/lib/schemas/booking';
import { codeOfType, useApiMessage } from '@/components/ui/api-message';
import { errorAt } from '@/components/ui/form-fields';
import { useTransitTime } from '@/components/rates/transit';
import { formatAed, formatKg } from '@/lib/money';
import type { RateFinderResult, ServiceType } from './types';
import { useLiveRates } from './use-live-rates';

interface Option { service: ServiceType; price?: number; transit: string; reason?: string }

/** Each service with its live price, or why it cannot carry this shipment (`notOffered` when the API gives no reason). */
function optionsFor(services: ServiceType[], quote: RateFinderResult | null, notOffered: string): Option[] {
  return services.map((service) => {
    if (!quote) return { service, transit: service.TransitTime };
    const rate = quote.Rates.find((r) => r.ServiceTypeId === service._id || r.ServiceCode === service.ServiceCode);
    if (rate) return { service, price: rate.Charges.Total, transit: rate.TransitTime };
    const no = quote.Unavailable.find((u) => u.ServiceCode === service.ServiceCode);
    return { service, transit: service.TransitTime, reason: no?.Reason ?? notOffered };
  });
}

export function ServiceFields() {
  const t = useTranslations('booking.service');
  const locale = useLocale();
  const transitTime = useTransitTime();
  const apiText = useApiMessage();
  const { control, setValue } = useFormContext<BookingInput>();
  const { errors } = useFormState({ control });
  const { field } = useController({ control, name: 'ServiceTypeId' });
  const [OriginCity = '', DestinationCountry = '', DestinationCity = '', Pieces, CodAmount, selected] = useWatch({
    control,
    name: ['Sender.City', 'Receiver.Country', 'Receiver.City', 'Pieces', 'CodAmount', 'ServiceTypeId'],
  });
  const live = useLiveRates({ OriginCity, DestinationCountry, DestinationCity, Pieces, CodAmount });
  const options = optionsFor(live.services, live.quote, t('notOffered'));

  // A chosen service that stops serving the shipment (another route, COD added) is unselected.
  const blocked = options.find((o) => o.service._id === selected)?.reason;
  const listed = options.some((o) => o.service._id === selected);
  useEffect(() => {
    if (selected && !live.servicesLoading && (blocked || !listed)) setValue('ServiceTypeId', '');
  }, [selected, blocked, listed, live.servicesLoading, setValue]);

  let status = t('prompt');
  if (live.quoteError) status = apiText(live.quoteError.message, (live.quoteError as { code?: string }).code);
  else if (live.updating) status = t('updating');
  else if (live.quote) status = t('pricesFor', { weight: formatKg(live.quote.Weight.ChargeableKg, locale) });

  const fieldError = errorAt(errors, 'ServiceTypeId');
  const error = fieldError?.message ? apiText(fieldError.message, codeOfType(fieldError.type)) : undefined;
  // react-hook-form focuses this one when the choice is missing: the first that can be chosen.
  const focusable = options.findIndex((o) => !o.reason);
  return (
    <div className="md:col-span-2">
      <p role="status" aria-live="polite" className="mb-3 text-sm text-muted">{status}</p>
      {live.servicesError && <p className="text-danger-700">{apiText(live.servicesError.message, (live.servicesError as { code?: string }).code)}</p>}
      {!live.servicesLoading && !live.servicesError && options.length === 0 && DestinationCountry && (
        <p className="text-danger-700">{t('noService')}</p>
      )}
      <div aria-busy={live.updating} className="space-y-2">
        {options.map(({ service, price, transit, reason }, i) => {
          const id = `service-${service.ServiceCode}`;
          const chosen = field.value === service._id;
          return (
            <label
              key={service._id}
              htmlFor={id}
              className={`flex min-h-tap items-start gap-3 rounded-control border p-3 ${reason ? 'border-line bg-canvas text-muted' : 'cursor-pointer border-control hover:border-brand-600'} ${chosen ? 'border-brand-700 ring-2 ring-brand-600' : ''}`}
            >
              <input
                id={id}
                type="radio"
                name={field.name}
                ref={i === focusable ? field.ref : undefined}
                value={service._id}
                checked={chosen}
                disabled={!!reason}
                onChange={() => field.onChange(service._id)}
                onBlur={field.onBlur}
                aria-invalid={!!error}
                aria-describedby={error ? 'ServiceTypeId-error' : undefined}
                className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-semibold">{service.ServiceName}</span>
                <span className="block text-sm">{transitTime(transit)}</span>
                {reason && <span className="block text-sm">{t('notAvailable', { reason: apiText(reason) })}</span>}
              </span>
              {price !== undefined && <span className={`font-bold ${live.updating ? 'opacity-50' : ''}`}>{formatAed(price, locale)}</span>}
            </label>
          );
        })}
      </div>
      {error && <p id="ServiceTypeId-error" className="mt-2 text-sm text-danger-700">{error}</p>}
    </div>
  );
}
