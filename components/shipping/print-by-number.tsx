'use client';

import { useId, useState } from 'react';
import { MAX_PRINT_AWBS } from '@/lib/schemas/printing';
import { PrintButton } from './print-button';

/** Numbers typed one a line (or separated by commas or spaces), without repeats. */
export function parseAwbList(text: string): { numbers: string[]; invalid: string[] } {
  const all = [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
  return { numbers: all.filter((n) => /^\d{11}$/.test(n)), invalid: all.filter((n) => !/^\d{11}$/.test(n)) };
}

/**
 * The "Print airway bills" tab: for users who may print but not browse the
 * history, and for reprinting several known numbers at once.
 */
export function PrintByNumber() {
  const id = useId();
  const [text, setText] = useState('');
  const { numbers, invalid } = parseAwbList(text);
  const problem = invalid.length
    ? `Each airway bill number is 11 digits. Please check: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}`
    : numbers.length > MAX_PRINT_AWBS
      ? `You can print up to ${MAX_PRINT_AWBS} airway bills at a time.`
      : '';
  return (
    <div className="max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <label htmlFor={id} className="block font-medium">
        Airway bill numbers (one per line)
      </label>
      <textarea
        id={id}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="w-full rounded border border-slate-400 bg-white p-2 font-mono"
      />
      {problem && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <PrintButton target={{ AirWayBillNos: problem ? [] : numbers }} label={numbers.length > 1 ? `Print ${numbers.length} airway bills` : 'Print'} />
    </div>
  );
}
