// The pieces every receiver notification is made of, whatever its language:
// what a template says (Content), the facts it may say (View, already cut to
// what this recipient may know), and the one branded email layout both
// languages are rendered into (HTML and plain text from the same runs, as
// mail-bidi.ts does for the login emails).
import { SITE_AR } from '@/lib/content/ar/site';
import { site } from '@/lib/site';
import type { NotifyKind } from '@/lib/schemas/notifications';
import type { UserLocale } from '../../db/schema';
import { colors } from '@/tailwind.config';
import { escapeHtml, type Run } from '../mail-bidi';

/**
 * The facts a template may show. For a follower (someone who typed the AWB on
 * the tracking page) the names and the cash due stay out: they are null here.
 */
export interface View {
  kind: NotifyKind;
  awb: string;
  /** Who the parcel is from; null for a follower. */
  sender: string | null;
  /** The receiver's own name; null for a follower. */
  receiverName: string | null;
  city: string;
  /** The day the receiver chose, formatted for the language; null when none. */
  date: string | null;
  /** Cash to pay the courier, formatted ("AED 150.00"); null when nothing is due or for a follower. */
  cod: string | null;
  /** The one-time code as given (digits, or '••••••' in previews); null: the message shows none. */
  code: string | null;
  needsCode: boolean;
  confirmUrl: string | null;
  trackingUrl: string;
  unsubscribeUrl: string | null;
  follower: boolean;
}

/** What one message says; the layout turns it into subject, text, HTML and short. */
export interface Content {
  subject: Run;
  heading: Run;
  paragraphs: Run[];
  /** A code to copy, shown large in HTML and on its own line in text (no invisible marks). */
  code?: { label: string; value: string; note: Run };
  /** The button to the tracking page. */
  cta: string;
  /** Why the recipient gets this, and the unsubscribe link's words. */
  footer: Run;
  unsubscribe: string;
  /** The brand and contact line. */
  contact: Run;
  /** SMS / WhatsApp: the news without the link (the layout adds the link lines). */
  short: string;
}

/** Longest sender name an SMS carries (the rest is cut with an ellipsis). */
const SHORT_NAME = 30;

/** A name as an SMS carries it. */
export const shortName = (s: string) => (s.length > SHORT_NAME ? `${s.slice(0, SHORT_NAME - 1).trimEnd()}…` : s);

const P = 'margin:0 0 16px';

function codeBox(code: NonNullable<Content['code']>): string {
  return [
    `<div style="margin:0 0 16px;padding:16px;border:1px solid ${colors.line};border-radius:8px;background:${colors.canvas};text-align:center">`,
    `<div style="font-size:13px;color:${colors.muted}">${escapeHtml(code.label)}</div>`,
    `<div dir="ltr" style="font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:700;letter-spacing:4px;color:${colors.ink}">${escapeHtml(code.value)}</div>`,
    `<div style="font-size:13px;color:${colors.muted}">${code.note.html}</div>`,
    '</div>',
  ].join('\n');
}

function html(locale: UserLocale, c: Content, v: View): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const font = locale === 'ar' ? 'Tahoma,Arial,sans-serif' : 'Helvetica,Arial,sans-serif';
  const url = escapeHtml(v.trackingUrl);
  const unsubscribe = v.unsubscribeUrl
    ? `<br>\n<a href="${escapeHtml(v.unsubscribeUrl)}" style="color:${colors.muted}">${escapeHtml(c.unsubscribe)}</a>`
    : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.subject.text)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:${colors.canvas}">`,
    // dir and lang on the wrapper too: many mail clients drop <html> and <body>. A screen
    // reader in a webmail announces it as one email, named by its subject.
    `<div role="article" aria-roledescription="${locale === 'ar' ? 'رسالة بريد إلكتروني' : 'email'}" aria-label="${escapeHtml(c.subject.text)}" dir="${dir}" lang="${locale}" style="font-family:${font};font-size:15px;line-height:1.6;color:${colors.ink};text-align:${align};max-width:600px;margin:0 auto;padding:24px">`,
    `<div style="background:${colors.brand[700]};color:${colors.surface};padding:16px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:700">${escapeHtml(locale === 'ar' ? SITE_AR.name : site.name)}</div>`,
    `<div style="background:${colors.surface};padding:24px;border:1px solid ${colors.line};border-top:0;border-radius:0 0 12px 12px">`,
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4">${c.heading.html}</h1>`,
    ...c.paragraphs.map((p) => `<p style="${P}">${p.html}</p>`),
    ...(c.code ? [codeBox(c.code)] : []),
    `<p style="${P}"><a href="${url}" style="display:inline-block;background:${colors.brand[600]};color:${colors.surface};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(c.cta)}</a></p>`,
    `<p style="margin:0;font-size:13px;color:${colors.muted}"><a href="${url}" dir="ltr" style="color:${colors.brand[700]};word-break:break-all">${url}</a></p>`,
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;color:${colors.muted}">${c.footer.html}${unsubscribe}<br>\n${c.contact.html}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Paragraphs, the code on its own line, the link on its own line: copying either gives exactly its characters. */
function text(c: Content, v: View): string {
  const parts = [c.heading.text, ...c.paragraphs.map((p) => p.text)];
  if (c.code) parts.push(`${c.code.label}:\n${c.code.value}\n${c.code.note.text}`);
  parts.push(`${c.cta}:\n${v.trackingUrl}`);
  const footer = [c.footer.text, ...(v.unsubscribeUrl ? [`${c.unsubscribe}:\n${v.unsubscribeUrl}`] : []), c.contact.text];
  return [...parts, '--', footer.join('\n')].join('\n\n');
}

/** The SMS / WhatsApp text: the news, then the tracking link and the unsubscribe link on lines of their own. */
function short(c: Content, v: View): string {
  return [c.short, v.trackingUrl, ...(v.unsubscribeUrl ? [`${c.unsubscribe}: ${v.unsubscribeUrl}`] : [])].join('\n');
}

export function layout(locale: UserLocale, c: Content, v: View) {
  return { subject: c.subject.text, text: text(c, v), html: html(locale, c, v), short: short(c, v) };
}
