'use client';

import { useState } from 'react';
import { controlClass } from '@/components/ui/form-fields';
import { parseAwbList } from '@/components/shipping/print-by-number';

const ID = 'scan-awbs';

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
    <div className="md:row-span-3">
      <label htmlFor={ID} className="block font-medium">
        Airway bills
      </label>
      <textarea
        id={ID}
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
        aria-invalid={!!problem}
        aria-describedby={`${ID}-hint ${ID}-count${problem ? ` ${ID}-error` : ''}`}
        className={`${controlClass} font-mono`}
      />
      <p id={`${ID}-hint`} className="mt-1 text-sm text-slate-600">
        {`Scan or paste the 11-digit numbers, one a line (up to ${max}). Repeats count once.`}
      </p>
      <p id={`${ID}-count`} aria-live="polite" className="mt-1 text-sm font-semibold text-slate-800">
        {numbers.length === 1 ? '1 airway bill' : `${numbers.length} airway bills`}
        {invalid.length > 0 && `, ${invalid.length} not valid`}
      </p>
      {problem && (
        <p id={`${ID}-error`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
