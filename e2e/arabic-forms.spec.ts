// The sign-in forms, the rate finders and the guest booking in Arabic (/ar/…):
// Arabic words, right to left, Latin digits, and every link and landing page
// staying in Arabic. The English flows are in auth.spec.ts, rates.spec.ts and
// booking.spec.ts.
import type { Locator, Page, Request } from '@playwright/test';
import { axeViolations, DEMO_PASSWORD, DEMO_USERS, expect, gotoHydrated, test } from './fixtures';

const BOOKING_NO = /BK\d{8}/;
/** An amount as Arabic pages print it: Latin digits and the dirham sign. */
const ARABIC_AED = /^\u200f?\d{1,3}(,\d{3})*\.\d{2}\s*د\.إ\.\u200f?$/;

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const optionValues = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function expectArabicPage(page: Page, h1: string) {
  await expect(page.locator('html[lang="ar"][dir="rtl"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
}

async function openArabicLogin(page: Page, path = '/ar/Login') {
  await gotoHydrated(page, path);
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeEnabled();
}

async function submitArabicLogin(page: Page, who: string, password: string) {
  await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(who);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

test.describe('Arabic login', () => {
  test('an Arabic login lands on the Arabic dashboard', async ({ page }) => {
    await openArabicLogin(page);
    await expectArabicPage(page, 'تسجيل الدخول');
    await expect(page.getByRole('link', { name: 'Saqr Express', exact: true })).toHaveAttribute('href', '/ar');
    await expect(page.getByLabel('البريد الإلكتروني أو اسم المستخدم')).toHaveAttribute('dir', 'ltr');
    await submitArabicLogin(page, DEMO_USERS.postpaid.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/ar/dashboard');
    await expect(page.locator('html[lang="ar"]')).toHaveCount(1);
  });

  test('a portal page asked for in Arabic is opened in Arabic after the login', async ({ page }) => {
    await gotoHydrated(page, '/ar/Managingshipping');
    await page.waitForURL((url) => url.pathname === '/ar/login' && url.searchParams.get('callbackUrl') === '/ar/Managingshipping');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeEnabled();
    await submitArabicLogin(page, DEMO_USERS.postpaid.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/ar/Managingshipping');
  });
});

test.describe('Arabic registration', () => {
  test('Arabic labels and Arabic country names; the request asks for Arabic emails', async ({ page }) => {
    await gotoHydrated(page, '/ar/Register');
    await expectArabicPage(page, 'إنشاء حساب');
    const country = page.getByRole('combobox', { name: 'الدولة', exact: true });
    const city = page.getByRole('combobox', { name: 'المدينة', exact: true });
    await expect(country.locator('option:checked')).toHaveText('الإمارات العربية المتحدة');
    await expect(country.getByRole('option').first()).toHaveText('اختر الدولة');
    await expect(city.getByRole('option').first()).toHaveText('اختر المدينة');
    await expect(city.getByRole('option', { name: 'Dubai', exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'تسجيل الدخول', exact: true })).toHaveAttribute('href', '/ar/Login');

    // Submitting empty: the Arabic phone toast is not raised, the fields are marked.
    await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'اسم المستخدم', exact: true })).toHaveAttribute('aria-invalid', 'true');

    const username = `ar${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.getByRole('textbox', { name: 'اسم المستخدم', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'الاسم الكامل', exact: true }).fill('Huda Al Amiri');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(`${username}@example.com`);
    await page.getByRole('textbox', { name: 'اسم الشركة', exact: true }).fill('Amiri Perfumes Trading');
    await page.getByRole('textbox', { name: 'سطر العنوان 1', exact: true }).fill('Office 12, Building 4');
    await page.getByRole('textbox', { name: 'سطر العنوان 2', exact: true }).fill('Al Barsha 1');
    await city.selectOption('DXB');

    const request: Promise<Request> = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/courier/auth/register'));
    await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
    expect((await request).postDataJSON()).toMatchObject({ username, Country: 'AE', City: 'Dubai', Origin: 'DXB', Locale: 'ar' });
    await expect(page.getByRole('status').filter({ hasText: 'تم إنشاء حسابك' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'بانتظار الموافقة' })).toContainText(username);
  });
});

test.describe('Arabic rate finder', () => {
  test('quotes in Arabic with Latin digits, and books in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar/Ratefinder');
    await expectArabicPage(page, 'الأسعار ومدة التوصيل');
    const destination = page.getByLabel('مدينة الوجهة');
    await expect(destination.getByRole('option', { name: 'Sharjah' })).toBeAttached();
    await destination.selectOption('SHJ');
    const piece = group(page, 'القطعة 1');
    await piece.getByLabel('الوزن (كغم)').fill('0.5');
    await piece.getByLabel('الطول (سم)').fill('40');
    await piece.getByLabel('العرض (سم)').fill('30');
    await piece.getByLabel('الارتفاع (سم)').fill('20');
    await page.getByRole('button', { name: 'اعرض الأسعار' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'الأسعار من Dubai إلى Sharjah' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /خدمات متاحة من Dubai إلى Sharjah/ })).toBeAttached();
    const cards = page.getByRole('list', { name: 'الخدمات، من الأقل سعرًا' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    await expect(first.getByRole('rowheader', { name: 'الإجمالي' })).toBeVisible();
    await expect(first.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'الإجمالي' }) }).getByRole('cell')).toHaveText(ARABIC_AED);
    await expect(page.getByRole('article', { name: 'Same Day Delivery', exact: true })).toContainText('في اليوم نفسه');
    await expect(page.getByRole('heading', { name: 'الوزن المحتسب: 4.8 كغم' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'وزن كل قطعة' })).toContainText('(حجمي)');

    const book = first.getByRole('link', { name: /^احجز هذه الخدمة: / });
    await expect(book).toHaveAttribute('href', /^\/ar\/Bookshipment\?/);
    await expect(page.getByRole('link', { name: 'الأسعار الدولية ومدة التوصيل' })).toHaveAttribute('href', '/ar/InternationalRatefinder');
  });

  test('a shared international quote names the destination country in Arabic', async ({ page }) => {
    // The link's quote runs by itself; the API names the country in English, the page by its code.
    await gotoHydrated(page, '/ar/InternationalRatefinder?dest=SA&city=RUH&origin=DXB&pieces=2');
    await expect(page.getByRole('heading', { level: 2, name: 'الأسعار من Dubai إلى Riyadh، السعودية' })).toBeVisible();
  });
});

test.describe('Arabic guest booking', () => {
  test('from the Arabic form to the Arabic confirmation', async ({ page }) => {
    await gotoHydrated(page, '/ar/Bookshipment');
    await expectArabicPage(page, 'احجز شحنة');
    await expect(page.getByRole('button', { name: 'احجز الاستلام' })).toBeEnabled();

    const sender = group(page, 'المرسل');
    await sender.getByLabel('الاسم', { exact: true }).fill('عائشة رحمن');
    await sender.getByLabel('رقم الجوال', { exact: true }).fill('50 123 4567');
    await sender.getByLabel('البريد الإلكتروني (اختياري)').fill('aisha@example.ae');
    const pickupAddress = group(page, 'عنوان الاستلام');
    await pickupAddress.getByLabel('سطر العنوان 1').fill('مكتب 12، شارع الفهيدي');
    await pickupAddress.getByLabel('المدينة').selectOption({ label: 'Dubai' });

    const receiver = group(page, 'المستلم');
    await receiver.getByLabel('الاسم', { exact: true }).fill('عمر خالد');
    await receiver.getByLabel('رقم الهاتف', { exact: true }).fill('52 987 6543');
    await expect(receiver.getByLabel('الدولة').locator('option:checked')).toHaveText('الإمارات العربية المتحدة');
    await receiver.getByLabel('المدينة').selectOption({ label: 'Abu Dhabi' });
    await receiver.getByLabel('سطر العنوان 1').fill('فيلا 8، مدينة خليفة');

    const pickup = group(page, 'الاستلام');
    const date = pickup.getByLabel('تاريخ الاستلام');
    await date.selectOption((await optionValues(date))[0]!);
    await expect(date.locator('option:checked')).toHaveText(/^[\u0600-\u06FF]+، \d{1,2} [\u0600-\u06FF]+/);
    const from = pickup.getByLabel('من', { exact: true });
    await from.selectOption((await optionValues(from))[0]!);
    await pickup.getByLabel('حتى', { exact: true }).selectOption('18:00');

    await group(page, 'القطعة 1').getByLabel('الوزن (كغم)').fill('2.5');
    await page.getByLabel('المحتويات').fill('مستندات');

    const service = group(page, 'الخدمة');
    await expect(service.getByRole('status')).toContainText('الأسعار لوزن محتسب قدره');
    await service.getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'احجز الاستلام' }).click();

    await page.waitForURL((u) => /^\/ar\/Thankyou\//.test(u.pathname));
    await expectArabicPage(page, 'تم حجز موعد الاستلام');
    await expect(page.getByRole('region', { name: 'رقم الحجز' }).getByText(BOOKING_NO)).toBeVisible();
    const details = page.getByRole('region', { name: 'الاستلام والتوصيل' });
    await expect(details).toContainText('Abu Dhabi، الإمارات العربية المتحدة');
    // "الأربعاء، 25 نوفمبر 2026، 08:30–18:00": Arabic words, Latin digits.
    await expect(details).toContainText(/[\u0600-\u06FF]+، \d{1,2} [\u0600-\u06FF]+ \d{4}، \u2066\d\d:\d\d–18:00\u2069/);
    await expect(page.getByRole('region', { name: 'السعر' })).toContainText('نقدًا أو بالبطاقة عند الاستلام');
    await expect(page.getByRole('link', { name: 'تتبع هذا الحجز' })).toHaveAttribute('href', /^\/ar\?track=BK\d{8}&by=Booking$/);
  });
});

test.describe('accessibility of the Arabic forms', () => {
  for (const [path, ready] of [
    ['/ar/Login', 'تسجيل الدخول'],
    ['/ar/Register', 'إنشاء حساب'],
    ['/ar/Ratefinder', 'اعرض الأسعار'],
    ['/ar/Bookshipment', 'احجز الاستلام'],
  ] as const) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('button', { name: ready, exact: true })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
