// Admin → Manage Customers (/ManageSubUsers for the Admin), end to end on the
// production build: a request made through /Register is activated as a
// postpaid account; the one-time password is read off the screen (and found
// in the outbox, as there is no SMTP server here); the new customer's first
// login changes it; deactivating the account ends that customer's session at
// once; a second request is rejected with a reason. Only records made here
// are changed, so the demo data the other specs rely on stays as it was.
import type { Page } from '@playwright/test';
import { axeBuilder, axeViolations, expect, gotoHydrated, openLoginForm, submitLoginForm, test } from './fixtures';

const REGISTER_SUCCESS = 'Your Account is Created We Will Notify as well as soon';
const unique = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface Applicant {
  username: string;
  fullName: string;
  email: string;
  company: string;
}

async function registerThroughForm(page: Page): Promise<Applicant> {
  const username = unique();
  const who = { username, fullName: 'Noura Al Suwaidi', email: `${username}@falconspices.ae`, company: `Falcon Spices ${username}` };
  await gotoHydrated(page, '/Register');
  await expect(page.getByRole('combobox', { name: 'City', exact: true }).getByRole('option', { name: 'Dubai', exact: true })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'User Name', exact: true }).fill(who.username);
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(who.fullName);
  await page.getByRole('textbox', { name: 'Email ID', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(who.company);
  await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('Warehouse 3, Street 18');
  await page.getByRole('textbox', { name: 'Address Line 2', exact: true }).fill('Al Qusais Industrial Area 2');
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption({ label: 'Dubai' });
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('501234567');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: REGISTER_SUCCESS })).toBeVisible();
  return who;
}

async function openCustomers(page: Page, tab: 'Registration requests' | 'Accounts' | 'Outbox') {
  await gotoHydrated(page, '/ManageSubUsers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Customers');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** Types a search; the unfiltered page may show the row already, so wait for the answer (the table is busy, and dimmed, until then). */
async function search(page: Page, box: string, table: string, text: string) {
  await page.getByLabel(box).fill(text);
  await expect(page.getByRole('region', { name: table })).toHaveAttribute('aria-busy', 'false');
}

test('the Admin activates a request from /Register and the new customer signs in for the first time', async ({ page, browser, login }) => {
  test.setTimeout(180_000);
  const who = await registerThroughForm(page);

  await login(page, 'admin');
  await openCustomers(page, 'Registration requests');
  await search(page, 'Search requests', 'Registration requests', who.username);
  const row = page.getByRole('row').filter({ hasText: who.company });
  await expect(row).toContainText('Pending');
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: `Activate ${who.company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Activate ${who.company}` });
  await dialog.getByRole('radio', { name: /Postpaid/ }).check();
  // A postpaid account needs its credit limit.
  await dialog.getByRole('button', { name: 'Activate account' }).click();
  await expect(dialog.getByText('Credit limit is required for a postpaid account.')).toBeVisible();
  await dialog.getByLabel('Credit limit (AED)').fill('15000');
  await dialog.getByLabel('TRN (optional, 15 digits)').fill('100555666700003');
  expect((await axeBuilder(page).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Activate account' }).click();

  const shown = page.getByRole('dialog', { name: 'Account opened' });
  await expect(shown).toBeVisible();
  const password = await shown.getByLabel('One-time password').inputValue();
  await expect(shown).toContainText(who.username);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('Approved');
  const accountNo = /Account (\d+)/.exec((await row.textContent()) ?? '')![1]!;

  // Accounts: the new account with its terms and its one user.
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await search(page, 'Search accounts', 'Customer accounts', accountNo);
  const accountRow = page.getByRole('row').filter({ hasText: who.company });
  await expect(accountRow).toContainText('Postpaid');
  await expect(accountRow).toContainText('Credit limit AED 15,000.00');
  await page.getByRole('button', { name: `Users of account ${accountNo}` }).click();
  const users = page.getByRole('dialog', { name: `Users of account ${accountNo}` });
  await expect(users.getByRole('row').filter({ hasText: who.username })).toContainText('Password not yet changed');
  expect((await axeBuilder(page).include('dialog').analyze()).violations).toEqual([]);
  await users.getByRole('button', { name: 'Close' }).click();

  // Outbox: the welcome email carries the same password.
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await search(page, 'Search mail', 'Mail outbox', who.email);
  const mail = page.getByRole('row').filter({ hasText: `your account ${accountNo} is ready` });
  await expect(mail).toContainText('In the outbox');
  await mail.getByText(`Welcome to Saqr Express: your account ${accountNo} is ready`).click();
  await expect(mail.locator('pre')).toContainText(`One-time password: ${password}`);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  // The new customer's first login.
  const other = await browser.newContext();
  const customer = await other.newPage();
  try {
    await openLoginForm(customer);
    await submitLoginForm(customer, who.username, password);
    await customer.waitForURL((url) => url.pathname === '/ChangePassword');
    await customer.getByLabel('Current Password', { exact: true }).fill(password);
    await customer.getByLabel('New Password', { exact: true }).fill('Falcon#2026new');
    await customer.getByLabel('Confirm Password', { exact: true }).fill('Falcon#2026new');
    await customer.getByRole('button', { name: 'Change Password' }).click();
    await customer.waitForURL((url) => url.pathname === '/dashboard');
    await expect(customer.getByText(`Welcome, ${who.fullName}`, { exact: true })).toBeVisible();
    await expect(customer.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Manage Sub Users', exact: true })).toBeVisible();

    // The Admin deactivates the account: the customer's session ends at once.
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('button', { name: `Deactivate account ${accountNo}` }).click();
    await page.getByRole('dialog', { name: `Deactivate account ${accountNo}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(accountRow).toContainText('Inactive');
    await customer.goto('/dashboard');
    await customer.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await openLoginForm(customer);
    await submitLoginForm(customer, who.username, 'Falcon#2026new');
    await expect(customer.getByRole('alert').filter({ hasText: 'This login is inactive. Please contact customer support.' })).toBeVisible();

    // And back on: the customer can sign in again.
    await page.getByRole('button', { name: `Activate account ${accountNo}` }).click();
    await page.getByRole('dialog', { name: `Activate account ${accountNo}?` }).getByRole('button', { name: 'Activate' }).click();
    await expect(accountRow).toContainText('Active');
    await submitLoginForm(customer, who.username, 'Falcon#2026new');
    await customer.waitForURL((url) => url.pathname === '/dashboard');
  } finally {
    await other.close();
  }
});

test('the Admin rejects a request with a reason that goes to the applicant', async ({ page, login }) => {
  const username = unique();
  const company = `Gulf Pearls ${username}`;
  const res = await page.request.post('/api/courier/auth/register', {
    data: { username, full_name: 'Omar Khalid', email: `${username}@gulfpearls.ae`, company_name: company, address_line_1: 'Office 4', address_line_2: 'Deira', Country: 'AE' },
  });
  expect(res.status()).toBe(201);

  await login(page, 'admin');
  await openCustomers(page, 'Registration requests');
  await search(page, 'Search requests', 'Registration requests', username);
  await page.getByRole('button', { name: `Reject ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${company}` });
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(dialog.getByText('Reason is required.')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('We could not verify the trade licence.');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Rejected');

  await page.getByRole('tab', { name: 'Outbox' }).click();
  await search(page, 'Search mail', 'Mail outbox', `${username}@gulfpearls.ae`);
  const mail = page.getByRole('row').filter({ hasText: 'Your Saqr Express account request' });
  await mail.getByText('Your Saqr Express account request').click();
  await expect(mail.locator('pre')).toContainText('Reason: We could not verify the trade licence.');
});

test('the tabs are keyboard operable and keep their place in the address', async ({ page, login }) => {
  await login(page, 'admin');
  await openCustomers(page, 'Registration requests');
  await page.getByRole('tab', { name: 'Registration requests' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Accounts' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Accounts' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=accounts$/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab is a column of cards that fits the screen, with no axe findings', async ({ page, signIn }) => {
    await signIn('admin');
    for (const tab of ['Registration requests', 'Accounts', 'Outbox'] as const) {
      await openCustomers(page, tab);
      await expect(page.getByRole('tabpanel', { name: tab }).getByRole('region')).toHaveAttribute('aria-busy', 'false');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
