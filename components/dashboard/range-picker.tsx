'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { createDashboardRangeSchema, type DashboardRange } from '@/lib/schemas/dashboard';
import { PRESETS, presetRange, type PresetKey, type RangeChoice } from './date-range';

interface RangePickerProps {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
}

/**
 * The presets as a group of radio buttons (arrow keys move between them),
 * and for "Custom" a From/To form checked with the API's own schema.
 */
export function RangePicker({ value, onChange }: RangePickerProps) {
  function choose(preset: PresetKey) {
    // Custom starts from the range on screen; the others are worked out now.
    onChange({ preset, ...(preset === 'custom' ? { From: value.From, To: value.To } : presetRange(preset, new Date())) });
  }

  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <fieldset>
        <legend className="mb-2 font-semibold text-ink">Date range</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((p) => (
            <label
              key={p.key}
              className="cursor-pointer rounded-full border border-control px-3 py-1.5 text-ink has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input type="radio" name="dashboard-range" value={p.key} checked={value.preset === p.key} onChange={() => choose(p.key)} className="sr-only" />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      {value.preset === 'custom' && <CustomRange key={`${value.From}-${value.To}`} range={value} onApply={(r) => onChange({ preset: 'custom', ...r })} />}
    </div>
  );
}

function CustomRange({ range, onApply }: { range: DashboardRange; onApply: (r: DashboardRange) => void }) {
  const schema = useMemo(() => createDashboardRangeSchema(), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DashboardRange>({ resolver: yupResolver(schema), defaultValues: range });

  return (
    <form noValidate onSubmit={handleSubmit(onApply)} className="flex flex-wrap items-start gap-3" aria-label="Custom date range">
      <TextField id="dashboard-from" label="From" type="date" min="2000-01-01" max="2099-12-31" registration={register('From')} error={errors.From} className="w-44" />
      <TextField id="dashboard-to" label="To" type="date" min="2000-01-01" max="2099-12-31" registration={register('To')} error={errors.To} className="w-44" />
      <button type="submit" className="mt-7 rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Apply
      </button>
    </form>
  );
}
