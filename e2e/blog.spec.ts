// The blog: the list page, the five statically generated articles, their
// metadata and structured data, slug spellings and accessibility.
import type { Locator, Page } from '@playwright/test';
import { BLOG_POSTS, formatPostDate, paragraphText, type BlogPost } from '../lib/content/blog';
import { blogPath } from '../lib/routes';
import { axeBuilder, expect, test } from './fixtures';

const SERVICE_LINKS = ['/services/ecommerce-delivery-service-in-dubai', '/services/international-courier-service-provider-in-dubai'];
const APOSTROPHE_POST = BLOG_POSTS[4]!;
const CAPITAL_IN_POST = BLOG_POSTS[0]!;

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** The breadcrumb's items as visible text, without the › separators. */
async function crumbTexts(page: Page) {
  const texts = await breadcrumb(page).getByRole('listitem').allInnerTexts();
  return texts.map((t) => t.replace('›', '').trim());
}

async function expectImageLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** A sentence of the article body with no characters HTML would escape. */
function plainSentence(post: BlogPost): string {
  const sentences = post.body
    .flatMap((s) => s.paragraphs.filter((p) => typeof p === 'string').map(paragraphText))
    .flatMap((p) => p.split(/(?<=\.)\s+/))
    .filter((s) => s.length > 60 && !/[&<>"']/.test(s));
  expect(sentences.length, `${post.slug} has a plain sentence`).toBeGreaterThan(0);
  return sentences[0]!;
}

/** Everything an article page must show and declare. */
async function expectArticle(page: Page, post: BlogPost, opts: { clientNavigation?: boolean } = {}) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
  expect(await crumbTexts(page)).toEqual(['Home', 'Blogs', post.title]);
  await expect(breadcrumb(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(breadcrumb(page).getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute('href', '/blog');

  await expectImageLoaded(main.getByRole('img', { name: post.imageAlt, exact: true }));
  await expect(main.locator(`time[datetime="${post.datePublished}"]`)).toHaveText(formatPostDate(post.datePublished));

  const words = (await main.innerText()).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  expect(words.length).toBeGreaterThanOrEqual(700);
  for (const href of SERVICE_LINKS) {
    await expect(main.locator(`article a[href="${href}"]`).first()).toBeVisible();
  }

  const ownCanonical = page.locator(`link[rel="canonical"][href$="${blogPath(post.slug)}"]`);
  await expect(ownCanonical).toHaveCount(1);
  // After a client-side navigation Next may keep the previous page's canonical
  // in the head for a while (crawlers never navigate that way); a page loaded
  // directly must have exactly one.
  if (!opts.clientNavigation) await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const canonical = await ownCanonical.getAttribute('href');
  expect(canonical).toBeTruthy();
  expect(canonical!.endsWith(blogPath(post.slug))).toBe(true);
  expect(decodeURIComponent(new URL(canonical!).pathname)).toBe(`/blog/${post.slug}`);
  // The same holds for the description: its own is there, and alone on a direct load.
  const descriptions = () => page.locator('meta[name="description"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')));
  await expect.poll(descriptions).toContain(post.description);
  if (!opts.clientNavigation) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.description);

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'BlogPosting');
  expect(posting, 'BlogPosting structured data').toBeTruthy();
  expect(posting).toMatchObject({
    headline: post.title,
    description: post.description,
    datePublished: post.datePublished,
    author: { '@type': 'Organization', name: 'Saqr Express' },
    publisher: { '@type': 'Organization', name: 'Saqr Express' },
  });
  expect(posting.image).toMatch(new RegExp(`^https?://[^/]+${post.image.replace(/\./g, '\\.')}$`));
}

test.describe('blog list', () => {
  test('shows the breadcrumb and five article cards', async ({ page }) => {
    const res = await page.goto('/blog');
    expect(res?.status()).toBe(200);
    expect(await crumbTexts(page)).toEqual(['Home', 'Blogs']);
    await expect(breadcrumb(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [i, post] of BLOG_POSTS.entries()) {
      const card = cards.nth(i);
      await expectImageLoaded(card.getByRole('img', { name: post.imageAlt, exact: true }));
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
      await expect(card.getByText(post.excerpt, { exact: true })).toBeVisible();
      const more = card.getByRole('link', { name: `Read More about ${post.title}`, exact: true });
      await expect(more).toBeVisible();
      await expect(more).toHaveAttribute('href', blogPath(post.slug));
    }
  });

  test('lays the cards out three per row on a large screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    const boxes = await page.getByRole('main').getByRole('article').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y) };
      }),
    );
    expect(boxes).toHaveLength(5);
    const [a, b, c, d, e] = boxes as [(typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0], (typeof boxes)[0]];
    expect(b.y).toBe(a.y);
    expect(c.y).toBe(a.y);
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    expect(d.y).toBeGreaterThan(a.y);
    expect(e.y).toBe(d.y);
    expect(d.x).toBe(a.x);
  });
});

test.describe('blog articles', () => {
  for (const [i, post] of BLOG_POSTS.entries()) {
    test(`Read More opens article ${i + 1}`, async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('link', { name: `Read More about ${post.title}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname === blogPath(post.slug));
      await expectArticle(page, post, { clientNavigation: true });
    });
  }

  test('the apostrophe slug works typed raw and percent-encoded', async ({ page }) => {
    for (const path of [`/blog/${APOSTROPHE_POST.slug}`, blogPath(APOSTROPHE_POST.slug)]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expectArticle(page, APOSTROPHE_POST);
    }
  });

  test('the first slug works with a lower-case "in"', async ({ page }) => {
    const lower = `/blog/${CAPITAL_IN_POST.slug.replace('-In-', '-in-')}`;
    expect(lower).not.toBe(`/blog/${CAPITAL_IN_POST.slug}`);
    const res = await page.goto(lower);
    expect(res?.status()).toBe(200);
    await expectArticle(page, CAPITAL_IN_POST);
  });

  test('the full article text is in the server HTML', async ({ request }) => {
    for (const post of BLOG_POSTS) {
      const res = await request.get(blogPath(post.slug));
      expect(res.status(), post.slug).toBe(200);
      const html = await res.text();
      expect(html, post.slug).toContain(plainSentence(post));
      // The closing paragraph too: the whole article is rendered, not just its start.
      const closing = post.body.flatMap((s) => s.paragraphs).filter((p) => typeof p === 'string').at(-1)!;
      expect(html, post.slug).toContain(paragraphText(closing));
    }
  });
});

test.describe('blog accessibility', () => {
  for (const path of ['/blog', blogPath(APOSTROPHE_POST.slug)]) {
    // The whole page, shared header and footer included.
    test(`no axe violations on ${decodeURIComponent(path)}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await axeBuilder(page).analyze();
      expect(violations).toEqual([]);
    });

    // The blog's own content, so a problem in the shared shell does not hide one here.
    test(`no axe violations in the main content of ${decodeURIComponent(path)}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await axeBuilder(page).include('main').analyze();
      expect(violations).toEqual([]);
    });
  }
});
