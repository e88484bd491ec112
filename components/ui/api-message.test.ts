// API and validation texts in the page's language, outside React (toasts) and
// on form fields (errors placed from an API answer keep their code).
import { CourierError } from '@/lib/fetcher';
import { loadArabicApiMessages } from '@/lib/i18n/api-messages';
import { codeOfType, withApiMessage } from './api-message';
import { applyFieldErrors } from './notify';

const withLang = async (lang: string, run: () => Promise<void>) => {
  const g = globalThis as { document?: unknown };
  g.document = { documentElement: { lang } };
  try {
    await run();
  } finally {
    delete g.document;
  }
};
const shown = (english: string, code?: string) => new Promise<string>((resolve) => withApiMessage(english, code, resolve));

describe('withApiMessage', () => {
  it('English pages show the text as it comes, at once', async () => {
    await withLang('en', async () => {
      let text = '';
      withApiMessage('Please sign in to continue.', 'SIGN_IN_REQUIRED', (t) => (text = t));
      expect(text).toBe('Please sign in to continue.');
    });
  });

  it('Arabic pages show the Arabic text, by code or by the English text', async () => {
    const ar = await loadArabicApiMessages();
    await withLang('ar', async () => {
      expect(await shown('Please sign in to continue.', 'SIGN_IN_REQUIRED')).toBe(ar.SIGN_IN_REQUIRED);
      expect(await shown('Please sign in to continue.')).toBe(ar.SIGN_IN_REQUIRED);
      expect(await shown('Not a message the API knows.')).toBe('Not a message the API knows.');
    });
  });
});

describe('field errors from an API answer', () => {
  it('carry their code as the error type, for the field to show in the page language', () => {
    const calls: Array<[string, { type: string; message?: string }]> = [];
    const err = new CourierError('Fix the form.', 400, { Email: 'Please enter a valid email address.', Name: 'Too long.' }, 'WRONG_FIELD_TYPES', { Email: 'EMAIL_INVALID' });
    applyFieldErrors(err, ((name: string, e: { type: string; message?: string }) => void calls.push([name, e])) as never, () => true);
    expect(calls).toEqual([
      ['Email', { type: 'EMAIL_INVALID', message: 'Please enter a valid email address.' }],
      ['Name', { type: 'server', message: 'Too long.' }],
    ]);
    expect(codeOfType('EMAIL_INVALID')).toBe('EMAIL_INVALID');
    expect(codeOfType('server')).toBeUndefined();
    expect(codeOfType(undefined)).toBeUndefined();
  });
});
