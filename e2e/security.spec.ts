// Issue 17 in the browser: staff sign in with a code from their authenticator
// app (a wrong one is refused, "remember this device" skips the step next
// time); a customer's user turns two-factor sign-in on from /Security (QR,
// key, code, recovery codes), signs in with a recovery code, sees and ends
// another session, and turns it off with the password.
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { PERMISSION_KEYS } from '../courier-api/db/schema';
import { DEMO_STAFF } from '../courier-api/db/seed-courier';
import { axeViolations, DEMO_PASSWORD, DEVICE_COOKIE, enterDemoCode, expect, gotoHydrated, openLoginForm, submitLoginForm, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const NEW_PASSWORD = 'Falcon#2026safe';

test('staff sign in with a code; a wrong code is refused; a remembered browser is not asked again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openLoginForm(page);
  await submitLoginForm(page, DEMO_STAFF.courier2.email, DEMO_PASSWORD);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code' })).toHaveText('This code is not right. Please check your authenticator app and try again.');
  expect(await axeViolations(page)).toEqual([]);
  await enterDemoCode(page, { remember: true });
  await page.waitForURL((url) => url.pathname === '/courier');
  const device = (await context.cookies()).find((c) => c.name === DEVICE_COOKIE)!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // Signed out, then in again from the same browser: no code asked.
  await context.clearCookies({ name: 'saqr.session' });
  await openLoginForm(page);
  await submitLoginForm(page, DEMO_STAFF.courier2.email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/courier');
  // The courier opens their Security page from the app: required, so it cannot be turned off.
  await page.getByRole('link', { name: 'Security' }).click();
  await page.waitForURL((url) => url.pathname === '/Security');
  await expect(page.getByText('Required for staff: it cannot be turned off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  await context.close();
});

/** A new login of Al Noor's, made by its main user, through its first sign-in (a new password). */
async function newSubUser(page: Page) {
  const username = `sec.${Date.now().toString(36)}`;
  await openLoginForm(page);
  await submitLoginForm(page, 'alnoor', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const dashboard = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, k === 'Air_Way_bill_history']));
  const made = await page.request.post('/api/courier/users', {
    data: { username, full_name: 'Salma Nasser', email: `${username}@alnoortrading.ae`, phone_number: '+971501239876', dashboard },
  });
  expect(made.status()).toBe(201);
  const { OneTimePassword } = (await made.json()).data;
  await page.context().clearCookies({ name: 'saqr.session' });
  await openLoginForm(page);
  await submitLoginForm(page, username, OneTimePassword);
  await page.waitForURL((url) => url.pathname === '/ChangePassword');
  await page.getByLabel('Current Password', { exact: true }).fill(OneTimePassword);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return username;
}

test('a customer turns two-factor sign-in on, signs in with a recovery code, ends another session, and turns it off', async ({ browser, baseURL, page }) => {
  const username = await newSubUser(page);

  await gotoHydrated(page, '/Security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('This browser')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByLabel('Key (if you cannot scan)').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Authentication code').fill('123456');
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(dialog.getByText('This code is not right. Please check your authenticator app and try again.')).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codeItems = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await expect(codesDialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await codesDialog.getByLabel('I have saved these codes').check();
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Another browser signs in with a recovery code (once).
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await openLoginForm(second);
  await submitLoginForm(second, username, NEW_PASSWORD);
  await second.getByRole('button', { name: 'Use a recovery code' }).click();
  await second.getByLabel('Recovery code').fill(codes[0]!);
  await second.getByRole('button', { name: 'Verify', exact: true }).click();
  await second.waitForURL((url) => url.pathname === '/dashboard');

  // This browser sees it and ends it; the other is signed out at its next page.
  await page.reload();
  await expect(page.getByText('9 recovery codes left.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^End the session on / })).toHaveCount(1);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page.getByText('Your other sessions have been ended.')).toBeVisible();
  await expect(page.getByText('You are signed in only here.')).toBeVisible();
  // Its portal cannot load the profile any more: it signs out and goes home (spec §8).
  await second.goto('/dashboard');
  await second.waitForURL((url) => url.pathname === '/');
  await expect.poll(async () => (await other.cookies()).some((c) => c.name === 'saqr.session')).toBe(false);
  await other.close();

  // Off, with the password.
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off' });
  await off.getByLabel('Current Password').fill('Wrong#2026pass');
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('Current Password is incorrect.')).toBeVisible();
  await off.getByLabel('Current Password').fill(NEW_PASSWORD);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

test('signing out ends the session itself: a copy of the old cookie opens nothing', async ({ browser, baseURL, page, login }) => {
  await login(page, 'prepaid');
  const saved = await page.context().cookies();
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Logout', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(saved);
  const stolen = await thief.newPage();
  expect((await stolen.request.get('/api/courier/auth/profile')).status()).toBe(401);
  await thief.close();
});

test('a new courier sets up two-factor sign-in at the first sign-in; after a lost phone the Admin resets it and they set it up again', async ({ browser, baseURL, page, login }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  const username = `courier.${Date.now().toString(36)}`;
  const made = await page.request.post('/api/courier/Staff', {
    data: { Username: username, FullName: 'Imran Qureshi', Email: `${username}@saqrexpress.ae`, Phone: '+971501230777', Role: 'Courier' },
  });
  expect(made.status()).toBe(201);
  const firstPassword = (await made.json()).data.OneTimePassword as string;

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const app = await phone.newPage();
  /** The enrolment the sign-in asks for: scan (the key here), a code, then the recovery codes. */
  const enrol = async (password: string) => {
    await openLoginForm(app);
    await submitLoginForm(app, username, password);
    await expect(app.getByText('Your role requires two-factor sign-in.', { exact: false })).toBeVisible();
    await expect(app.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await app.getByLabel('Key (if you cannot scan)').inputValue();
    await app.getByLabel('Authentication code').fill(await generate({ secret }));
    await app.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(app.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await app.getByLabel('I have saved these codes').check();
    await app.getByRole('button', { name: 'Continue' }).click();
    await app.waitForURL((url) => url.pathname === '/ChangePassword');
  };
  await enrol(firstPassword);
  expect(await axeViolations(app)).toEqual([]);

  // The Admin resets it from Manage Customers → Staff: a new one-time password, shown once.
  await gotoHydrated(page, '/ManageSubUsers?tab=staff');
  await page.getByRole('button', { name: 'Reset sign-in Imran Qureshi' }).click();
  await page.getByRole('dialog', { name: "Reset Imran Qureshi's sign-in?" }).getByRole('button', { name: 'Reset sign-in' }).click();
  const issued = page.getByRole('dialog', { name: 'Sign-in reset' });
  const secondPassword = await issued.getByLabel('One-time password').inputValue();
  expect(secondPassword).not.toBe(firstPassword);

  // The old session is over, and the sign-in asks for the set-up again.
  await phone.clearCookies({ name: 'saqr.session' });
  await enrol(secondPassword);
  await phone.close();
});
