// Where SMS and WhatsApp messages go: a provider adapter chosen by settings.
// - `twilio`: a Twilio-compatible REST API (Twilio itself, or any service that
//   speaks its Messages resource): POST {base}/2010-04-01/Accounts/{sid}/Messages.json,
//   form-encoded To / From / Body, HTTP Basic sid:token. WhatsApp numbers are
//   written whatsapp:+971…, as Twilio wants them.
// - `webhook`: a generic signed webhook: POST JSON {id, channel, to, text,
//   locale, kind, awb} signed like our merchant webhooks (Saqr-Signature,
//   HMAC-SHA256 of the timestamp and body), for an in-house gateway.
// No settings for a channel: its messages wait in the outbox (visible to the Admin).
import type { ProviderSettings } from '@/lib/env';
import type { NotifyChannel } from '@/lib/schemas/notifications';
import type { MailTransport } from '../mail';
import type { DeliveryOutcome, Poster } from '../webhooks/deliver';
import { SIGNATURE_HEADER, signatureHeader } from '../webhooks/signature';

export type { ProviderSettings };

export interface NotifySettings {
  sms?: ProviderSettings | null;
  whatsapp?: ProviderSettings | null;
}

/** One message for a provider: the short text to a phone number. */
export interface ShortMessage {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  locale: string;
  kind: string;
  awb: string;
}

export const PROVIDER_USER_AGENT = 'SaqrExpress-Notifications/1';

export function providerRequest(p: ProviderSettings, m: ShortMessage, now: Date): { url: string; body: string; headers: Record<string, string> } {
  if (p.kind === 'twilio') {
    const prefix = m.channel === 'whatsapp' ? 'whatsapp:' : '';
    const body = new URLSearchParams({ To: prefix + m.to, From: prefix + p.from, Body: m.text }).toString();
    return {
      url: `${p.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(p.accountSid)}/Messages.json`,
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${p.accountSid}:${p.authToken}`).toString('base64')}`,
        'user-agent': PROVIDER_USER_AGENT,
      },
    };
  }
  const body = JSON.stringify({ id: m.id, channel: m.channel, to: m.to, text: m.text, locale: m.locale, kind: m.kind, awb: m.awb });
  return {
    url: p.url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': PROVIDER_USER_AGENT,
      'saqr-message-id': m.id,
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(body, [p.secret], now),
    },
  };
}

export async function sendShort(poster: Poster, p: ProviderSettings, m: ShortMessage, now: Date): Promise<DeliveryOutcome> {
  const r = providerRequest(p, m, now);
  return poster.post(r.url, r.body, r.headers);
}

/** An email through the mail transport, as a delivery outcome. */
export async function sendEmail(transport: MailTransport, mail: { to: string; subject: string; text: string; html: string }): Promise<DeliveryOutcome> {
  const started = performance.now();
  try {
    await transport.send(mail);
    return { ok: true, statusCode: 250, latencyMs: Math.round(performance.now() - started), error: null, response: null };
  } catch (err) {
    return { ok: false, statusCode: null, latencyMs: Math.round(performance.now() - started), error: ((err as Error).message || 'The mail server refused the message.').slice(0, 500), response: null };
  }
}

/** The channels that can be sent now, given the settings. */
export function sendableChannels(mail: MailTransport | null | undefined, s: NotifySettings | undefined): NotifyChannel[] {
  const out: NotifyChannel[] = [];
  if (mail) out.push('email');
  if (s?.sms) out.push('sms');
  if (s?.whatsapp) out.push('whatsapp');
  return out;
}
