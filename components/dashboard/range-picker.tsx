'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { Panel } from '@/components/ui/states';
import { createDashboardRangeSchema, type DashboardRange } from '@/lib/schemas/dashboard';
import { PRESETS, presetRange, type RangeChoice } from './date-range';

/**
 * The presets as a group of radio buttons (arrow keys move between them),
 * and for "Custom" a From/To form checked with the API's own schema.
 */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const t = useTranslations('dashboard.range');
  return (
    <Panel>
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">{t('legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((key) => (
            <label
              key={key}
              className="cursor-pointer rounded-pill border border-control px-3 py-1.5 text-ink has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              {/* Custom starts from the range on screen; the others are worked out now. */}
              <input type="radio" name="dashboard-range" checked={value.preset === key} onChange={() => onChange({ ...presetRange(key, new Date(), value), preset: key })} className="sr-only" />
              {t(`presets.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {value.preset === 'custom' && <CustomRange key={`${value.From}-${value.To}`} range={value} onApply={(r) => onChange({ preset: 'custom', ...r })} />}
    </Panel>
  );
}

function CustomRange({ range, onApply }: { range: DashboardRange; onApply: (r: DashboardRange) => void }) {
  const t = useTranslations('dashboard.range');
  const schema = useMemo(() => createDashboardRangeSchema(), []);
  const { register, handleSubmit, formState } = useForm<DashboardRange>({ resolver: yupResolver(schema), defaultValues: { From: range.From, To: range.To } });
  const dates = { type: 'date', min: '2000-01-01', max: '2099-12-31', className: 'w-44' } as const;
  return (
    <form noValidate onSubmit={handleSubmit(onApply)} className="mt-3 flex flex-wrap items-start gap-3" aria-label={t('custom')}>
      <TextField id="dashboard-from" label={t('from')} registration={register('From')} error={formState.errors.From} {...dates} />
      <TextField id="dashboard-to" label={t('to')} registration={register('To')} error={formState.errors.To} {...dates} />
      <Button type="submit" className="mt-7">
        {t('apply')}
      </Button>
    </form>
  );
}
