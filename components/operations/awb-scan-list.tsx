'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextareaField } from '@/components/ui/form-fields';
import { parseAwbList } from '@/components/shipping/print-by-number';

interface Props {
  max: number;
  /** The form's error for the list (empty, too long, a malformed number). */
  error?: string;
  /** Every number typed, once each, malformed ones included (the schema names them). */
  onChange: (numbers: string[]) => void;
}

/**
 * Airway bills one a line. A barcode scanner types the digits and Enter, so
 * each scan lands on a line of its own; pasted lists may also use commas or
 * spaces. A live count says how many distinct numbers are ready. The numbers
 * read left to right on Arabic pages too.
 */
export function AwbScanList({ max, error, onChange }: Props) {
  const t = useTranslations('operations.scan');
  const [text, setText] = useState('');
  const { numbers, invalid } = parseAwbList(text);
  const shown = `${invalid.slice(0, 5).join(t('listSeparator'))}${invalid.length > 5 ? '…' : ''}`;
  const problem = error && invalid.length ? t('awbCheck', { numbers: shown }) : error;
  return (
    <TextareaField
      id="scan-awbs"
      label={t('awbs')}
      rows={9}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseAwbList(e.target.value);
        onChange([...parsed.numbers, ...parsed.invalid]);
      }}
      spellCheck={false}
      autoComplete="off"
      inputMode="numeric"
      dir="ltr"
      aria-required="true"
      error={problem}
      hint={
        <>
          {t('awbsHint', { max })}
          <span aria-live="polite" className="mt-1 block font-semibold text-ink">
            {t('awbCount', { count: numbers.length })}
            {invalid.length > 0 && t('invalidCount', { count: invalid.length })}
          </span>
        </>
      }
      className="md:row-span-3"
    />
  );
}
