'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CopyButton } from '@/components/booking/copy-button';
import { useApiMessage } from '@/components/ui/api-message';
import type { PartyAddress } from '@/lib/schemas/address';
import { Ltr } from './bidi';
import { PrintBoth } from './print-button';

/** A label and its value; false or null leaves the line out. */
export type Fact = readonly [label: string, value: ReactNode] | false | null;

/** Labelled values side by side (a description list); `numeric` aligns the values to the end in tabular figures. */
export function FactList({ facts, numeric, className = '' }: { facts: readonly Fact[]; numeric?: boolean; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {facts.map((f) => f && (
        <div key={f[0]} className="contents">
          <dt className="font-semibold text-muted">{f[0]}</dt>
          <dd className={`min-w-0 break-words ${numeric ? 'text-end tabular-nums' : ''}`}>{f[1]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table cell of two lines: the value, then a muted detail; `className` styles both. */
export function TwoLines({ main, detail, className = '' }: { main: ReactNode; detail?: ReactNode; className?: string }) {
  return (
    <>
      <span className={`block ${className}`}>{main}</span>
      {detail && <span className={`block text-muted ${className}`}>{detail}</span>}
    </>
  );
}

/** A person at an address, a line each (the phone and the email left to right in any language). */
export function PostalAddress({ p, className = '' }: { p: PartyAddress; className?: string }) {
  const t = useTranslations('shipping');
  const lines: ReactNode[] = [p.Company, p.AddressLine1, p.AddressLine2, t('cityCountry', { city: p.City, country: p.Country }), p.Phone && <Ltr>{p.Phone}</Ltr>, p.Email && <Ltr>{p.Email}</Ltr>];
  return (
    <address className={`break-words text-sm not-italic text-ink ${className}`}>
      <span className="block font-semibold">{p.Name}</span>
      {lines.filter(Boolean).map((line, i) => (
        <span key={i} className="block">{line}</span>
      ))}
    </address>
  );
}

interface Props {
  title: string;
  /** The API's message (for a prepaid account it says what was taken from the balance), shown in the page's language; `messageCode` is its code. */
  message?: string;
  messageCode?: string;
  /** What was created, big: its label, its number and the number's test id; `copy` puts a Copy button beside it. */
  number: readonly [label: string, value: string, testId: string];
  copy?: boolean;
  facts: readonly Fact[];
  /** Prints what was created, as A4 pages and as 4×6 labels. */
  print?: Parameters<typeof PrintBoth>[0];
  /** What to do next. */
  children?: ReactNode;
}

/** What a write created (an airway bill, a batch, a pickup): focused when it appears, so a screen reader reads it. */
export function CreatedPanel({ title, message, messageCode, number: [label, value, testId], copy, facts, print, children }: Props) {
  const id = useId();
  const apiText = useApiMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const big = (
    <span key={testId} className="flex flex-wrap items-center gap-4">
      <span className="break-all font-mono text-2xl font-bold tracking-wider" data-testid={testId}>{value}</span>
      {copy && <CopyButton text={value} label={label} />}
    </span>
  );
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-card border border-line border-t-4 border-t-success-700 bg-surface p-4 shadow-card sm:p-6">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-title text-success-900 focus:outline-none">{title}</h2>
      {message && <p>{apiText(message, messageCode)}</p>}
      <FactList facts={[[label, big], ...facts]} />
      <div className="flex flex-wrap gap-3 max-sm:flex-col">
        {print && <PrintBoth {...print} />}
        {children}
      </div>
    </section>
  );
}
