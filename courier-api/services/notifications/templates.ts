// Receiver notifications as the recipient reads them (issue 16): every
// shipment event and direct message, in English and Arabic, as an email
// (subject, plain text, branded HTML) and as a short SMS/WhatsApp text. Pure
// functions: the outbox worker renders at send time from the facts queued
// with the event, the portal's preview renders sample facts.
//
// What a message may say is cut here, once: a receiver is greeted by name and
// told who the parcel is from and what cash is due; a follower (someone who
// typed the airway bill on the tracking page: any follow_* message, or a
// message carrying an unsubscribe link) learns only what public tracking
// shows (number, city, news, a chosen day), and never a delivery code.
import { formatDateAr } from '@/lib/content/ar/site';
import { formatAed, fromFils } from '@/lib/money';
import type { RenderedMessage, RenderInput } from './types';
import { layout, type View } from './template-parts';
import { contentAr } from './templates-ar';
import { contentEn } from './templates-en';
import type { UserLocale } from '../../db/schema';

/** The public tracking page of an AWB in a language (labels/barcode.ts trackingUrl, with /ar for Arabic). */
export function trackingLink(siteUrl: string, awb: string, locale: UserLocale): string {
  return `${siteUrl.replace(/\/$/, '')}${locale === 'ar' ? '/ar/' : '/'}?track=${encodeURIComponent(awb)}`;
}

const enDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatDay(day: string, locale: UserLocale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return locale === 'ar' ? formatDateAr(day) : enDate.format(new Date(`${day}T00:00:00Z`));
}

function viewOf(input: RenderInput): View {
  const f = input.facts;
  const follower = input.kind === 'follow_confirm' || input.kind === 'follow_code' || Boolean(f.unsubscribeUrl);
  const cod = !follower && f.codAmountFils && f.codAmountFils > 0 ? formatAed(fromFils(f.codAmountFils), input.locale) : null;
  return {
    kind: input.kind,
    awb: f.awb,
    sender: follower ? null : f.senderName || null,
    receiverName: follower ? null : f.receiverName || null,
    city: f.destinationCity,
    date: f.deliveryDate ? formatDay(f.deliveryDate, input.locale) : null,
    cod,
    // A delivery code proves the receiver: it never goes to a follower, even if asked.
    code: input.code && !(follower && input.kind === 'out_for_delivery') ? input.code : null,
    needsCode: Boolean(f.needsCode),
    confirmUrl: f.confirmUrl ?? null,
    trackingUrl: input.trackingUrl,
    unsubscribeUrl: f.unsubscribeUrl ?? null,
    follower,
  };
}

/** One message for one recipient. `input.channel` does not change the words: email uses subject/text/html, SMS and WhatsApp `short`. */
export function renderNotification(input: RenderInput): RenderedMessage {
  const view = viewOf(input);
  return layout(input.locale, input.locale === 'ar' ? contentAr(view) : contentEn(view), view);
}
