'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Panel } from '@/components/ui/states';
import { PRESETS, presetRange, type RangeChoice } from './date-range';

// The From/To form (react-hook-form, yup and the API's schema) loads when
// "Custom" is chosen, not with the dashboard (issue 12).
const CustomRange = lazy(() => import('./custom-range'));

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
      {value.preset === 'custom' && (
        <Suspense fallback={<p className="mt-3 text-muted">{t('loadingCustom')}</p>}>
          <CustomRange key={`${value.From}-${value.To}`} range={value} onApply={(r) => onChange({ preset: 'custom', ...r })} />
        </Suspense>
      )}
    </Panel>
  );
}
