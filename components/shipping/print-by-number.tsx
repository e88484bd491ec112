'use client';

import { useState } from 'react';
import { TextareaField } from '@/components/ui/form-fields';
import { Panel } from '@/components/ui/states';
import { MAX_PRINT_AWBS } from '@/lib/schemas/printing';
import { PrintButton } from './print-button';

/** Numbers typed one a line (or separated by commas or spaces), without repeats. */
export function parseAwbList(text: string): { numbers: string[]; invalid: string[] } {
  const all = [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
  return { numbers: all.filter((n) => /^\d{11}$/.test(n)), invalid: all.filter((n) => !/^\d{11}$/.test(n)) };
}

/** The "Print airway bills" tab: for users who may print but not browse the history, and for reprinting several known numbers at once. */
export function PrintByNumber() {
  const [text, setText] = useState('');
  const { numbers, invalid } = parseAwbList(text);
  const problem = invalid.length
    ? `Each airway bill number is 11 digits. Please check: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? '…' : ''}`
    : numbers.length > MAX_PRINT_AWBS
      ? `You can print up to ${MAX_PRINT_AWBS} airway bills at a time.`
      : '';
  return (
    <Panel title="Print by airway bill number">
      <div className="max-w-xl space-y-4">
        <TextareaField
          id="print-awb-numbers"
          label="Airway bill numbers (one per line)"
          hint={`Up to ${MAX_PRINT_AWBS} numbers of 11 digits; commas or spaces between them work too.`}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={problem}
        />
        <PrintButton target={{ AirWayBillNos: problem ? [] : numbers }} label={numbers.length > 1 ? `Print ${numbers.length} airway bills` : 'Print'} />
      </div>
    </Panel>
  );
}
