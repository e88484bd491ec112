// Content and service pages, their metadata and legacy paths, the contact
// form end to end, the help desk FAQ, and an accessibility scan of each page.
import type { APIRequestContext, Page } from '@playwright/test';
import { SERVICES } from '../lib/content/services';
import { LEGACY_SERVICE_PATHS } from '../lib/content/slugs';
import { site } from '../lib/site';
import { axeBuilder, expect, gotoHydrated, test } from './fixtures';

interface ContentPage {
  path: string;
  h1: string;
  /** A sentence that must be in the server-rendered HTML. */
  sentence: string;
}

const CONTENT_PAGES: ContentPage[] = [
  { path: '/about-us', h1: `About ${site.name}`, sentence: 'Three hubs, seven emirates' },
  { path: '/Ourservices', h1: 'Services & Products', sentence: 'One account for every shipment' },
  { path: '/OurGallery', h1: 'Media Gallery', sentence: 'Every parcel is scanned at the sorting line, so tracking is always up to date.' },
  { path: '/Career', h1: 'Careers', sentence: 'We reply to every application within ten working days.' },
  { path: '/Deliveryservice', h1: 'Delivery Services', sentence: 'Coverage: all seven emirates' },
  { path: '/contact-us', h1: 'Contact Us', sentence: 'Send us a message' },
  { path: '/help-desk', h1: 'Help Desk', sentence: 'Keep the parcel, the packaging and the contents, take photos' },
  { path: '/terms-and-conditions', h1: 'Terms and Conditions', sentence: 'These terms are governed by the laws of the United Arab Emirates' },
  { path: '/privacy-and-policy', h1: 'Privacy Policy', sentence: 'Federal Decree-Law No. 45 of 2021' },
];

const SERVICE_PAGES: ContentPage[] = SERVICES.map((s) => ({
  path: `/services/${s.slug}`,
  h1: s.title,
  sentence: s.body[1]!.slice(0, 80),
}));

const ALL_PAGES = [...CONTENT_PAGES, ...SERVICE_PAGES];

const THANKS = 'Thank you. Your message has been sent; our team will reply within one working day.';

/** React escapes these in text; compare against the escaped form. */
const htmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Head fields read from raw server HTML (no JavaScript involved). */
function headOf(html: string) {
  const attr = (tag: RegExp) => tag.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    h1: attr(/<h1[^>]*>([^<]*)<\/h1>/),
  };
}

async function serverHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), `${path} status`).toBe(200);
  return res.text();
}

/** The cookie notice and chat button float over the page; the notice is answered up front. */
async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
}

test.describe('content and service pages', () => {
  for (const p of ALL_PAGES) {
    test(`${p.path} loads with its h1, title, description and canonical link, and passes axe`, async ({ page }) => {
      const response = await gotoHydrated(page, p.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await page.title()).toMatch(new RegExp(`\\| ${site.name}$`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!, page.url()).pathname).toBe(p.path);

      // Scan the page as it stays, after the 2-second start-up splash (its fade-out is a transient state).
      await expect(page.locator('#splash')).toBeHidden();
      const axe = await axeBuilder(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('every page has a unique title and description, and its text in the server HTML', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const p of ALL_PAGES) {
      const html = await serverHtml(request, p.path);
      const head = headOf(html);
      expect(head.h1, `${p.path} h1`).toBe(htmlEscape(p.h1));
      expect(html, `${p.path} server text`).toContain(htmlEscape(p.sentence));
      expect(new URL(head.canonical!).pathname, `${p.path} canonical`).toBe(p.path);
      expect(titles.get(head.title!), `title of ${p.path} also used by`).toBeUndefined();
      expect(descriptions.get(head.description!), `description of ${p.path} also used by`).toBeUndefined();
      titles.set(head.title!, p.path);
      descriptions.set(head.description!, p.path);
    }
    expect(titles.size).toBe(ALL_PAGES.length);
  });

  test('service pages have a 120–160 character description and link back to /Ourservices', async ({ request }) => {
    for (const s of SERVICES) {
      const html = await serverHtml(request, `/services/${s.slug}`);
      const { description } = headOf(html);
      expect(description!.length, s.slug).toBeGreaterThanOrEqual(120);
      expect(description!.length, s.slug).toBeLessThanOrEqual(160);
      expect(html).toContain('href="/Ourservices"');
      expect(html).toContain('href="/Ratefinder"');
      expect(html).toContain('href="/Bookshipment"');
    }
  });

  test('/Ourservices links to each service page by its canonical path', async ({ page }) => {
    await gotoHydrated(page, '/Ourservices');
    for (const s of SERVICES) {
      const link = page.getByRole('link', { name: `Read more about ${s.name}` });
      await expect(link).toHaveAttribute('href', `/services/${s.slug}`);
    }
    await page.getByRole('link', { name: `Read more about ${SERVICES[2]!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${SERVICES[2]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVICES[2]!.title);
  });

  test('the gallery shows 6 to 9 captioned images from our own site', async ({ page }) => {
    await gotoHydrated(page, '/OurGallery');
    const figures = page.locator('main figure');
    const count = await figures.count();
    expect(count).toBeGreaterThanOrEqual(6);
    expect(count).toBeLessThanOrEqual(9);
    for (let i = 0; i < count; i++) {
      const img = figures.nth(i).locator('img');
      expect(await img.getAttribute('alt')).toBeTruthy();
      expect(new URL((await img.getAttribute('src'))!, page.url()).pathname).toMatch(/^\/images\/gallery\/[a-z-]+\.svg$/);
      await expect(figures.nth(i).locator('figcaption')).not.toBeEmpty();
      // Loaded, not broken.
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('legacy paths', () => {
  const REDIRECTS: Array<[string, string]> = [
    ['/Aboutus', '/about-us'],
    ['/Contact', '/contact-us'],
    ['/Helpdesk', '/help-desk'],
    ['/Termsconditions', '/terms-and-conditions'],
    ['/Privacypolicy', '/privacy-and-policy'],
    ...Object.entries(LEGACY_SERVICE_PATHS).flatMap(([old, slug]): Array<[string, string]> => [
      [`/${old}`, `/services/${slug}`],
      [`/services/${old}`, `/services/${slug}`],
    ]),
  ];
  const h1Of = (path: string) => ALL_PAGES.find((p) => p.path === path)!.h1;

  for (const [from, to] of REDIRECTS) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(new URL(first.headers().location!, 'http://x').pathname).toBe(to);
      const landed = await request.get(from);
      expect(landed.status()).toBe(200);
      expect(new URL(landed.url()).pathname).toBe(to);
      expect(headOf(await landed.text()).h1).toBe(htmlEscape(h1Of(to)));
    });
  }

  test('the footer’s .html service links open the service pages', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const links = page.getByRole('navigation', { name: 'Services' }).getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
    expect(hrefs).toHaveLength(SERVICES.length);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/services\/[a-z-]+\.html$/);
      const service = SERVICES.find((s) => href === `/services/${s.slug}.html`)!;
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(`/services/${service.slug}`);
    }
  });
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('submitting it empty shows the field errors and sends nothing', async ({ page }) => {
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/courier/contactus')) sent = true;
    });
    await gotoHydrated(page, '/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Email is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Message is required.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    expect(sent).toBe(false);
  });

  test('a bad email and a short message are explained before sending', async ({ page }) => {
    await gotoHydrated(page, '/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Fatima Khan');
    await page.getByLabel('Email', { exact: true }).fill('fatima@');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.', { exact: true })).toBeVisible();
  });

  for (const path of ['/contact-us', '/help-desk']) {
    test(`valid data on ${path} is sent, confirmed with a toast and the form is reset`, async ({ page }) => {
      await gotoHydrated(page, path);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name', { exact: true }).fill('Omar Al Hashimi');
      await form.getByLabel('Email', { exact: true }).fill('omar@example.ae');
      await form.getByLabel('Phone (optional)').fill('+971 50 765 4321');
      await form.getByLabel('Subject (optional)').selectOption('Pickup request');
      await form.getByLabel('Message', { exact: true }).fill('Please collect two cartons from our office in Business Bay tomorrow morning.');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/courier/contactus')),
        form.getByRole('button', { name: 'Send message' }).click(),
      ]);
      expect(response.status()).toBe(201);
      expect((await response.json()).data._id).toEqual(expect.any(String));
      await expect(page.getByText(THANKS, { exact: true })).toBeVisible();
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Phone (optional)')).toHaveValue('');
      await expect(form.getByLabel('Subject (optional)')).toHaveValue('');
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
    });
  }

  test('a refusal from the server shows its message as a toast and its field errors', async ({ page }) => {
    await page.route('**/api/courier/contactus', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'This email address cannot receive our replies.',
          errors: { email: 'This email address cannot receive our replies.' },
        }),
      }),
    );
    await gotoHydrated(page, '/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Omar Al Hashimi');
    await page.getByLabel('Email', { exact: true }).fill('omar@example.ae');
    await page.getByLabel('Message', { exact: true }).fill('A message that the server will refuse for the test.');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Once in the toast, once under the field.
    await expect(page.getByText('This email address cannot receive our replies.', { exact: true })).toHaveCount(2);
    await expect(page.locator('#contact-email-error')).toHaveText('This email address cannot receive our replies.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('A message that the server will refuse for the test.');
  });
});

test.describe('help desk', () => {
  test('an FAQ answer opens and closes with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/help-desk');
    const details = page.locator('details').filter({ hasText: 'How do I track my shipment?' });
    const summary = details.locator('summary');
    const answer = details.getByText('Enter your airway bill number in the tracking box');
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Space');
    await expect(answer).toBeVisible();
  });

  test('publishes at least 10 questions, also as FAQPage structured data', async ({ request }) => {
    const html = await serverHtml(request, '/help-desk');
    expect(html.match(/<summary/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'How do I track my shipment?' });
  });

  test('the contact page shows our details and loads nothing from other sites', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.hostname !== 'localhost' && url.protocol.startsWith('http')) external.push(r.url());
    });
    await gotoHydrated(page, '/contact-us');
    const main = page.getByRole('main');
    await expect(main.getByText(site.address, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByText(site.hours, { exact: true })).toBeVisible();
    await expect(main.getByRole('img', { name: /Map of the United Arab Emirates/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external).toEqual([]);
  });
});
