'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { ApiText, useApiMessage } from '@/components/ui/api-message';
import { SearchFilter } from '@/components/ui/filter-bar';
import { CheckboxField, errorAt, messageAt, TextareaField } from '@/components/ui/form-fields';
import { formatDubaiDate } from '@/components/ui/format';
import { formatCount } from '@/components/shipping/shipment-format';
import { useDebounced } from '@/components/ui/use-debounced';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import type { SchedulePickupInput } from '@/lib/schemas/pickup';
import { MAX_PICKUP_AWBS } from '@/lib/schemas/pickup-model';
import type { ShipmentList } from '@/lib/schemas/shipment';
import { splitTrackingInput } from '@/lib/tracking-input';

/**
 * Statuses of shipments a pickup may still collect: created and never on a pickup, or left over from a cancelled or failed one. (Those with "Pickup requested"
 * or "Courier assigned" are on an open pickup already; the API refuses them.)
 */
const WAITING = ['CREATED', 'PICKUP_CANCELLED', 'PICKUP_FAILED'] as const;

/** The account's shipments that can join a pickup, newest first, narrowed by `search` (ShipmentHistory's). */
async function collectable([, search]: readonly [string, string]) {
  const pages = await Promise.all(WAITING.map((Status) => courier<Envelope<ShipmentList>>('ShipmentHistory', { method: 'POST', body: { search, Status, limit: 100 } })));
  const shipments = pages.flatMap((p) => p.data.Shipments).sort((a, b) => (a.CreatedAt < b.CreatedAt ? 1 : -1));
  return { shipments, more: pages.reduce((n, p) => n + p.data.Total, 0) > shipments.length };
}

/**
 * The form's airway bills, how to change them, and the error to show: the list's own (too many, or the API's 422 naming them) or the first bad number's (its
 * text already in the page's language, as it is put after the number).
 */
function useAwbs() {
  const t = useTranslations('pickups.awbs');
  const apiText = useApiMessage();
  const { control, setValue } = useFormContext<SchedulePickupInput>();
  const formState = useFormState({ control });
  const { errors, isSubmitted } = formState;
  const values = useWatch({ control, name: 'AirWayBillNos' }) ?? [];
  const set = (next: string[]) => setValue('AirWayBillNos', next, { shouldValidate: isSubmitted, shouldDirty: true });
  const at = (path: string) => messageAt(errors, `AirWayBillNos${path}`);
  const items = errorAt(errors, 'AirWayBillNos');
  const i = Array.isArray(items) ? items.findIndex((_, k) => at(`.${k}`)) : -1;
  return { values, set, error: at('') ?? at('.root') ?? (i < 0 ? undefined : t('lineError', { line: values[i] || t('line', { n: String(i + 1) }), error: apiText(at(`.${i}`) ?? '') })) };
}

/** Numbers typed one a line. The text stays as typed (blank lines included); the form holds the numbers in it. */
function AwbTextarea() {
  const t = useTranslations('pickups.awbs');
  const locale = useLocale();
  const { values, set, error } = useAwbs();
  const [typed, setTyped] = useState(() => values.join('\n'));
  return (
    <TextareaField
      id="AirWayBillNos"
      label={t('label')}
      hint={t('typedHint', { max: formatCount(MAX_PICKUP_AWBS, locale) })}
      error={error}
      className="md:col-span-2"
      rows={4}
      value={typed}
      onChange={(e) => {
        setTyped(e.target.value);
        set(splitTrackingInput(e.target.value));
      }}
      spellCheck={false}
      autoComplete="off"
      inputMode="numeric"
      dir="ltr"
    />
  );
}

const ID = 'awb-checklist';

/**
 * The account's shipments still waiting for collection, as checkboxes (a native multi-select that keyboards and screen readers know). A search narrows the
 * list; what is ticked stays ticked while it is hidden.
 */
function AwbChecklist({ onUnavailable }: { onUnavailable: () => void }) {
  const t = useTranslations('pickups.awbs');
  const locale = useLocale();
  const { values: selected, set, error: message } = useAwbs();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const { data, error, isLoading } = useSWR(['collectable-shipments', debounced] as const, collectable, { keepPreviousData: true });
  const rows = data?.shipments ?? [];

  // No access to the shipment list (or it failed): the parent offers the typed list instead.
  useEffect(() => {
    if (error) onUnavailable();
  }, [error, onUnavailable]);

  return (
    <fieldset className="min-w-0 space-y-2 md:col-span-2" aria-describedby={`${ID}-hint${message ? ` ${ID}-error` : ''}`}>
      <legend className="font-medium text-ink">{t('label')}</legend>
      <p id={`${ID}-hint`} className="text-sm text-muted">
        {t('listHint', { max: formatCount(MAX_PICKUP_AWBS, locale) })}
      </p>
      <div className="sm:max-w-sm">
        <SearchFilter id={`${ID}-search`} label={t('find')} value={search} onChange={setSearch} placeholder={t('findPlaceholder')} />
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-ink">
        {selected.length === 0 ? t('noneSelected') : t('selected', { n: formatCount(selected.length, locale), awbs: selected.join(', ') })}
      </p>
      <div aria-busy={isLoading} className="max-h-64 overflow-y-auto rounded-control border border-control bg-surface">
        {rows.length === 0 ? (
          <p className="p-3 text-muted">{t(isLoading ? 'loading' : debounced ? 'noMatch' : 'noneWaiting')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {rows.map((s) => (
              <li key={s.AirWayBillNo}>
                <CheckboxField
                  id={`${ID}-${s.AirWayBillNo}`}
                  checked={selected.includes(s.AirWayBillNo)}
                  onChange={(e) => set(e.target.checked ? [...selected, s.AirWayBillNo] : selected.filter((a) => a !== s.AirWayBillNo))}
                  className="px-3 py-1 hover:bg-canvas"
                  label={
                    <span>
                      <span className="font-mono font-semibold">{s.AirWayBillNo}</span>
                      <span className="block text-sm text-muted">
                        {t('shipmentLine', { receiver: s.ReceiverName, destination: s.Destination, date: formatDubaiDate(s.CreatedAt, locale) })}
                        {s.Reference ? ` · ${s.Reference}` : ''}
                      </span>
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data?.more && <p className="text-sm text-muted">{t('more')}</p>}
      {message && (
        <p id={`${ID}-error`} className="text-sm text-danger-700">
          <ApiText text={message} />
        </p>
      )}
    </fieldset>
  );
}

/** The airway bills a pickup should collect: ticked from the account's shipments when the user may list them (Air_Way_bill_history), else typed. */
export function AwbPicker({ canList }: { canList: boolean }) {
  const [typed, setTyped] = useState(!canList);
  const fallBack = useCallback(() => setTyped(true), []);
  return typed ? <AwbTextarea /> : <AwbChecklist onUnavailable={fallBack} />;
}
