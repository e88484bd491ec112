import { readProviderSettings } from '@/lib/env';
import { verifySignature } from '../webhooks/signature';
import { providerRequest, sendableChannels } from './providers';

const now = new Date('2026-11-23T06:30:00Z');
const message = { id: 'm1', channel: 'sms' as const, to: '+971501234567', text: 'Your parcel AWB1 is out for delivery.', locale: 'en', kind: 'out_for_delivery', awb: 'AWB1' };

describe('SMS and WhatsApp providers', () => {
  it('reads no provider when none is set, and refuses half settings with a message naming them', () => {
    expect(readProviderSettings('SMS', {})).toBeNull();
    expect(() => readProviderSettings('SMS', { SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC1' })).toThrow(
      'Settings SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are needed with SMS_PROVIDER=twilio.',
    );
    expect(() => readProviderSettings('WHATSAPP', { WHATSAPP_PROVIDER: 'webhook' })).toThrow('WHATSAPP_WEBHOOK_URL');
    expect(() => readProviderSettings('SMS', { SMS_PROVIDER: 'pigeon' })).toThrow('Setting SMS_PROVIDER must be twilio or webhook; got "pigeon".');
    expect(readProviderSettings('SMS', { SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+9714' })).toEqual({
      kind: 'twilio',
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't',
      from: '+9714',
    });
  });

  it('speaks Twilio’s Messages resource, with whatsapp: numbers for WhatsApp', () => {
    const p = { kind: 'twilio' as const, baseUrl: 'https://sms.example.com/', accountSid: 'AC1', authToken: 'secret', from: '+97140000000' };
    const sms = providerRequest(p, message, now);
    expect(sms.url).toBe('https://sms.example.com/2010-04-01/Accounts/AC1/Messages.json');
    expect(sms.headers.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(sms.body))).toEqual({ To: '+971501234567', From: '+97140000000', Body: message.text });
    const wa = providerRequest(p, { ...message, channel: 'whatsapp' }, now);
    expect(Object.fromEntries(new URLSearchParams(wa.body))).toMatchObject({ To: 'whatsapp:+971501234567', From: 'whatsapp:+97140000000' });
  });

  it('signs the generic webhook like merchant webhooks', () => {
    const r = providerRequest({ kind: 'webhook', url: 'https://gw.example.com/sms', secret: 'whsec_1' }, message, now);
    expect(JSON.parse(r.body)).toEqual({ id: 'm1', channel: 'sms', to: '+971501234567', text: message.text, locale: 'en', kind: 'out_for_delivery', awb: 'AWB1' });
    expect(verifySignature(r.headers['saqr-signature'], r.body, 'whsec_1', 300, now)).toMatchObject({ ok: true });
    expect(verifySignature(r.headers['saqr-signature'], r.body, 'whsec_2', 300, now)).toMatchObject({ ok: false });
  });

  it('sends only on channels that have settings', () => {
    expect(sendableChannels(null, undefined)).toEqual([]);
    expect(sendableChannels({ send: async () => undefined }, { sms: null, whatsapp: { kind: 'webhook', url: 'https://x', secret: 's' } })).toEqual(['email', 'whatsapp']);
  });
});
