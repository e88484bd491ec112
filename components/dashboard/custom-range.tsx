'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { createDashboardRangeSchema, type DashboardRange } from '@/lib/schemas/dashboard';

/** The dashboard's "Custom" range: a From/To form checked with the API's own schema (range-picker.tsx loads it when chosen). */
export default function CustomRange({ range, onApply }: { range: DashboardRange; onApply: (r: DashboardRange) => void }) {
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
