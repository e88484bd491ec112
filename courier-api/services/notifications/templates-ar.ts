// The Arabic receiver notifications: the same facts as templates-en.ts,
// written for UAE readers, right to left. Airway bill numbers and amounts
// keep their own direction (ltr/auto runs: <span dir="ltr"> and <bdi> in
// HTML, Unicode isolates in the text and the SMS); codes and links stand on
// their own so that copying them gives exactly their characters.
import { SITE_AR } from '@/lib/content/ar/site';
import { site } from '@/lib/site';
import type { NotifyKind } from '@/lib/schemas/notifications';
import { auto, link, ltr, rtl, type Run } from '../mail-bidi';
import { shortName, type Content, type View } from './template-parts';

const BRAND = SITE_AR.name;

interface Words {
  subject: Run;
  heading: string;
  body: Run[];
  short: string;
}

function words(v: View): Words {
  const awb = ltr(v.awb);
  const from = v.sender ? rtl` من ${auto(v.sender)}` : rtl``;
  const sFrom = v.sender ? ` من ${auto(shortName(v.sender)).text}` : '';
  const sAwb = awb.text;
  const city = auto(v.city);
  const chosen = v.date ? [rtl`سنوصلها في اليوم الذي اخترته: ${v.date}.`] : [];
  const sChosen = v.date ? ` التوصيل يوم ${v.date}.` : '';
  const w: Record<NotifyKind, () => Words> = {
    created: () => ({
      subject: v.sender ? rtl`${auto(v.sender)} يرسل إليك شحنة (${awb})` : rtl`تم تسجيل الشحنة ${awb}`,
      heading: 'شحنة في طريقها إليك',
      body: [
        rtl`تم تسجيل شحنتك${from} لدى ${BRAND}، رقم بوليصة الشحن ${awb}، ووجهتها ${city}.`,
        rtl`سنخبرك عندما نستلمها وعندما تخرج للتوصيل.`,
      ],
      short: `${BRAND}: تم تسجيل شحنتك${sFrom}، رقم البوليصة ${sAwb}.`,
    }),
    picked_up: () => ({
      subject: rtl`تم استلام شحنتك ${awb} من المرسل`,
      heading: 'استلمنا شحنتك',
      body: [rtl`استلم مندوبنا شحنتك${from} (بوليصة الشحن ${awb})، وهي الآن في طريقها إلى ${city}.`, ...chosen],
      short: `${BRAND}: استلمنا شحنتك ${sAwb}${sFrom} وهي في الطريق إليك.${sChosen}`,
    }),
    out_for_delivery: () => ({
      subject: rtl`شحنتك ${awb} في الطريق إليك اليوم`,
      heading: 'شحنتك في الطريق إليك اليوم',
      body: [
        rtl`شحنتك${from} (بوليصة الشحن ${awb}) مع مندوبنا، وسنوصلها إليك في ${city} اليوم.`,
        ...(v.cod ? [rtl`الدفع عند الاستلام: يُرجى تجهيز مبلغ ${auto(v.cod)} نقداً للمندوب.`] : []),
        ...(!v.code && v.needsCode ? [rtl`سيطلب منك المندوب رمز التسليم عند الاستلام.`] : []),
      ],
      short:
        `${BRAND}: شحنتك ${sAwb}${sFrom} في الطريق إليك اليوم.` +
        (v.cod ? ` يُرجى تجهيز ${auto(v.cod).text}.` : '') +
        (v.code ? ` رمز التسليم: ${v.code} (أعطه للمندوب فقط).` : v.needsCode ? ' سيطلب منك المندوب رمز التسليم.' : ''),
    }),
    delivered: () => ({
      subject: rtl`تم توصيل شحنتك ${awb}`,
      heading: 'تم التوصيل',
      body: [rtl`تم توصيل شحنتك${from} (بوليصة الشحن ${awb}). شكراً لاختيارك ${BRAND}.`],
      short: `${BRAND}: تم توصيل شحنتك ${sAwb}${sFrom}.`,
    }),
    failed_attempt: () => ({
      subject: rtl`تعذّر توصيل شحنتك ${awb} اليوم`,
      heading: 'لم نجدك اليوم',
      body: [
        rtl`حاول مندوبنا اليوم توصيل شحنتك${from} (بوليصة الشحن ${awb}) ولم يتمكن من ذلك. سنحاول مجدداً في يوم العمل التالي.`,
        ...chosen,
        rtl`يمكنك من صفحة التتبع اختيار يوم آخر أو إضافة تعليمات للتوصيل.`,
      ],
      short: `${BRAND}: تعذّر توصيل شحنتك ${sAwb} اليوم وسنحاول مجدداً. لاختيار يوم آخر:`,
    }),
    returned: () => ({
      subject: rtl`أُعيدت شحنتك ${awb} إلى المرسل`,
      heading: 'أُعيدت الشحنة إلى المرسل',
      body: [rtl`أُعيدت الشحنة ${awb}${from} إلى المرسل.`, rtl`إذا كانت لديك أسئلة عن طلبك، يُرجى التواصل مع المرسل.`],
      short: `${BRAND}: أُعيدت شحنتك ${sAwb}${sFrom} إلى المرسل.`,
    }),
    follow_confirm: () => ({
      subject: rtl`أكّد متابعة الشحنة ${awb}`,
      heading: 'أكّد رغبتك في تلقي التحديثات',
      body: [
        rtl`طلب أحدهم، ونرجو أن تكون أنت، متابعة الشحنة ${awb} لدى ${BRAND}. لتلقي تحديثاتها، أكّد من خلال الرابط التالي:${link(v.confirmUrl ?? v.trackingUrl)}`,
        rtl`إذا لم تطلب ذلك، تجاهل هذه الرسالة ولن يصلك منا شيء آخر.`,
      ],
      short: `${BRAND}: لتأكيد متابعة الشحنة ${sAwb} افتح الرابط:\n${v.confirmUrl ?? ''}`.trimEnd(),
    }),
    follow_code: () => ({
      subject: rtl`رمز متابعة الشحنة ${awb}`,
      heading: 'رمز متابعة الشحنة',
      body: [rtl`أدخل هذا الرمز في صفحة التتبع لتلقي تحديثات الشحنة ${awb}.`],
      short: v.code ? `${BRAND}: رمز متابعة الشحنة ${sAwb} هو ${v.code}، صالح لمرة واحدة مدة 10 دقائق.` : `${BRAND}: رمز متابعة الشحنة ${sAwb}.`,
    }),
    receiver_code: () => ({
      subject: rtl`رمز إدارة توصيل الشحنة ${awb}`,
      heading: 'رمز إدارة التوصيل',
      body: [rtl`أدخل هذا الرمز في صفحة التتبع لتغيير موعد توصيل شحنتك ${awb} أو طريقته.`],
      short: v.code
        ? `${BRAND}: رمز إدارة توصيل شحنتك ${sAwb} هو ${v.code}. لا تشاركه مع أحد. صالح لمرة واحدة مدة 10 دقائق.`
        : `${BRAND}: رمز إدارة توصيل شحنتك ${sAwb}.`,
    }),
  };
  return w[v.kind]();
}

const CODE_LABEL: Partial<Record<NotifyKind, string>> = { out_for_delivery: 'رمز التسليم', follow_code: 'الرمز', receiver_code: 'الرمز' };
const CODE_NOTE: Partial<Record<NotifyKind, string>> = {
  out_for_delivery: 'أعطِ هذا الرمز للمندوب فقط عند استلامك الشحنة.',
  follow_code: 'صالح لمرة واحدة مدة 10 دقائق.',
  receiver_code: `صالح لمرة واحدة مدة 10 دقائق. لا تشاركه مع أحد، فلن يطلبه منك ${BRAND} أبداً.`,
};

export function contentAr(v: View): Content {
  const w = words(v);
  const label = CODE_LABEL[v.kind];
  return {
    subject: w.subject,
    heading: rtl`${w.heading}`,
    paragraphs: [v.receiverName ? rtl`مرحباً ${auto(v.receiverName)}،` : rtl`مرحباً،`, ...w.body],
    ...(v.code && label ? { code: { label, value: v.code, note: rtl`${CODE_NOTE[v.kind]!}` } } : {}),
    cta: 'تتبّع شحنتك',
    footer: v.follower
      ? rtl`وصلتك هذه الرسالة لأنك طلبت تحديثات الشحنة ${ltr(v.awb)}.`
      : v.sender
        ? rtl`وصلتك هذه الرسالة لأن ${auto(v.sender)} أرسل إليك شحنة عبر ${BRAND}.`
        : rtl`وصلتك هذه الرسالة لأن شحنة في طريقها إليك عبر ${BRAND}.`,
    unsubscribe: 'إلغاء الاشتراك',
    contact: rtl`${BRAND} · ${ltr(site.phone)} · ${ltr(site.email)}`,
    short: w.short,
  };
}
