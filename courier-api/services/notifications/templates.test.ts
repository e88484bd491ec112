// Every receiver notification in both languages and on every channel, as pure
// functions: the airway bill and the tracking link always there, names
// escaped in HTML, codes only when given, Arabic right to left, SMS short.
import { NOTIFY_CHANNELS, NOTIFY_EVENTS, NOTIFY_MESSAGES, type NotifyKind } from '@/lib/schemas/notifications';
import { trackingUrl } from '../labels/barcode';
import { renderNotification, trackingLink } from './templates';
import type { NotifyFacts, RenderInput } from './types';

const SITE = 'https://www.saqrexpress.ae';
const AWB = '93790673933';
const KINDS: NotifyKind[] = [...NOTIFY_EVENTS, ...NOTIFY_MESSAGES];
const LOCALES = ['en', 'ar'] as const;
const ARABIC = /[\u0600-\u06FF]/;

const facts: NotifyFacts = {
  awb: AWB,
  senderName: 'Desert Roses LLC',
  receiverName: 'Omar Khalid',
  status: 'OUT_FOR_DELIVERY',
  destinationCity: 'Abu Dhabi',
  codAmountFils: 15000,
  needsCode: true,
  confirmUrl: `${SITE}/api/follow/confirm?token=abc123`,
};

const input = (kind: NotifyKind, locale: 'en' | 'ar', more: Partial<RenderInput> = {}): RenderInput => ({
  kind,
  channel: 'email',
  locale,
  facts,
  trackingUrl: trackingLink(SITE, AWB, locale),
  ...more,
});

describe('trackingLink', () => {
  it('is the labels’ tracking URL in English and its /ar twin in Arabic', () => {
    expect(trackingLink(SITE, AWB, 'en')).toBe(trackingUrl(SITE, AWB));
    expect(trackingLink(`${SITE}/`, AWB, 'en')).toBe(`${SITE}/?track=${AWB}`);
    expect(trackingLink(SITE, AWB, 'ar')).toBe(`${SITE}/ar/?track=${AWB}`);
  });
});

describe('every kind × language × channel', () => {
  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      for (const channel of NOTIFY_CHANNELS) {
        it(`${kind} in ${locale} by ${channel}`, () => {
          const m = renderNotification(input(kind, locale, { channel, code: '482913' }));
          const link = trackingLink(SITE, AWB, locale);
          for (const part of [m.subject, m.text, m.html, m.short]) expect(part.trim()).not.toBe('');
          for (const part of [m.subject, m.text, m.html, m.short]) expect(part).toContain(AWB);
          for (const part of [m.text, m.html, m.short]) expect(part).toContain(link);
          expect(m.short.length).toBeLessThanOrEqual(300);
          if (locale === 'ar') {
            for (const part of [m.subject, m.text, m.html, m.short]) expect(part).toMatch(ARABIC);
            expect(m.html).toContain('<html lang="ar" dir="rtl">');
            expect(m.html).toContain(`<a href="${link}" dir="ltr"`);
          } else {
            for (const part of [m.subject, m.text, m.short]) expect(part).not.toMatch(ARABIC);
            expect(m.html).toContain('<html lang="en" dir="ltr">');
            // An English SMS carries no invisible direction marks (they would make it a Unicode SMS).
            expect(m.short).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
          }
          expect(m.html).toContain(locale === 'ar' ? 'صقر إكسبريس' : 'Saqr Express');
        });
      }
    }
  }
});

describe('what a message may say', () => {
  it('escapes a receiver’s and a sender’s name in HTML', () => {
    const evil = { ...facts, receiverName: '<script>alert(1)</script>', senderName: 'A & B "<b>"' };
    for (const locale of LOCALES) {
      for (const kind of ['created', 'out_for_delivery', 'receiver_code'] as const) {
        const m = renderNotification({ ...input(kind, locale), facts: evil });
        expect(m.html).not.toContain('<script>');
        expect(m.html).not.toContain('<b>');
        expect(m.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      }
    }
  });

  it('shows a code only when one is given, as given', () => {
    for (const locale of LOCALES) {
      for (const kind of ['out_for_delivery', 'follow_code', 'receiver_code'] as const) {
        const without = renderNotification(input(kind, locale));
        for (const part of [without.subject, without.text, without.html, without.short]) expect(part).not.toMatch(/(?<!#)\b\d{6}\b/);
        const withCode = renderNotification(input(kind, locale, { code: '482913' }));
        for (const part of [withCode.text, withCode.html, withCode.short]) expect(part).toContain('482913');
        expect(withCode.subject).not.toContain('482913');
        const preview = renderNotification(input(kind, locale, { code: '••••••' }));
        expect(preview.html).toContain('••••••');
        expect(preview.short).toContain('••••••');
      }
      // Events that carry no code never show one, even if handed one.
      expect(renderNotification(input('delivered', locale, { code: '482913' })).text).not.toContain('482913');
    }
  });

  it('puts the code on a line of its own in the text, without invisible marks', () => {
    const text = renderNotification(input('receiver_code', 'ar', { code: '482913' })).text;
    expect(text.split('\n')).toContain('482913');
  });

  it('says the courier will ask for a code when one is needed but not carried', () => {
    expect(renderNotification(input('out_for_delivery', 'en')).text).toContain('The courier will ask you for your delivery code.');
    const noCode = renderNotification({ ...input('out_for_delivery', 'en'), facts: { ...facts, needsCode: false } });
    expect(noCode.text).not.toContain('delivery code');
  });

  it('tells the receiver their name, the sender and the cash due in AED', () => {
    const en = renderNotification(input('out_for_delivery', 'en'));
    expect(en.text).toContain('Hello Omar Khalid,');
    expect(en.text).toContain('from Desert Roses LLC');
    expect(en.text).toContain('AED 150.00');
    expect(en.short).toContain('AED 150.00');
    const ar = renderNotification(input('out_for_delivery', 'ar'));
    expect(ar.text).toContain('150.00');
    expect(ar.html).toContain('<bdi>Omar Khalid</bdi>');
    expect(ar.html).toContain(`<span dir="ltr">${AWB}</span>`);
  });

  it('tells a follower only what public tracking shows, with a way out', () => {
    const unsubscribeUrl = `${SITE}/api/follow/unsubscribe?token=${'x'.repeat(43)}`;
    for (const locale of LOCALES) {
      for (const kind of NOTIFY_EVENTS) {
        const m = renderNotification({ ...input(kind, locale, { code: '482913' }), facts: { ...facts, unsubscribeUrl } });
        for (const part of [m.subject, m.text, m.html, m.short]) {
          expect(part).not.toContain('Omar Khalid');
          expect(part).not.toContain('Desert Roses');
          expect(part).not.toContain('150.00');
          expect(part).not.toContain('482913');
        }
        expect(m.short).toContain(unsubscribeUrl);
        expect(m.text).toContain(unsubscribeUrl);
        expect(m.html).toContain(`href="${unsubscribeUrl}"`);
        expect(m.short.length).toBeLessThanOrEqual(300);
      }
      for (const kind of ['follow_confirm', 'follow_code'] as const) {
        const m = renderNotification(input(kind, locale));
        expect(m.text).not.toContain('Omar Khalid');
      }
    }
  });

  it('carries the confirmation link of a follow request', () => {
    for (const locale of LOCALES) {
      const m = renderNotification(input('follow_confirm', locale));
      for (const part of [m.text, m.html, m.short]) expect(part).toContain(facts.confirmUrl);
    }
  });

  it('names the day the receiver chose, in the message’s language', () => {
    const chosen = { ...facts, deliveryDate: '2026-11-24' };
    expect(renderNotification({ ...input('picked_up', 'en'), facts: chosen }).text).toMatch(/Tuesday,? 24 November 2026/);
    expect(renderNotification({ ...input('picked_up', 'ar'), facts: chosen }).text).toContain('24 نوفمبر 2026');
  });

  it('keeps an SMS within 300 characters with a 60-character sender name', () => {
    const long = { ...facts, senderName: 'S'.repeat(60), destinationCity: 'Ras Al Khaimah' };
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const m = renderNotification({ ...input(kind, locale, { channel: 'sms', code: '482913' }), facts: long });
        expect(m.short.length).toBeLessThanOrEqual(300);
      }
    }
  });
});
