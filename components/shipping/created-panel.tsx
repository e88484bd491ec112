'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FactList, type Fact } from './fact-list';

interface Props {
  title: string;
  /** The API's message (for a prepaid account it says what was taken from the balance). */
  message: string;
  /** What was created, big: its label, its number and the number's test id. */
  number: readonly [label: string, value: string, testId: string];
  facts: readonly Fact[];
  /** The print buttons and what to do next. */
  children: ReactNode;
}

/** What a write created (an airway bill, a batch): focused when it appears, so a screen reader reads it. */
export function CreatedPanel({ title, message, number: [label, value, testId], facts, children }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-card border border-line border-t-4 border-t-success-700 bg-surface p-4 shadow-card sm:p-6">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-title text-success-900 focus:outline-none">
        {title}
      </h2>
      <p>{message}</p>
      <FactList
        facts={[
          [
            label,
            <span key={testId} className="break-all font-mono text-2xl font-bold tracking-wider" data-testid={testId}>
              {value}
            </span>,
          ],
          ...facts,
        ]}
      />
      <div className="flex flex-wrap gap-3 max-sm:flex-col">{children}</div>
    </section>
  );
}
