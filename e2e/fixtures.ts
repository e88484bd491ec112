// Shared Playwright fixtures: the demo logins (straight from the seed, so the
// tests follow it) and a `login(page, who)` helper that signs in through the
// real /login form, as a visitor would.
//
// Importing the seed module is safe here: its only native dependency,
// @node-rs/argon2, loads fine in Node, and the database drivers (PGlite, pg)
// are imported lazily inside functions the tests never call.
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../courier-api/db/seed';

export { DEMO_PASSWORD, DEMO_USERS };
export type DemoUserKey = keyof typeof DEMO_USERS;
export const DEMO_USER_KEYS = Object.keys(DEMO_USERS) as DemoUserKey[];

/** The name of the session cookie over plain http (see lib/session-cookie.ts). */
export const SESSION_COOKIE = 'saqr.session';

/**
 * Opens /login and waits until the page is hydrated (next-auth's SessionProvider
 * has fetched /api/auth/session), so that a click submits through React and
 * never as a native GET form post.
 */
export async function openLoginForm(page: Page, path = '/login') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
}

/** Fills and submits the login form; does not wait for the outcome. */
export async function submitLoginForm(page: Page, emailOrUsername: string, password: string) {
  await page.getByLabel('Email ID or Username').fill(emailOrUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

type LoginFixtures = {
  /** Signs `who` in through the /login form and waits for the dashboard. */
  login: (page: Page, who: DemoUserKey) => Promise<void>;
};

export const test = base.extend<LoginFixtures>({
  // eslint-disable-next-line no-empty-pattern
  login: async ({}, use) => {
    await use(async (page, who) => {
      const user = DEMO_USERS[who];
      await openLoginForm(page);
      await submitLoginForm(page, user.email, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expect(page.getByText(`Welcome, ${user.fullName}`, { exact: true })).toBeVisible();
    });
  },
});

export { expect };
