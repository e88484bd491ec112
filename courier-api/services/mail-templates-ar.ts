// The Arabic emails (users and applicants whose language is ar): the same
// facts as the English ones in mail-templates.ts, written for UAE readers,
// with links to the Arabic pages (/ar/...). Text and HTML, right to left.
import { site } from '@/lib/site';
import { auto, credential, lines, link, ltr, plain, rtl, rtlMail, type Run } from './mail-bidi';
import type { LoginMail, NewDeviceMail, RequestRejectedMail, SubUserMail } from './mail-templates';

const BRAND = 'صقر إكسبريس';

const greeting = (fullName: string) => rtl`مرحباً ${auto(fullName)}،`;

const signature = lines(
  plain('مع أطيب التحيات،'),
  plain(`فريق خدمة العملاء في ${BRAND}`),
  rtl`الهاتف: ${ltr(site.phone)}`,
  rtl`البريد الإلكتروني: ${ltr(site.email)}`,
);

function loginParagraphs(m: LoginMail): Run[] {
  return [
    rtl`للدخول إلى البوابة، افتح الرابط التالي:${link(`${m.siteUrl}/ar/login`)}`,
    lines(
      plain('واستخدم بيانات الدخول التالية:'),
      credential('اسم المستخدم', m.username),
      credential('كلمة المرور لمرة واحدة', m.oneTimePassword),
    ),
    plain('سيُطلب منك اختيار كلمة مرور خاصة بك عند تسجيل الدخول لأول مرة، وبعدها تتوقف كلمة المرور لمرة واحدة عن العمل.'),
  ];
}

export function accountWelcomeMailAr(m: LoginMail) {
  return rtlMail(m.to, rtl`أهلاً بك في ${BRAND}: حسابك رقم ${ltr(m.accountNo)} جاهز للاستخدام`, [
    greeting(m.fullName),
    rtl`يسرّنا إبلاغك بأن حساب الأعمال الخاص بشركة ${auto(m.companyName)} لدى ${BRAND} (رقم الحساب ${ltr(m.accountNo)}) أصبح مفعّلاً الآن.`,
    ...loginParagraphs(m),
    signature,
  ]);
}

export function subUserWelcomeMailAr(m: SubUserMail) {
  const by = m.addedBy === null ? plain('فريق خدمة العملاء') : auto(m.addedBy);
  // An Admin's own login has no account: the English text leaves the blanks, the Arabic one leaves the words out.
  const portal = m.companyName
    ? rtl`بوابة ${BRAND} الخاصة بشركة ${auto(m.companyName)} (رقم الحساب ${ltr(m.accountNo)})`
    : plain(`بوابة ${BRAND}`);
  const opening = m.reset
    ? rtl`أصدر لك ${by} كلمة مرور جديدة لمرة واحدة للدخول إلى ${portal}.`
    : rtl`أنشأ لك ${by} حساب دخول إلى ${portal}.`;
  const subject = m.reset
    ? plain(`كلمة مرور جديدة لمرة واحدة لبوابة ${BRAND}`)
    : rtl`بيانات دخولك إلى بوابة ${BRAND} لشركة ${auto(m.companyName)}`;
  return rtlMail(m.to, subject, [greeting(m.fullName), opening, ...loginParagraphs(m), signature]);
}

export function requestRejectedMailAr(m: RequestRejectedMail) {
  return rtlMail(m.to, plain(`بخصوص طلب فتح حسابك لدى ${BRAND}`), [
    greeting(m.fullName),
    rtl`نشكرك على اهتمامك بفتح حساب أعمال لدى ${BRAND} لشركة ${auto(m.companyName)}، ويؤسفنا إبلاغك بأنه يتعذّر علينا فتح الحساب في الوقت الحالي.`,
    rtl`السبب: ${auto(m.reason)}`,
    plain('إذا كانت لديك أي استفسارات، يمكنك الرد على هذه الرسالة أو الاتصال بنا.'),
    signature,
  ]);
}

export function newDeviceMailAr(m: NewDeviceMail) {
  return rtlMail(m.to, plain(`تسجيل دخول جديد إلى حسابك في ${BRAND}`), [
    greeting(m.fullName),
    plain(`استُخدم حساب دخولك إلى ${BRAND} للتو لتسجيل الدخول من متصفح لم يُستخدم عليه من قبل.`),
    lines(
      rtl`الوقت: ${ltr(m.when)} (بتوقيت الإمارات)`,
      rtl`الجهاز: ${ltr(m.device)}`,
      rtl`عنوان IP: ${ltr(m.ip)}`,
    ),
    plain('إذا كنت أنت من سجّل الدخول، فلا حاجة لأي إجراء.'),
    rtl`وإن لم تكن أنت، فغيّر كلمة المرور الآن وأنهِ تلك الجلسة من صفحة الأمان:${link(`${m.siteUrl}/ar/Security`)}`,
    signature,
  ]);
}
