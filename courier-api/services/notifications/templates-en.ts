// The English receiver notifications. Values go in as runs: typed names in
// <bdi> (a name in Arabic script must not drag the English punctuation around
// it), numbers and links left to right; the plain text and the SMS carry no
// invisible marks (an English SMS stays in the GSM alphabet).
import { site } from '@/lib/site';
import type { NotifyKind } from '@/lib/schemas/notifications';
import { escapeHtml, rtl as say, type Run } from '../mail-bidi';
import { shortName, type Content, type View } from './template-parts';

const name = (s: string): Run => ({ text: s, html: `<bdi>${escapeHtml(s)}</bdi>` });
const num = (s: string): Run => ({ text: s, html: `<span dir="ltr">${escapeHtml(s)}</span>` });
const url = (u: string): Run => ({ text: `\n${u}`, html: `<br>\n<a href="${escapeHtml(u)}" dir="ltr">${escapeHtml(u)}</a>` });

interface Words {
  subject: Run;
  heading: string;
  body: Run[];
  short: string;
}

function words(v: View): Words {
  const awb = num(v.awb);
  const from = v.sender ? say` from ${name(v.sender)}` : say``;
  const sFrom = v.sender ? ` from ${shortName(v.sender)}` : '';
  const city = name(v.city);
  const chosen = v.date ? [say`We will deliver it on the day you chose: ${v.date}.`] : [];
  const sChosen = v.date ? ` Delivery on ${v.date}.` : '';
  const w: Record<NotifyKind, () => Words> = {
    created: () => ({
      subject: v.sender ? say`${name(v.sender)} is sending you a parcel (${awb})` : say`Parcel ${awb} has been booked`,
      heading: 'A parcel is on its way to you',
      body: [say`Your parcel${from} has been booked with ${site.name}. Airway bill ${awb}, to ${city}.`, say`We will tell you when we collect it and when it is out for delivery.`],
      short: `${site.name}: your parcel${sFrom} is booked, AWB ${v.awb}.`,
    }),
    picked_up: () => ({
      subject: say`Your parcel ${awb} has been picked up`,
      heading: 'We have your parcel',
      body: [say`Our courier has collected your parcel${from} (airway bill ${awb}). It is on its way to ${city}.`, ...chosen],
      short: `${site.name}: parcel ${v.awb}${sFrom} was picked up and is on its way.${sChosen}`,
    }),
    out_for_delivery: () => ({
      subject: say`Your parcel ${awb} is out for delivery today`,
      heading: 'Out for delivery today',
      body: [
        say`Your parcel${from} (airway bill ${awb}) is with our courier and will be delivered to you in ${city} today.`,
        ...(v.cod ? [say`Cash on delivery: please have ${num(v.cod)} ready for the courier.`] : []),
        ...(!v.code && v.needsCode ? [say`The courier will ask you for your delivery code.`] : []),
      ],
      short:
        `${site.name}: parcel ${v.awb}${sFrom} is out for delivery today.` +
        (v.cod ? ` Please have ${v.cod} ready.` : '') +
        (v.code ? ` Delivery code: ${v.code} (give it to the courier only).` : v.needsCode ? ' The courier will ask for your delivery code.' : ''),
    }),
    delivered: () => ({
      subject: say`Your parcel ${awb} has been delivered`,
      heading: 'Delivered',
      body: [say`Your parcel${from} (airway bill ${awb}) has been delivered. Thank you for choosing ${site.name}.`],
      short: `${site.name}: parcel ${v.awb}${sFrom} has been delivered.`,
    }),
    failed_attempt: () => ({
      subject: say`We could not deliver your parcel ${awb} today`,
      heading: 'We missed you',
      body: [
        say`Our courier tried to deliver your parcel${from} (airway bill ${awb}) today but could not. We will try again on the next working day.`,
        ...chosen,
        say`On the tracking page you can choose another day or leave delivery instructions.`,
      ],
      short: `${site.name}: we could not deliver parcel ${v.awb} today and will try again. Choose another day here:`,
    }),
    returned: () => ({
      subject: say`Your parcel ${awb} has been returned to the sender`,
      heading: 'Returned to the sender',
      body: [say`Parcel ${awb}${from} has been returned to the sender.`, say`If you have questions about your order, please contact the sender.`],
      short: `${site.name}: parcel ${v.awb}${sFrom} has been returned to the sender.`,
    }),
    follow_confirm: () => ({
      subject: say`Confirm updates on parcel ${awb}`,
      heading: 'Confirm you want updates',
      body: [
        say`Someone, hopefully you, asked to follow parcel ${awb} on ${site.name}. To get its updates, confirm with this link:${url(v.confirmUrl ?? v.trackingUrl)}`,
        say`If it was not you, ignore this email: you will get nothing more.`,
      ],
      short: `${site.name}: confirm updates on parcel ${v.awb}: ${v.confirmUrl ?? ''}`.trimEnd(),
    }),
    follow_code: () => ({
      subject: say`Your code to follow parcel ${awb}`,
      heading: 'Your code to follow a parcel',
      body: [say`Enter this code on the tracking page to get updates on parcel ${awb}.`],
      short: v.code ? `${site.name}: ${v.code} is your code to follow parcel ${v.awb}. It works once, for 10 minutes.` : `${site.name}: your code to follow parcel ${v.awb}.`,
    }),
    receiver_code: () => ({
      subject: say`Your code to manage the delivery of ${awb}`,
      heading: 'Your code to manage your delivery',
      body: [say`Enter this code on the tracking page to change the delivery of your parcel ${awb}.`],
      short: v.code
        ? `${site.name}: ${v.code} is your code to manage the delivery of parcel ${v.awb}. Do not share it. It works once, for 10 minutes.`
        : `${site.name}: your code to manage the delivery of parcel ${v.awb}.`,
    }),
  };
  return w[v.kind]();
}

const CODE_LABEL: Partial<Record<NotifyKind, string>> = { out_for_delivery: 'Delivery code', follow_code: 'Your code', receiver_code: 'Your code' };
const CODE_NOTE: Partial<Record<NotifyKind, string>> = {
  out_for_delivery: 'Give this code to the courier only when you receive your parcel.',
  follow_code: 'It works once, for 10 minutes.',
  receiver_code: `It works once, for 10 minutes. Do not share it: ${site.name} will never ask you for it.`,
};

export function contentEn(v: View): Content {
  const w = words(v);
  const label = CODE_LABEL[v.kind];
  return {
    subject: w.subject,
    heading: say`${w.heading}`,
    paragraphs: [v.receiverName ? say`Hello ${name(v.receiverName)},` : say`Hello,`, ...w.body],
    ...(v.code && label ? { code: { label, value: v.code, note: say`${CODE_NOTE[v.kind]!}` } } : {}),
    cta: 'Track your parcel',
    footer: v.follower
      ? say`You get this message because you asked for updates on parcel ${num(v.awb)}.`
      : v.sender
        ? say`You get this message because ${name(v.sender)} sent you a parcel with ${site.name}.`
        : say`You get this message because a parcel is on its way to you with ${site.name}.`,
    unsubscribe: 'Unsubscribe',
    contact: say`${site.name} · ${num(site.phone)} · ${num(site.email)}`,
    short: w.short,
  };
}
