// /NotificationSettings (issue 16), as a merchant uses it: tick a channel for an
// event, name the sender, save, and find both after a reload; the preview
// shows the message with the name being typed. The email preview is the
// message's own HTML in a frame sandboxed without scripts, where axe cannot run
// (e2e/fixtures.ts, SCRIPTLESS_FRAMES), so that HTML is opened as a page of its
// own and axe checks it there, in English and in Arabic, as a receiver's mail
// client would show it.
import type { Page } from '@playwright/test';
import type { NotificationSettingsView } from '../lib/schemas/notifications';
import { axeBuilder, expect, gotoHydrated, test } from './fixtures';

const SETTINGS = '/api/courier/NotificationSettings';

async function saved(page: Page) {
  const res = await page.request.get(SETTINGS);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: NotificationSettingsView }).data.Settings;
}

async function openSettings(page: Page) {
  await gotoHydrated(page, '/NotificationSettings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'SMS: Delivered' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a merchant sends “Delivered” by SMS too under a sender name of their own; both are kept, and the preview uses the name', async ({ page, signIn }) => {
  await signIn('prepaid');
  const before = await saved(page);
  try {
    await openSettings(page);
    const sms = page.getByRole('checkbox', { name: 'SMS: Delivered' });
    await expect(sms).not.toBeChecked();
    await sms.check();
    await page.getByLabel('Sender name').fill('Oasis Shop');

    // The preview follows the typing (debounced), before anything is saved.
    const frame = page.locator('iframe[title^="Email preview"]');
    await expect(frame).toHaveAttribute('srcdoc', /Oasis Shop/);

    const put = page.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).status()).toBe(200);
    await expect(page.getByText('Receiver notification settings saved.')).toBeVisible();
    expect(await saved(page)).toMatchObject({ senderName: 'Oasis Shop', events: { delivered: ['email', 'sms'] } });

    await openSettings(page);
    await expect(page.getByRole('checkbox', { name: 'SMS: Delivered' })).toBeChecked();
    await expect(page.getByLabel('Sender name')).toHaveValue('Oasis Shop');

    // A name with markup is refused on the form, and nothing is saved.
    await page.getByLabel('Sender name').fill('<b>Oasis</b>');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Sender name')).toHaveAttribute('aria-invalid', 'true');
    expect((await saved(page)).senderName).toBe('Oasis Shop');
  } finally {
    expect((await page.request.put(SETTINGS, { data: before })).status()).toBe(200);
  }
});

for (const [language, lang, dir] of [
  ['English', 'en', 'ltr'],
  ['Arabic', 'ar', 'rtl'],
] as const) {
  test(`the “out for delivery” email in ${language}, opened as the receiver's mail would, has no axe violations`, async ({ page, signIn }) => {
    await signIn('prepaid');
    await openSettings(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
    const frame = page.locator('iframe[title^="Email preview"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('srcdoc', new RegExp(`<html[^>]* lang="${lang}"`));
    const html = (await frame.getAttribute('srcdoc'))!;
    const subject = (await frame.getAttribute('title'))!.replace(/^Email preview: /, '');

    // The frame shows it as sent: the sandbox keeps scripts out, and there are none anyway.
    expect(html).not.toMatch(/<script/i);
    const mail = await page.context().newPage();
    try {
      await mail.setContent(html);
      await expect(mail.locator('html')).toHaveAttribute('dir', dir);
      // The WCAG 2.1 A and AA rules: axe's best practices for web pages (one main landmark,
      // everything inside landmarks) are not for an email, which a mail client frames.
      const { violations } = await axeBuilder(mail).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      await expect(mail.getByRole('article', { name: subject })).toBeVisible();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await mail.close();
    }
  });
}
