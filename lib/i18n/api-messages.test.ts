// The message catalogue against the code that produces the messages: every
// text the courier API (and the BFF proxy in front of it) or a shared yup
// schema can answer has a code, and every code has Arabic with the same
// placeholders. A new message without a code fails here, naming its file.
import path from 'node:path';
import { defaultLocale } from 'yup';
import { API_MESSAGES_AR } from './api-messages.ar';
import {
  API_MESSAGES,
  loadArabicApiMessages,
  localizeMessage,
  localizeMessageWith,
  messageCode,
  type ApiMessageCode,
} from './api-messages';
import { scanApiMessages } from './api-messages-scan';

const ROOT = path.resolve(__dirname, '../..');
const scan = scanApiMessages(ROOT, [
  { dir: 'courier-api', recursive: true },
  { dir: 'lib/schemas', recursive: false },
  { file: 'lib/courier-route.ts' },
]);

/**
 * Places the scan cannot follow to text, and why that is fine. Each is
 * `file:line expression` without the line number.
 */
const NOT_TEXT: Array<[RegExp, string]> = [
  [/^courier-api\/merchant\/envelope\.ts parsed\.(message|errors!\[f\])$/, "the /v1 envelope re-shaping the courier API's own messages"],
  [/^courier-api\/merchant\/test-mode\.ts result\.Message$/, "the scan rules' reason, answered as data by ScanEvents (Results[].Message)"],
  [/^courier-api\/http\.ts inner\.message$/, "yup's messages: the schemas' texts, scanned in lib/schemas"],
  [/ Object\.values\(errors\)\[0\]$/, 'the headline is the first field error, scanned with the errors'],
  [/^courier-api\/db\/schema\.ts text\('message'\)/, 'a table column named message'],
  [/^lib\/schemas\/contact\.ts requiredText\('Message'/, 'a schema field named message'],
  [/^courier-api\/routes\/contact\.ts input\.message$/, "the visitor's own message, stored"],
  [/^courier-api\/routes\/(batches|rates)\.ts (checked|outcome|parsed)\.errors$/, 'CSV row problems ({ Row, Column, Message } lists), not field errors'],
  [/^lib\/schemas\/list-query\.ts o\.range\.message$/, 'range texts: `message:` at each list, scanned there'],
  [/^lib\/courier-route\.ts json\.message$/, "the proxy passing on the courier API's own message"],
  [/ yup default message: \.required\(\)$/, "yup's '{path} is a required field' (YUP_REQUIRED)"],
  [/^courier-api\/services\/courier\/actions\.ts result\.Message$/, "the scan rules' reason, as in test-mode.ts: answered as data by Courier/Actions (Results[].Message)"],
  [/^lib\/schemas\/tracking\.ts problem\.message$/, 'the tracking list test passing on one of TRACKING_MESSAGES, scanned at their definition'],
  [/^courier-api\/services\/courier\/actions\.ts (out|courierActions)\.message$/, "an action's outcome (refused() and RECORDED, scanned there), stored and replayed unchanged"],
];

/** Codes for texts the scan does not reach: yup's own texts and the browser client's fallback. */
const NOT_SCANNED = new Set<ApiMessageCode>([
  'UNKNOWN_ERROR',
  'YUP_REQUIRED',
  'YUP_NOT_NULL',
  'YUP_DEFINED',
  'YUP_INVALID',
  'YUP_NOT_TYPE',
  'YUP_NOT_TYPE_CAST',
  'YUP_NOT_MIXED',
  'YUP_NOT_MIXED_CAST',
]);

/** A found template as a message: each {name} replaced by a sample value. */
const sample = (text: string) => {
  let i = 0;
  return text.replace(/\{\w+\}/g, () => `X${++i}`);
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const codes = Object.keys(API_MESSAGES) as ApiMessageCode[];

describe('the scan of the courier API and the schemas', () => {
  it('finds the messages (a sanity check on the scan itself)', () => {
    const texts = new Set(scan.messages.map((m) => m.text));
    expect(texts.size).toBeGreaterThan(300);
    for (const known of ['Success', 'Please sign in to continue.', '{label} is required.', 'Airway bill {awb} was not found.', 'Please Enter Tracking Id']) {
      expect(texts).toContain(known);
    }
  });

  it('follows every message to its text, or knows why not', () => {
    const unexplained = scan.unresolved.map((u) => u.replace(/:\d+ /, ' ')).filter((u) => !NOT_TEXT.some(([re]) => re.test(u)));
    expect(unexplained).toEqual([]);
  });

  it('has a code for every message the API can answer', () => {
    const missing = scan.messages.filter((m) => !messageCode(sample(m.text))).map((m) => `${m.at}  ${m.text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no code that no message uses (beyond yup and client fallbacks)', () => {
    const used = new Set(scan.messages.map((m) => messageCode(sample(m.text))?.code));
    expect(codes.filter((c) => !used.has(c) && !NOT_SCANNED.has(c))).toEqual([]);
  });

  it("covers yup's own texts for a null field, a missing object and an invalid value", () => {
    const locale = defaultLocale.mixed as Record<string, unknown>;
    for (const key of ['required', 'notNull', 'defined', 'default']) {
      const text = String(locale[key]).replace(/\$\{(\w+)\}/g, '{$1}');
      expect(Object.values(API_MESSAGES)).toContain(text);
    }
    expect(messageCode('Sender is a required field')).toEqual({ code: 'YUP_REQUIRED', values: { path: 'Sender' } });
    expect(messageCode('email cannot be null')?.code).toBe('YUP_NOT_NULL');
  });

  it('has Arabic for every field label a message names', () => {
    const KEPT = new Set(['_id', 'userId', 'activate']); // API field keys, shown as they are
    const terms = Object.keys(API_MESSAGES_AR.terms ?? {}).map((t) => t.toLowerCase());
    const missing = [...scan.values.keys()].filter((v) => !KEPT.has(v) && !terms.includes(v.toLowerCase()));
    expect(missing).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('has unique codes and unique English texts', () => {
    expect(codes.every((c) => /^[A-Z][A-Z0-9_]*$/.test(c))).toBe(true);
    const texts = Object.values(API_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has Arabic for every code, with the same placeholders, Arabic letters and Latin digits', () => {
    const { terms, ...arabic } = API_MESSAGES_AR;
    expect(Object.keys(arabic).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const ar = arabic[code];
      expect({ code, placeholders: placeholders(ar) }).toEqual({ code, placeholders: placeholders(API_MESSAGES[code]) });
      expect({ code, arabic: /[\u0600-\u06FF]/.test(ar) }).toEqual({ code, arabic: true });
      expect({ code, easternDigits: /[\u0660-\u0669\u06F0-\u06F9]/.test(ar) }).toEqual({ code, easternDigits: false });
    }
    for (const [en, ar] of Object.entries(terms ?? {})) expect({ en, arabic: /[\u0600-\u06FF]/.test(ar) }).toEqual({ en, arabic: true });
  });

  it('keeps every number of the English in the Arabic (facts kept)', () => {
    const numbers = (t: string) => (t.replace(/\{\w+\}/g, '').match(/\d+/g) ?? []).sort();
    for (const code of codes) {
      expect({ code, numbers: numbers(API_MESSAGES_AR[code]) }).toEqual({ code, numbers: numbers(API_MESSAGES[code]) });
    }
  });
});

describe('messageCode', () => {
  it('finds exact texts and templates, with their values', () => {
    expect(messageCode('Success')).toEqual({ code: 'SUCCESS', values: {} });
    expect(messageCode('Airway bill 12345678901 was not found.')).toEqual({ code: 'AWB_NOT_FOUND', values: { awb: '12345678901' } });
    expect(messageCode('Full Name must be at most 100 characters.')).toEqual({ code: 'FIELD_TOO_LONG', values: { label: 'Full Name', max: '100' } });
    expect(messageCode('Not a message of ours.')).toBeUndefined();
  });

  it('prefers the template with the most fixed text', () => {
    expect(messageCode('Rate card of EXP saved.')?.code).toBe('RATE_CARD_SAVED');
    expect(messageCode('Sender address saved.')?.code).toBe('ADDRESS_SAVED');
    expect(messageCode('Amount must be at most 5,000 AED.')?.code).toBe('FIELD_AT_MOST_AED');
  });

  it('answers the same from its cache', () => {
    const first = messageCode('Airway bill 1 was not found.');
    expect(messageCode('Airway bill 1 was not found.')).toBe(first);
  });
});

describe('localizeMessage', () => {
  beforeAll(() => loadArabicApiMessages());

  it('leaves English as it is', () => {
    expect(localizeMessage('Full Name is required.', 'en')).toBe('Full Name is required.');
    expect(localizeMessage('Anything at all', 'en', 'SUCCESS')).toBe('Anything at all');
  });

  it('gives Arabic by code or by text, with the values filled in', () => {
    expect(localizeMessage('Full Name is required.', 'ar', 'FIELD_REQUIRED')).toBe('حقل «الاسم الكامل» مطلوب.');
    expect(localizeMessage('Full Name is required.', 'ar')).toBe('حقل «الاسم الكامل» مطلوب.');
    expect(localizeMessage('Airway bill 12345678901 was not found.', 'ar')).toBe('لم يتم العثور على بوليصة الشحن 12345678901.');
    expect(localizeMessage('Success', 'ar', 'SUCCESS')).toBe(API_MESSAGES_AR.SUCCESS);
  });

  it('writes amounts and months the Arabic way, with Latin digits', () => {
    const paid = localizeMessage('Airway bill 12345678901 created. AED 1,234.50 was taken from your prepaid balance, which is now AED 65.00.', 'ar');
    expect(paid).toContain('1,234.50');
    expect(paid).toContain('د.إ');
    expect(paid).not.toContain('AED');
    expect(localizeMessage('2 invoices generated for January 2026.', 'ar')).toBe('عدد الفواتير التي تم إصدارها عن يناير 2026: 2.');
  });

  it('translates a whole message carried inside another', () => {
    expect(localizeMessage('Service type updated. The scope changed, so the rate card was cleared.', 'ar')).toBe(
      'تم تحديث نوع الخدمة. تغيّر نطاق الخدمة، لذا تم مسح جدول الأسعار.',
    );
  });

  it('falls back to the English text, and never throws', () => {
    expect(localizeMessage('Something new from a later release.', 'ar')).toBe('Something new from a later release.');
    // A code that does not fit the text: the text decides.
    expect(localizeMessage('Please sign in to continue.', 'ar', 'AWB_NOT_FOUND')).toBe(API_MESSAGES_AR.SIGN_IN_REQUIRED);
    expect(localizeMessage('Please sign in to continue.', 'ar', 'NO_SUCH_CODE')).toBe(API_MESSAGES_AR.SIGN_IN_REQUIRED);
    expect(localizeMessageWith(undefined, 'Success')).toBe('Success');
    expect(localizeMessageWith(API_MESSAGES_AR, undefined as unknown as string)).toBeUndefined();
  });

  it('works from a table loaded lazily', async () => {
    const table = await loadArabicApiMessages();
    expect(localizeMessageWith(table, 'Passwords do not match.')).toBe('كلمتا المرور غير متطابقتين.');
  });
});
