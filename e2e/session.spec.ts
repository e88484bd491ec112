// What happens when a signed-in visitor's profile cannot be loaded (spec §4
// and §8): at start-up on a public page the server's message is shown, the
// session is cleared and the visitor lands on /login; inside the portal the
// session is cleared and the visitor goes to /.
//
// The session cookie is made here with next-auth's own encoder and the e2e
// server's secret (e2e/server.mjs), holding a courier token the API rejects:
// exactly what a browser holds after its token was revoked or has expired.
import { encode } from 'next-auth/jwt';
import { expect, test, SESSION_COOKIE } from './fixtures';
import { E2E_NEXTAUTH_SECRET } from './server-settings.mjs';

async function plantRevokedSession(page: import('@playwright/test').Page, baseURL: string) {
  const value = await encode({
    secret: E2E_NEXTAUTH_SECRET,
    token: { name: 'Revoked Customer', email: 'revoked@example.ae', sub: '00000000-0000-4000-8000-000000000000', courierToken: 'revoked.token.value', first: false },
  });
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

test('a profile that fails at start-up shows the server message, clears the session and goes to /login', async ({ page, baseURL }) => {
  await plantRevokedSession(page, baseURL!);
  await page.goto('/about-us');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '').toBe('');
});

test('a profile that fails inside the portal clears the session and goes to /', async ({ page, baseURL }) => {
  await plantRevokedSession(page, baseURL!);
  await page.goto('/Dashboard');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '').toBe('');
});

test('a valid session passes the start-up check and stays signed in', async ({ page, login }) => {
  await login(page, 'prepaid');
  const profile = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/courier/auth/profile');
  await page.goto('/about-us');
  expect((await profile).status()).toBe(200);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
});
