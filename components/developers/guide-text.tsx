import Link from 'next/link';
import { Fragment } from 'react';
import { localizePath, type Locale } from '@/lib/i18n/locales';

// `code` and [words](/Path or #anchor): the only markup the guide's copy uses.
const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline code, shown left to right in either language (the `dir` also isolates it inside an Arabic sentence). */
export function InlineCode({ children }: { children: React.ReactNode }) {
  return (
    <code dir="ltr" className="rounded-control bg-canvas px-1 py-0.5 font-mono text-[0.9em] text-brand-900 ring-1 ring-line">
      {children}
    </code>
  );
}

/** A sentence of the guide with its inline code and links (site paths localized; the portal's without prefetch). */
export function GuideText({ text, locale }: { text: string; locale: Locale }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    if (m[1] !== undefined) parts.push(<InlineCode key={m.index}>{m[1]}</InlineCode>);
    else {
      const href = m[3]!;
      const local = href.startsWith('#') ? href : localizePath(href, locale);
      parts.push(
        <Link key={m.index} href={local} prefetch={href.startsWith('/developers') ? undefined : false} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {m[2]}
        </Link>,
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
