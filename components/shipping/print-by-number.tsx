'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextareaField } from '@/components/ui/form-fields';
import { Panel } from '@/components/ui/states';
import { MAX_PRINT_AWBS } from '@/lib/schemas/print-layouts';
import { parseAwbList } from './awb-list';
import { PrintButton } from './print-button';
import { formatCount } from './shipment-format';

// Kept here too for the Admin's scan form, which imports it from this file.
export { parseAwbList };

/** The "Print airway bills" tab: for users who may print but not browse the history, and for reprinting several known numbers at once. */
export function PrintByNumber() {
  const t = useTranslations('shipping.print');
  const locale = useLocale();
  const [text, setText] = useState('');
  const { numbers, invalid } = parseAwbList(text);
  const problem = invalid.length
    ? t('notElevenDigits', { numbers: `${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}` })
    : numbers.length > MAX_PRINT_AWBS
      ? t('tooMany', { max: formatCount(MAX_PRINT_AWBS, locale) })
      : '';
  return (
    <Panel title={t('byNumberTitle')}>
      <div className="max-w-xl space-y-4">
        <TextareaField
          id="print-awb-numbers"
          label={t('numbersLabel')}
          hint={t('numbersHint', { max: formatCount(MAX_PRINT_AWBS, locale) })}
          rows={5}
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={problem}
        />
        <PrintButton target={{ AirWayBillNos: problem ? [] : numbers }} label={numbers.length > 1 ? t('printCount', { count: numbers.length, n: formatCount(numbers.length, locale) }) : t('print')} />
      </div>
    </Panel>
  );
}
