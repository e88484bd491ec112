// fillMessage against next-intl's own formatting, for every message the
// islands fill themselves, as the catalogue holds it (tests) and as the
// build's loader compiles it (next.config.ts, precompile).
import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { messagesAt } from '@/lib/i18n/pick-paths';
import { fillMessage } from './fill-message';

/** Every message passed through fillMessage (top-bar.tsx, sections.tsx, error-screen.tsx), with values to fill in. */
const FILLED = [
  ['shell', 'account.welcome', { name: 'Huda Al Mansoori' }],
  ['home', 'carousel.previous', { label: 'Group companies' }],
  ['home', 'carousel.next', { label: 'Group companies' }],
  ['home', 'carousel.slide', { index: 2, count: 7 }],
  ['shell', 'error.reference', { digest: '2460109028' }],
] as const;

describe.each(LOCALES)('fillMessage (%s)', (locale) => {
  it.each(FILLED)('%s.%s gives what next-intl gives, raw and compiled', (namespace, key, values) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
    const expected = t(key as never, values as never);
    const raw = messagesAt(MESSAGES[locale], `${namespace}.${key}`) as string;
    expect(Object.values(values).every((v) => expected.includes(String(v)))).toBe(true);
    expect(fillMessage(raw, values)).toBe(expected);
    expect(fillMessage(compile(raw) as never, values)).toBe(expected);
  });
});

it('leaves a placeholder it has no value for as it is', () => {
  expect(fillMessage('Hi {name} {x}', { name: 'A' })).toBe('Hi A {x}');
  expect(fillMessage(compile('Hi {name} {x}') as never, { name: 'A' })).toBe('Hi A {x}');
});
