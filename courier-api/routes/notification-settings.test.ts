// Receiver notification settings (issue 16, item 2): an account's own
// settings read, saved and previewed; defaults for a new account; bad input
// refused with nothing written; sub-users without Manage_Sub_Users, staff and
// the Admin refused; one account never sees another's.
import { count, eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFY_CHANNELS, NOTIFY_EVENTS, NOTIFY_MESSAGES, type NotificationSettings } from '@/lib/schemas/notifications';
import { accounts, notificationSettings } from '../db/schema';
import { useTestApi } from '../test-utils';
import { ADMIN_HAS_NO_NOTIFICATIONS, PREVIEW_CODE, SAMPLE_AWB, SAVED } from './notification-settings';

const { t, tokens } = useTestApi({
  courierDay: true,
  logins: { admin: 'admin', postpaid: 'postpaid', prepaid: 'prepaid', subUser: 'subUser', ops: 'ops', courier: 'courier' },
});

const rows = async () => Number((await t.database.db.select({ n: count() }).from(notificationSettings))[0]!.n);

const custom: NotificationSettings = {
  events: { created: [], picked_up: ['email'], out_for_delivery: ['email', 'sms', 'whatsapp'], delivered: ['whatsapp'], failed_attempt: ['sms'], returned: [] },
  senderName: 'Al Noor Store',
  locale: 'ar',
  allowRedirects: false,
};

afterEach(async () => {
  await t.database.db.delete(notificationSettings);
});

describe('GET and PUT NotificationSettings', () => {
  it('gives a new account the defaults and its company name as the sender', async () => {
    const res = await t.call('GET', 'NotificationSettings', { token: tokens.postpaid });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ Settings: DEFAULT_NOTIFICATION_SETTINGS, DefaultSenderName: 'Al Noor Trading LLC' });
  });

  it('saves the account’s settings and reads them back', async () => {
    const put = await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body: custom });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ message: SAVED, code: 'NOTIFICATION_SETTINGS_SAVED', data: { Settings: custom } });
    const get = await t.call('GET', 'NotificationSettings', { token: tokens.postpaid });
    expect(get.json.data.Settings).toEqual(custom);

    // An empty sender name goes back to the company name; a channel listed once per event.
    const again = await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body: { ...custom, senderName: '  ' } });
    expect(again.status).toBe(200);
    expect(again.json.data.Settings.senderName).toBeNull();
    expect(await rows()).toBe(1);
  });

  it('keeps each account’s settings to itself, whatever the body says', async () => {
    const [alnoor] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNo, '100001'));
    const put = await t.call('PUT', 'NotificationSettings', { token: tokens.prepaid, body: { ...custom, accountId: alnoor!.id, AccountNo: '100001' } });
    expect(put.status).toBe(200);
    const mine = await t.call('GET', 'NotificationSettings', { token: tokens.postpaid });
    expect(mine.json.data).toEqual({ Settings: DEFAULT_NOTIFICATION_SETTINGS, DefaultSenderName: 'Al Noor Trading LLC' });
    const theirs = await t.call('GET', 'NotificationSettings', { token: tokens.prepaid });
    expect(theirs.json.data).toEqual({ Settings: custom, DefaultSenderName: 'Oasis Handmade Boutique' });
    const stored = await t.database.db.select({ accountId: notificationSettings.accountId }).from(notificationSettings);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.accountId).not.toBe(alnoor!.id);
  });

  it('refuses bad settings with 400 and a message, and writes nothing', async () => {
    await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body: custom });
    const cases: Array<[unknown, string, string]> = [
      [{ ...custom, events: { ...custom.events, created: ['pigeon'] } }, 'Choose email, SMS or WhatsApp.', 'events.created[0]'],
      [{ ...custom, events: { ...custom.events, delivered: ['sms', 'sms'] } }, 'Choose each channel once.', 'events.delivered'],
      [{ ...custom, senderName: 'S'.repeat(61) }, 'The sender name can be at most 60 characters.', 'senderName'],
      [{ ...custom, senderName: '<b>Shop</b>' }, 'Sender name must not contain < or >.', 'senderName'],
      [{ ...custom, locale: 'fr' }, 'Choose a language.', 'locale'],
      [{ ...custom, events: 'all' }, '', 'events'],
      [{ ...custom, senderName: { $ne: 1 } }, '', 'senderName'],
    ];
    for (const [body, message, field] of cases) {
      const res = await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      if (message) expect(res.json.message).toBe(message);
      expect(typeof res.json.code).toBe('string');
    }
    const get = await t.call('GET', 'NotificationSettings', { token: tokens.postpaid });
    expect(get.json.data.Settings).toEqual(custom);
    expect(await rows()).toBe(1);
  });
});

describe('who may', () => {
  const calls = [
    ['GET', 'NotificationSettings', undefined],
    ['PUT', 'NotificationSettings', custom],
    ['POST', 'NotificationSettings/Preview', { Event: 'created', Channel: 'email', Locale: 'en' }],
  ] as const;

  it('refuses a sub-user without Manage_Sub_Users, Ops and couriers with 403', async () => {
    for (const who of ['subUser', 'ops', 'courier'] as const) {
      for (const [method, path, body] of calls) {
        const res = await t.call(method, path, { token: tokens[who], body });
        expect({ who, path, status: res.status }).toEqual({ who, path, status: 403 });
        expect(res.json.message).toBe('You are not authorized to access this page.');
      }
    }
    expect(await rows()).toBe(0);
  });

  it('tells the Admin there is no account to set', async () => {
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: tokens.admin, body });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ message: ADMIN_HAS_NO_NOTIFICATIONS, code: 'NOTIFICATION_SETTINGS_ADMIN_NO_ACCOUNT' });
    }
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.call('GET', 'NotificationSettings')).status).toBe(401);
  });
});

describe('POST NotificationSettings/Preview', () => {
  it('renders every message in both languages with sample facts and a hidden code', async () => {
    await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body: custom });
    for (const Event of [...NOTIFY_EVENTS, ...NOTIFY_MESSAGES]) {
      for (const Channel of NOTIFY_CHANNELS) {
        for (const Locale of ['en', 'ar'] as const) {
          const res = await t.call('POST', 'NotificationSettings/Preview', { token: tokens.postpaid, body: { Event, Channel, Locale } });
          expect(res.status).toBe(200);
          const { Subject, Text, Html, Short } = res.json.data;
          for (const part of [Subject, Text, Html, Short]) expect(part).toContain(SAMPLE_AWB);
          expect(Html).toContain(Locale === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
          expect(Short).toContain(Locale === 'ar' ? `/ar/?track=${SAMPLE_AWB}` : `/?track=${SAMPLE_AWB}`);
          expect(Text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
        }
      }
    }
  });

  it('shows the saved or typed sender name, the sample receiver and the code as dots', async () => {
    await t.call('PUT', 'NotificationSettings', { token: tokens.postpaid, body: custom });
    const saved = await t.call('POST', 'NotificationSettings/Preview', { token: tokens.postpaid, body: { Event: 'out_for_delivery', Channel: 'email', Locale: 'en' } });
    expect(saved.json.data.Text).toContain('Al Noor Store');
    expect(saved.json.data.Text).toContain('Hello Sample Receiver,');
    expect(saved.json.data.Text).toContain(PREVIEW_CODE);
    expect(saved.json.data.Short).toContain(PREVIEW_CODE);
    const typed = await t.call('POST', 'NotificationSettings/Preview', {
      token: tokens.postpaid,
      body: { Event: 'created', Channel: 'sms', Locale: 'ar', SenderName: 'متجر النور' },
    });
    expect(typed.json.data.Short).toContain('متجر النور');
    expect(typed.json.data.Short).toMatch(/[\u0600-\u06FF]/);
    // A sender name cleared on the form: the company name, even with one saved.
    const cleared = await t.call('POST', 'NotificationSettings/Preview', { token: tokens.postpaid, body: { Event: 'delivered', Channel: 'email', Locale: 'en', SenderName: '' } });
    expect(cleared.json.data.Text).toContain('Al Noor Trading LLC');
    expect(cleared.json.data.Text).not.toContain('Al Noor Store');
    // Without saved settings: the company name.
    const other = await t.call('POST', 'NotificationSettings/Preview', { token: tokens.prepaid, body: { Event: 'delivered', Channel: 'email', Locale: 'en' } });
    expect(other.json.data.Text).toContain('Oasis Handmade Boutique');
  });

  it('refuses what it cannot preview with 400', async () => {
    for (const [body, message] of [
      [{ Event: 'lost', Channel: 'email', Locale: 'en' }, 'Choose a message to preview.'],
      [{ Event: 'created', Channel: 'fax', Locale: 'en' }, 'Choose email, SMS or WhatsApp.'],
      [{ Event: 'created', Channel: 'email', Locale: 'fr' }, 'Choose English or Arabic.'],
      [{ Event: 'created', Channel: 'email', Locale: 'en', SenderName: '<i>x</i>' }, 'Sender name must not contain < or >.'],
    ] as const) {
      const res = await t.call('POST', 'NotificationSettings/Preview', { token: tokens.postpaid, body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });
});
