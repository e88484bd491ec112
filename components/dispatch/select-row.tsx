'use client';

import { useEffect, useRef, type DragEvent, type ReactNode } from 'react';

/** A stop the dispatcher can tick (the whole card is its label) or drag onto a courier's run. */
export function SelectRow({ id, checked, onChange, onDragStart, children }: { id: string; checked: boolean; onChange: (on: boolean) => void; onDragStart: (e: DragEvent) => void; children: ReactNode }) {
  return (
    <li
      draggable
      onDragStart={onDragStart}
      className={`flex items-start gap-3 rounded-control border p-2 ${checked ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface'}`}
    >
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
        {children}
      </label>
    </li>
  );
}

/** "Select all in …": ticked when all are, half-ticked (indeterminate) when some are; a click selects all, or none when all were. */
export function GroupCheckbox({ id, label, state, onChange }: { id: string; label: string; state: 'all' | 'some' | 'none'; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    // A 44 px target around the 20 px box.
    <span className="flex h-tap w-tap shrink-0 items-center justify-center">
      <input ref={ref} id={id} type="checkbox" aria-label={label} checked={state === 'all'} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5 accent-brand-700" />
    </span>
  );
}
