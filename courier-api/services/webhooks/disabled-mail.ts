// The email an account gets when the worker gives up on a subscription: every
// retry of a delivery failed for 24 hours, so the subscription was disabled.
// In the language of the user who created the subscription (English, or
// Arabic right to left, as services/mail-templates*.ts write theirs).
import { site } from '@/lib/site';
import type { UserLocale } from '../../db/schema';
import type { OutgoingMail } from '../mail';
import { auto, link, ltr, plain, rtl, rtlMail } from '../mail-bidi';

export interface WebhookDisabledMail {
  to: string;
  companyName: string;
  url: string;
  mode: 'live' | 'test';
  /** The last attempt's outcome, e.g. "HTTP 500" or "connect ECONNREFUSED". */
  lastError: string;
  siteUrl: string;
  locale: UserLocale;
}

const signature = `\n\nKind regards,\n${site.name} customer care\n${site.phone}, ${site.email}`;
const BRAND = 'صقر إكسبريس';

export function webhookDisabledMail(m: WebhookDisabledMail): OutgoingMail {
  const screen = `${m.siteUrl}${m.locale === 'ar' ? '/ar' : ''}/ApiWebhooks`;
  if (m.locale === 'ar') {
    const mode = m.mode === 'test' ? 'التجريبي' : 'الفعلي';
    return rtlMail(m.to, plain(`تم إيقاف خطاف ويب لدى ${BRAND}: تعذّر إرسال الأحداث لمدة 24 ساعة`), [
      rtl`مرحباً فريق ${auto(m.companyName)}،`,
      rtl`أوقفنا اشتراك خطاف الويب (الوضع ${mode}) الذي يرسل الأحداث إلى العنوان التالي، لأن كل محاولات الإرسال إليه فشلت طوال 24 ساعة:${link(m.url)}`,
      rtl`آخر نتيجة: ${ltr(m.lastError)}`,
      rtl`بعد إصلاح العنوان أو الخادم المستقبِل، فعّل الاشتراك من جديد وأعد إرسال الأحداث الفائتة من سجل الإرسال في صفحة الواجهة البرمجية وخطافات الويب:${link(screen)}`,
      plain(`مع أطيب التحيات،\nفريق خدمة العملاء في ${BRAND}`),
    ]);
  }
  const mode = m.mode === 'test' ? 'test mode' : 'live mode';
  return {
    to: m.to,
    subject: `${site.name} webhook disabled: deliveries failed for 24 hours`,
    text: [
      `Dear ${m.companyName} team,`,
      '',
      `We disabled your webhook subscription (${mode}) that sends events to`,
      m.url,
      'because every delivery to it failed for 24 hours.',
      '',
      `Last result: ${m.lastError}`,
      '',
      'Once the address or your receiving server is fixed, enable the subscription again and redeliver the missed events from its delivery log in API & Webhooks:',
      screen,
    ].join('\n') + signature,
  };
}
