// /ManageSubUsers for a customer, end to end on the production build: a
// customer adds a sub-user and reads its one-time password once; the
// sub-user's first login lands on /ChangePassword and then sees only what it
// was given; greyed-out permissions it lacks; deactivation ends its session
// at once; delete with confirmation. Every user made here is new, so the demo
// data the other specs rely on stays as it was.
import type { Page } from '@playwright/test';
import { axeBuilder, axeViolations, expect, gotoHydrated, openLoginForm, submitLoginForm, test } from './fixtures';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Portal' });
const unique = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openUsersPage(page: Page) {
  await gotoHydrated(page, '/ManageSubUsers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Sub Users');
  await expect(page.getByRole('region', { name: 'Users of your account' })).toHaveAttribute('aria-busy', 'false');
}

interface NewLogin {
  username: string;
  fullName: string;
  email: string;
  password: string;
}

/** Adds a user through the dialog with the given permission boxes ticked; returns its one-time password. */
async function addUser(page: Page, fullName: string, permissions: string[]): Promise<NewLogin> {
  const username = unique();
  const email = `${username}@alnoortrading.ae`;
  await page.getByRole('button', { name: 'Add user', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('User Name').fill(username);
  await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Email ID').fill(email);
  for (const p of permissions) await dialog.getByRole('checkbox', { name: p, exact: true }).check();
  await dialog.getByRole('button', { name: 'Add user', exact: true }).click();

  const shown = page.getByRole('dialog', { name: 'User added' });
  await expect(shown).toBeVisible();
  const password = await shown.getByLabel('One-time password').inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
  await expect(shown).toContainText('shown only once');
  await expect(shown).toContainText(`waiting in the outbox`);
  await expect(shown.getByLabel('One-time password')).toBeFocused();
  expect((await axeBuilder(page).include('dialog').analyze()).violations).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Password not yet changed');
  return { username, fullName, email, password };
}

/** The menu items a user's permissions give, and ones they must not. */
async function expectMenu(page: Page, shown: string[], hidden: string[]) {
  for (const name of shown) await expect(drawer(page).getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of hidden) await expect(drawer(page).getByRole('link', { name, exact: true })).toHaveCount(0);
}

/** First sign-in with the one-time password: /ChangePassword, then the dashboard. */
async function firstLogin(page: Page, who: NewLogin, newPassword: string) {
  await openLoginForm(page);
  await submitLoginForm(page, who.username, who.password);
  await page.waitForURL((url) => url.pathname === '/ChangePassword');
  await expect(page.getByRole('note')).toContainText('choose a new password before using the customer portal');
  // The portal stays closed until the password is changed.
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/ChangePassword');
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  await page.getByLabel('Current Password', { exact: true }).fill(who.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByText(`Welcome, ${who.fullName}`, { exact: true })).toBeVisible();
}

test('a customer adds a sub-user whose first login changes the password and then sees only what it was given', async ({ page, browser, login }) => {
  test.setTimeout(180_000);
  await login(page, 'postpaid');
  await openUsersPage(page);
  await expect(page.getByRole('row').filter({ hasText: 'Fatima Al Mansoori' })).toContainText('Primary user');
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);

  const manager = await addUser(page, 'Khalid Rahman', ['Manage sub users', 'Pickup request', 'Pickup history']);

  // The sub-user signs in elsewhere (its own browser context).
  const other = await browser.newContext();
  const subPage = await other.newPage();
  try {
    await firstLogin(subPage, manager, 'Khalid#2026new');
    await expectMenu(subPage, ['Manage Sub Users', 'Schedule A Pickup', 'Pickup History'], ['Manage Shipping', 'Manage Service Types']);

    // In its own Add user dialog, what it lacks is greyed out and says why.
    await openUsersPage(subPage);
    await subPage.getByRole('button', { name: 'Add user', exact: true }).click();
    const dialog = subPage.getByRole('dialog', { name: 'Add user' });
    const print = dialog.getByRole('checkbox', { name: 'Print airway bill', exact: true });
    await expect(print).toBeDisabled();
    await expect(print).toHaveAccessibleDescription(/do not have the greyed-out permissions yourself/);
    await expect(dialog.getByRole('checkbox', { name: 'Pickup request', exact: true })).toBeEnabled();
    expect((await axeBuilder(subPage).include('dialog').analyze()).violations).toEqual([]);
    await subPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(subPage.getByRole('button', { name: 'Add user', exact: true })).toBeFocused();

    // The customer deactivates it: its session ends at once.
    await page.getByRole('button', { name: `Deactivate ${manager.fullName}` }).click();
    await page.getByRole('dialog', { name: `Deactivate ${manager.fullName}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('row').filter({ hasText: manager.username })).toContainText('Inactive');
    await subPage.goto('/dashboard');
    await subPage.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
  } finally {
    await other.close();
  }

  // Status filter and search.
  await page.getByLabel('Status').selectOption({ label: 'Inactive' });
  await expect(page.getByRole('row').filter({ hasText: manager.username })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Fatima Al Mansoori' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'All' });
  await page.getByLabel('Search users').fill('yousef');
  await expect(page.getByRole('region', { name: 'Users of your account' }).getByRole('row')).toHaveCount(2);

  // Delete with confirmation: Cancel keeps it, Delete removes it.
  await page.getByLabel('Search users').fill(manager.username);
  const row = page.getByRole('row').filter({ hasText: manager.username });
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${manager.fullName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${manager.fullName}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a sub-user with only pickup permissions sees only the pickup pages', async ({ page, browser, login }) => {
  test.setTimeout(120_000);
  await login(page, 'postpaid');
  await openUsersPage(page);
  const picker = await addUser(page, 'Layla Haddad', ['Pickup request', 'Pickup history']);
  const other = await browser.newContext();
  const subPage = await other.newPage();
  try {
    await firstLogin(subPage, picker, 'Layla#2026new');
    await expectMenu(subPage, ['Schedule A Pickup', 'Pickup History'], ['Manage Sub Users', 'Manage Shipping', 'Manage Service Types']);
    await gotoHydrated(subPage, '/ManageSubUsers');
    await expect(subPage.getByRole('heading', { level: 1 })).toHaveText('You are not authorized to access this page.');
  } finally {
    await other.close();
  }
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users are cards that fit the screen, and axe finds nothing on the list or the Add user dialog', async ({ page, signIn }) => {
    await signIn('postpaid');
    await openUsersPage(page);
    await expect(page.getByRole('row').filter({ hasText: 'Fatima Al Mansoori' })).toContainText('Primary user');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add user', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add user' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
