'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { addDays } from '@/lib/schemas/dubai-days';
import { MAX_DISPATCH_DAYS_AHEAD } from '@/lib/schemas/courier';

/** The board's day: a date field (up to a week ahead) and a way back to today. */
export function DayPicker({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const t = useTranslations('dispatch.day');
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-start gap-3 rounded-card border border-line bg-surface p-3 shadow-card sm:p-4">
      <TextField
        id="dispatch-date"
        label={t('date')}
        type="date"
        value={date}
        max={addDays(today, MAX_DISPATCH_DAYS_AHEAD)}
        onChange={(e) => onChange(e.target.value)}
        hint={t('hint', { days: MAX_DISPATCH_DAYS_AHEAD })}
        className="min-w-44 flex-1 sm:max-w-md"
      />
      {date !== today && (
        <Button variant="secondary" onClick={() => onChange(today)} className="max-sm:w-full sm:mt-7">
          {t('today')}
        </Button>
      )}
    </div>
  );
}
