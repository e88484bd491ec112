'use client';

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
 * spaces. A live count says how many distinct numbers are ready.
 */
export function AwbScanList({ max, error, onChange }: Props) {
  const [text, setText] = useState('');
  const { numbers, invalid } = parseAwbList(text);
  const problem = error && invalid.length ? `Each airway bill number is 11 digits. Please check: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}` : error;
  return (
    <TextareaField
      id="scan-awbs"
      label="Airway bills"
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
      aria-required="true"
      error={problem}
      hint={
        <>
          {`Scan or paste the 11-digit numbers, one a line (up to ${max}). Repeats count once.`}
          <span aria-live="polite" className="mt-1 block font-semibold text-ink">
            {numbers.length === 1 ? '1 airway bill' : `${numbers.length} airway bills`}
            {invalid.length > 0 && `, ${invalid.length} not valid`}
          </span>
        </>
      }
      className="md:row-span-3"
    />
  );
}
