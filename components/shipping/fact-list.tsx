import type { ReactNode } from 'react';
import type { PartyAddress } from '@/lib/schemas/address';

/** A label and its value; false or null leaves the line out. */
export type Fact = readonly [label: string, value: ReactNode] | false | null;

/** Labelled values side by side (a description list); `numeric` right-aligns the values in tabular figures. */
export function FactList({ facts, numeric, className = '' }: { facts: readonly Fact[]; numeric?: boolean; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {facts.map(
        (f) =>
          f && (
            <div key={f[0]} className="contents">
              <dt className="font-semibold text-muted">{f[0]}</dt>
              <dd className={`min-w-0 break-words ${numeric ? 'text-right tabular-nums' : ''}`}>{f[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** A person at an address, a line each. */
export function PostalAddress({ p, className = '' }: { p: PartyAddress; className?: string }) {
  return (
    <address className={`break-words text-sm not-italic text-ink ${className}`}>
      <span className="block font-semibold">{p.Name}</span>
      {[p.Company, p.AddressLine1, p.AddressLine2, `${p.City}, ${p.Country}`, p.Phone, p.Email].filter(Boolean).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
