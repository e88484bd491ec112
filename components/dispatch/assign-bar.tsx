'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { Notice } from '@/components/ui/states';
import type { DispatchBoard } from '@/lib/schemas/courier';

interface AssignBarProps {
  couriers: DispatchBoard['Couriers'];
  /** Shipments and pickups selected. */
  count: number;
  courierId: string;
  onCourier: (id: string) => void;
  onAssign: () => void;
  onClear: () => void;
  busy: boolean;
  /** "Please choose a courier." after an Assign without one. */
  error?: string;
}

/**
 * What is selected and whom to give it: stays in view (sticky) while the
 * dispatcher scrolls down the ready list ticking stops.
 */
export function AssignBar({ couriers, count, courierId, onCourier, onAssign, onClear, busy, error }: AssignBarProps) {
  const t = useTranslations('dispatch.assign');
  return (
    <section aria-label={t('label')} className="sticky top-16 z-10 space-y-3 rounded-card border border-brand-200 bg-surface p-3 shadow-raised sm:p-4">
      {couriers.length === 0 ? (
        <Notice tone="warning">{t('noCouriers')}</Notice>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <SelectField id="dispatch-courier" label={t('courier')} value={courierId} onChange={(e) => onCourier(e.target.value)} error={error} className="min-w-48 flex-1">
            <option value="">{t('chooseCourier')}</option>
            {couriers.map((c) => (
              <option key={c._id} value={c._id}>
                {c.FullName}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap gap-2 max-sm:w-full sm:mt-7">
            <Button onClick={onAssign} busy={busy} disabled={count === 0} className="max-sm:flex-1">
              {busy ? t('busy') : t('submit')}
            </Button>
            {count > 0 && (
              <Button variant="ghost" onClick={onClear}>
                {t('clear')}
              </Button>
            )}
          </div>
        </div>
      )}
      <p role="status" className="text-sm font-semibold text-ink">
        {t('selected', { count })}
        {count > 0 && couriers.length > 0 && <span className="ms-2 font-normal text-muted max-md:hidden">{t('dragHint')}</span>}
      </p>
    </section>
  );
}
