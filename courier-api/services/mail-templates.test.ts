// The login emails in both languages, as pure functions: English exactly as
// before issue 13 (plain text, no HTML), Arabic right to left with its values
// kept left to right in both the text and the HTML.
import { accountWelcomeMail, requestRejectedMail, subUserWelcomeMail, type LoginMail } from './mail-templates';

const login: LoginMail = {
  to: 'orders@desertroses.ae',
  fullName: 'Mariam Al Suwaidi',
  username: 'desert.co1',
  oneTimePassword: 'Kp7w-Rm2x-9sQe',
  companyName: 'Desert Roses LLC',
  accountNo: '100005',
  siteUrl: 'https://portal.example.test',
  locale: 'en',
};
const ar = { ...login, locale: 'ar' as const };

const ENGLISH_LOGIN =
  'Sign in at https://portal.example.test/login with:\n\n  Username: desert.co1\n  One-time password: Kp7w-Rm2x-9sQe\n\n' +
  'You will be asked to choose your own password when you first sign in. The one-time password then stops working.';
const ENGLISH_SIGNATURE = '\n\nKind regards,\nSaqr Express customer care\n+971 4 123 4567, care@saqrexpress.ae';
const ARABIC = /[\u0600-\u06FF]/;
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

describe('English emails (unchanged)', () => {
  it('welcomes the first user of an account', () => {
    expect(accountWelcomeMail(login)).toEqual({
      to: 'orders@desertroses.ae',
      subject: 'Welcome to Saqr Express: your account 100005 is ready',
      text: `Dear Mariam Al Suwaidi,\n\nYour Saqr Express business account for Desert Roses LLC (account number 100005) is now active.\n\n${ENGLISH_LOGIN}${ENGLISH_SIGNATURE}`,
    });
  });

  it('welcomes a sub-user, and sends a reset from a customer or from customer care', () => {
    expect(subUserWelcomeMail({ ...login, addedBy: 'Fatima Al Mansoori' })).toEqual({
      to: 'orders@desertroses.ae',
      subject: 'Your Saqr Express portal login for Desert Roses LLC',
      text: `Dear Mariam Al Suwaidi,\n\nFatima Al Mansoori has given you a login to the Saqr Express portal of Desert Roses LLC (account 100005).\n\n${ENGLISH_LOGIN}${ENGLISH_SIGNATURE}`,
    });
    expect(subUserWelcomeMail({ ...login, addedBy: null, reset: true })).toEqual({
      to: 'orders@desertroses.ae',
      subject: 'Your new Saqr Express one-time password',
      text: `Dear Mariam Al Suwaidi,\n\nCustomer care has issued you a new one-time password for the Saqr Express portal of Desert Roses LLC (account 100005).\n\n${ENGLISH_LOGIN}${ENGLISH_SIGNATURE}`,
    });
  });

  it('turns down a registration request', () => {
    expect(requestRejectedMail({ to: 'a@b.ae', fullName: 'Hessa Al Marri', companyName: 'Desert Roses LLC', reason: 'No trade licence.', locale: 'en' })).toEqual({
      to: 'a@b.ae',
      subject: 'Your Saqr Express account request',
      text: `Dear Hessa Al Marri,\n\nThank you for your interest in a Saqr Express business account for Desert Roses LLC. We are unable to open it at this time.\n\nReason: No trade licence.\n\nIf you have questions, reply to this email or call us.${ENGLISH_SIGNATURE}`,
    });
  });
});

describe('Arabic emails', () => {
  const all = [
    accountWelcomeMail(ar),
    subUserWelcomeMail({ ...ar, addedBy: 'Fatima Al Mansoori' }),
    subUserWelcomeMail({ ...ar, addedBy: null, reset: true }),
    requestRejectedMail({ to: 'a@b.ae', fullName: 'Hessa Al Marri', companyName: 'Desert Roses LLC', reason: 'No trade licence.', locale: 'ar' }),
  ];

  it('are in Arabic, text and HTML, with no English left over', () => {
    for (const mail of all) {
      expect(mail.subject).toMatch(ARABIC);
      expect(mail.text).toMatch(ARABIC);
      expect(mail.text).not.toMatch(/Dear|Kind regards|Sign in|Username|password/);
      expect(mail.text).toContain('صقر إكسبريس');
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);
      expect(mail.html).toContain('<div dir="rtl" lang="ar"');
      // The signature's phone number and email stay left to right.
      expect(mail.text).toContain(`${LRI}+971 4 123 4567${PDI}`);
      expect(mail.html).toContain('<span dir="ltr">+971 4 123 4567</span>');
      expect(mail.html).toContain('<span dir="ltr">care@saqrexpress.ae</span>');
    }
  });

  it('link to the Arabic pages and keep logins exactly as typed', () => {
    const [welcome, subUser, reset] = all;
    for (const mail of [welcome!, subUser!, reset!]) {
      expect(mail.text).toContain('\nhttps://portal.example.test/ar/login\n');
      expect(mail.html).toContain('<a href="https://portal.example.test/ar/login" dir="ltr">https://portal.example.test/ar/login</a>');
      // On lines of their own with no invisible marks, so that copying them gives what to type.
      expect(mail.text).toContain('اسم المستخدم:\ndesert.co1\n');
      expect(mail.text).toContain('كلمة المرور لمرة واحدة:\nKp7w-Rm2x-9sQe\n');
      expect(mail.html).toMatch(/<strong dir="ltr"[^>]*>Kp7w-Rm2x-9sQe<\/strong>/);
    }
    expect(welcome!.subject).toBe(`أهلاً بك في صقر إكسبريس: حسابك رقم ${LRI}100005${PDI} جاهز للاستخدام`);
    expect(welcome!.html).toContain('(رقم الحساب <span dir="ltr">100005</span>)');
    expect(subUser!.text).toContain(`أنشأ لك ${FSI}Fatima Al Mansoori${PDI} حساب دخول`);
    expect(subUser!.html).toContain('<bdi>Desert Roses LLC</bdi>');
    expect(reset!.text).toContain('أصدر لك فريق خدمة العملاء كلمة مرور جديدة');
  });

  it('escape what people typed in the HTML', () => {
    const mail = requestRejectedMail({ to: 'a@b.ae', fullName: 'Hessa', companyName: 'A & B "Trading"', reason: 'Line one\nLine <two>', locale: 'ar' });
    expect(mail.html).toContain('<bdi>A &#38; B &#34;Trading&#34;</bdi>');
    expect(mail.html).toContain('<bdi>Line one<br>\nLine &#60;two&#62;</bdi>');
    expect(mail.html).not.toContain('<two>');
  });

  it('leave out the company of a login without an account (the Admin)', () => {
    const mail = subUserWelcomeMail({ ...ar, companyName: '', accountNo: '', addedBy: null, reset: true });
    expect(mail.text).toContain('للدخول إلى بوابة صقر إكسبريس.');
    expect(mail.text).not.toContain('رقم الحساب');
  });
});
