// The footer's contact form: loaded only when the footer comes near the
// screen (so it costs the page above nothing), with a loader meanwhile, and
// sending to the same POST contactus as the contact page.
import { expect, gotoHydrated, test } from './fixtures';

const THANKS = 'Thank you. Your message has been sent; our team will reply within one working day.';

test('the footer form loads when scrolled to and sends a message', async ({ page }) => {
  await gotoHydrated(page, '/about-us');
  const section = page.getByRole('region', { name: 'Write to us' });
  // Far below the fold: not loaded yet.
  await expect(page.locator('#footer-contact-name')).toHaveCount(0);

  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(section.locator('#footer-contact-message-error')).toHaveText('Message is required.');

  await form.getByLabel('Name', { exact: true }).fill('Aisha Rahman');
  await form.getByLabel('Email', { exact: true }).fill('aisha@example.ae');
  await form.getByLabel('Message', { exact: true }).fill('Do you collect from Jebel Ali Free Zone on Saturdays?');
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/courier/contactus');
  await form.getByRole('button', { name: 'Send message' }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect((await res.request().postDataJSON()).source).toBe('footer');
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('pages with their own contact form point to it instead of repeating it', async ({ page }) => {
  await gotoHydrated(page, '/contact-us');
  const section = page.getByRole('region', { name: 'Write to us' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('Use the contact form above, or call our hotline.');
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(1);
});
