// Booking a shipment (/Bookshipment) and its confirmation pages, in Chromium
// against the production build and the real built-in API. The server runs on
// the real clock, so pickup dates and times are taken from what the page offers.
import type { Locator, Page, Response } from '@playwright/test';
import { axeBuilder, DEMO_USERS, expect, gotoHydrated, test } from './fixtures';

const BOOKING_NO = /^BK\d{8}$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The values of a select's real options (not its "Select …" prompt). */
const optionValues = (select: Locator) => select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function openForm(page: Page) {
  await gotoHydrated(page, '/Bookshipment');
  await expect(page.getByRole('button', { name: 'Book pickup' })).toBeEnabled();
}

async function fillSender(page: Page) {
  const sender = group(page, 'Sender');
  await sender.getByLabel('Name', { exact: true }).fill('Aisha Rahman');
  await sender.getByLabel('Mobile number', { exact: true }).fill('50 123 4567');
  await sender.getByLabel('Email (optional)').fill('aisha@example.ae');
  const pickup = group(page, 'Pickup address');
  await pickup.getByLabel('Address Line 1').fill('Office 12, Al Fahidi Street');
  await pickup.getByLabel('City').selectOption({ label: 'Dubai' });
}

async function fillReceiverAndPackage(page: Page, weight = '2.5') {
  const receiver = group(page, 'Receiver');
  await receiver.getByLabel('Name', { exact: true }).fill('Omar Khalid');
  await receiver.getByLabel('Phone number', { exact: true }).fill('52 987 6543');
  await receiver.getByLabel('City').selectOption({ label: 'Abu Dhabi' });
  await receiver.getByLabel('Address Line 1').fill('Villa 8, Khalifa City');

  const pickup = group(page, 'Pickup');
  const date = pickup.getByLabel('Pickup date');
  await date.selectOption((await optionValues(date))[0]!);
  const from = pickup.getByLabel('From');
  await from.selectOption((await optionValues(from))[0]!);
  await pickup.getByLabel('Until').selectOption('18:00');

  const piece = group(page, 'Piece 1');
  await piece.getByLabel('Weight (kg)').fill(weight);
  await piece.getByLabel('Length (cm)').fill('30');
  await piece.getByLabel('Width (cm)').fill('20');
  await piece.getByLabel('Height (cm)').fill('15');
  await page.getByLabel('Contents').fill('Documents');
}

/** Waits for the live prices and picks the first service that has one. */
async function chooseService(page: Page): Promise<string> {
  const service = group(page, 'Service');
  await expect(service.getByRole('status')).toContainText('Prices for');
  const radio = service.getByRole('radio', { disabled: false }).first();
  await radio.check();
  return (await radio.getAttribute('value'))!;
}

async function fillGuestBooking(page: Page) {
  await fillSender(page);
  await fillReceiverAndPackage(page);
  return chooseService(page);
}

test.describe('a guest books a shipment', () => {
  test('from the home dialog to the confirmation, then tracks the booking', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Book a shipment' }).click();
    await page.getByRole('dialog', { name: 'Book a shipment' }).getByRole('link', { name: 'Sign in as Guest' }).click();
    await page.waitForURL((u) => u.pathname === '/Bookshipment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Shipment');
    await expect(page.getByRole('button', { name: 'Book pickup' })).toBeEnabled();

    await fillGuestBooking(page);
    await page.getByRole('button', { name: 'Book pickup' }).click();
    await page.waitForURL((u) => /^\/Thankyou\//.test(u.pathname));
    const id = UUID.exec(page.url())![0];

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pickup is booked');
    const numberSection = page.getByRole('region', { name: 'Booking number' });
    const bookingNo = (await numberSection.getByText(BOOKING_NO).textContent())!.trim();
    expect(bookingNo).toMatch(BOOKING_NO);
    await expect(page.getByText('Abu Dhabi, United Arab Emirates')).toBeVisible();
    await expect(page.getByText('Cash or card at pickup')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    // The pickup is written for Dubai: "Monday 23 November 2026, 08:00–18:00".
    await expect(page.getByRole('region', { name: 'Pickup and delivery' })).toContainText(/(Mon|Tues|Wednes|Thurs|Fri|Satur)day \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d–18:00/);

    // Copying the number says so in a toast: this area mounts no toaster until the first toast needs one.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await numberSection.getByRole('button', { name: /^Copy/ }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Booking number copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingNo);

    // Kept out of search engines.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/Bookshipment');
    expect(sitemap).not.toMatch(/Thankyou|PickupRequest/i);

    // The same booking under /PickupRequest/{id}, and /Thankyou remembers it for this session.
    // (The number also stands in its sentence, isolated left to right: the first is the large one.)
    await gotoHydrated(page, `/PickupRequest/${id}`);
    await expect(page.getByText(bookingNo, { exact: true }).first()).toBeVisible();
    await gotoHydrated(page, '/Thankyou');
    await expect(page.getByText(bookingNo, { exact: true }).first()).toBeVisible();

    await gotoHydrated(page, `/Thankyou/${id}`);
    await page.getByRole('link', { name: 'Track this booking' }).click();
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('track') === bookingNo && u.searchParams.get('by') === 'Booking');
    const result = page.getByRole('article');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Pickup requested');
    // Progress 0: no step of the stepper is complete yet.
    await expect(result.getByText('(completed)')).toHaveCount(0);
    await expect(result.getByText('(pending)')).toHaveCount(5);
  });

  test('an unknown booking id says so, with links onwards', async ({ page }) => {
    await gotoHydrated(page, '/Thankyou/7b0c8a52-3f1e-4c7a-9d2b-0e6f5a4b3c21');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this booking');
    await expect(page.getByRole('link', { name: 'Book a shipment' })).toHaveAttribute('href', '/Bookshipment');
    await gotoHydrated(page, '/PickupRequest/not-a-booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this booking');
  });

  test('without a booking in this session, /Thankyou is a general thank-you', async ({ page }) => {
    await gotoHydrated(page, '/Thankyou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await expect(page.getByRole('link', { name: 'Track a shipment' })).toHaveAttribute('href', '/');
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
  });
});

test.describe('validation', () => {
  test('required fields, an invalid phone, working days only and the pickup window', async ({ page, request }) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Book pickup' }).click();
    const sender = group(page, 'Sender');
    await expect(sender.getByText('Name is required.')).toBeVisible();
    await expect(sender.getByText('Mobile number is required.')).toBeVisible();
    await expect(group(page, 'Pickup address').getByText('Please choose the pickup city.')).toBeVisible();
    await expect(group(page, 'Receiver').getByText('Please choose the receiver city.')).toBeVisible();
    await expect(group(page, 'Pickup').getByText('Please choose a pickup date.')).toBeVisible();
    await expect(group(page, 'Piece 1').getByText('Weight is required.')).toBeVisible();
    await expect(page.getByText('Contents is required.')).toBeVisible();
    await expect(group(page, 'Service').getByText('Please choose a service.')).toBeVisible();
    // The first invalid field has the focus, and its message is tied to it.
    await expect(sender.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(sender.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await sender.getByLabel('Mobile number', { exact: true }).fill('123');
    await expect(sender.getByText('Mobile number is not a valid phone number.')).toBeVisible();

    // Only working days: never a Sunday, today at the earliest.
    const pickup = group(page, 'Pickup');
    const dates = await optionValues(pickup.getByLabel('Pickup date'));
    expect(dates.length).toBeGreaterThanOrEqual(11);
    for (const d of dates) expect(new Date(`${d}T00:00:00Z`).getUTCDay(), d).not.toBe(0);
    await expect(pickup.getByLabel('Pickup date').locator('option', { hasText: 'Sunday' })).toHaveCount(0);

    // The window: half hours within 08:00–18:00, at least two hours long.
    await pickup.getByLabel('Pickup date').selectOption(dates.at(-1)!);
    expect(await optionValues(pickup.getByLabel('From'))).toEqual(
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'],
    );
    await pickup.getByLabel('From').selectOption('10:00');
    const until = await optionValues(pickup.getByLabel('Until'));
    expect(until[0]).toBe('10:30');
    expect(until.at(-1)).toBe('18:00');
    await pickup.getByLabel('Until').selectOption('11:00');
    await page.getByRole('button', { name: 'Book pickup' }).click();
    await expect(pickup.getByText('The pickup window must be at least 2 hours long.')).toBeVisible();

    // A window outside working hours cannot be chosen here, and the API refuses one sent directly.
    const services = await (await request.get('/api/courier/getServiceType?country=AE')).json();
    const res = await request.post('/api/courier/asaGuestSchedulePickup', {
      data: {
        Sender: { Name: 'Aisha Rahman', Phone: '+971501234567', AddressLine1: 'Office 12', City: 'DXB' },
        Receiver: { Name: 'Omar Khalid', Phone: '+971529876543', AddressLine1: 'Villa 8', Country: 'AE', City: 'AUH' },
        PickupDate: dates.at(-1),
        PickupWindowStart: '07:00',
        PickupWindowEnd: '19:00',
        ServiceTypeId: services.data.ServiceTypes[0]._id,
        Pieces: [{ Weight: 1 }],
        Contents: 'Documents',
      },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).errors.PickupWindowStart).toMatch(/08:00 to 18:00/);
  });

  test('a country without cities shows City Not Found', async ({ page }) => {
    await openForm(page);
    const receiver = group(page, 'Receiver');
    await receiver.getByLabel('Country', { exact: true }).selectOption('IS');
    await expect(receiver.getByLabel('City')).toHaveText('City Not Found');
    await receiver.getByLabel('Country', { exact: true }).selectOption('SA');
    await expect(receiver.getByLabel('City').locator('option', { hasText: 'Riyadh' })).toHaveCount(1);
  });
});

test.describe('services and live prices', () => {
  test('each service shows the price RateFinder gives for the route and pieces, and follows changes', async ({ page, request }) => {
    await openForm(page);
    await fillSender(page);
    await fillReceiverAndPackage(page);
    const service = group(page, 'Service');

    async function expectPricesMatch(weight: number) {
      const res = await request.post('/api/courier/RateFinder', {
        data: { OriginCity: 'DXB', DestinationCountry: 'AE', DestinationCity: 'AUH', Pieces: [{ Weight: weight, Length: 30, Width: 20, Height: 15 }], CodAmount: 0 },
      });
      expect(res.status()).toBe(200);
      const { data } = await res.json();
      expect(data.Rates.length).toBeGreaterThan(0);
      await expect(service.getByRole('status')).toContainText(`Prices for ${data.Weight.ChargeableKg} kg`);
      for (const rate of data.Rates) {
        const radio = service.getByRole('radio', { name: new RegExp(rate.ServiceName) });
        await expect(radio).toBeEnabled();
        const text = await service.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(rate.ServiceName) }) }).textContent();
        const shown = Number(/AED ([\d,]+\.\d\d)/.exec(text!)![1]!.replace(/,/g, ''));
        expect(shown, rate.ServiceName).toBe(rate.Charges.Total);
        expect(text).toContain(rate.TransitTime);
      }
      for (const no of data.Unavailable) {
        await expect(service.getByRole('radio', { name: new RegExp(no.ServiceName) })).toBeDisabled();
        await expect(service).toContainText(no.Reason);
      }
      return data;
    }

    const light = await expectPricesMatch(2.5);
    await group(page, 'Piece 1').getByLabel('Weight (kg)').fill('12');
    const heavy = await expectPricesMatch(12);
    expect(heavy.Rates[0].Charges.Total).toBeGreaterThan(light.Rates[0].Charges.Total);
  });
});

test.describe('from a quote', () => {
  test("the rate finder's booking link pre-fills route, pieces, COD and the service", async ({ page, request }) => {
    const { data } = await (await request.get('/api/courier/getServiceType?country=AE')).json();
    const chosen = data.ServiceTypes.find((s: { CodAvailable: boolean }) => s.CodAvailable);
    await gotoHydrated(page, `/Bookshipment?service=${chosen._id}&dest=AE&city=AUH&origin=DXB&pieces=2.5x30x20x15_1&cod=150`);
    await expect(group(page, 'Pickup address').getByLabel('City')).toHaveValue('DXB');
    await expect(group(page, 'Receiver').getByLabel('City')).toHaveValue('AUH');
    await expect(group(page, 'Piece 1').getByLabel('Weight (kg)')).toHaveValue('2.5');
    await expect(group(page, 'Piece 1').getByLabel('Height (cm)')).toHaveValue('15');
    await expect(group(page, 'Piece 2').getByLabel('Weight (kg)')).toHaveValue('1');
    await expect(page.getByLabel('Cash on delivery in AED (optional)')).toHaveValue('150');
    const service = group(page, 'Service');
    await expect(service.getByRole('status')).toContainText('Prices for');
    await expect(service.getByRole('radio', { name: new RegExp(chosen.ServiceName) })).toBeChecked();
  });
});

test.describe('signed-in customers', () => {
  test('the form waits for the profile, then starts from the account', async ({ page, login }) => {
    await login(page, 'prepaid');
    const profile = (await (await page.request.get('/api/courier/auth/profile')).json()).data;

    // Hold the profile answer (the real one) until the loader has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/courier/auth/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/Bookshipment');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book pickup' })).toHaveCount(0);
    release();

    const sender = group(page, 'Sender');
    await expect(sender.getByLabel('Name', { exact: true })).toHaveValue(DEMO_USERS.prepaid.fullName);
    await expect(sender.getByLabel('Company (optional)')).toHaveValue(profile.AccountData.CompanyName);
    await expect(sender.getByLabel('Email (optional)')).toHaveValue(profile.AccountData.Email);
    await expect(sender.getByLabel('Mobile number', { exact: true })).toHaveValue(profile.AccountData.Phone.replace('+971', ''));
    const address = group(page, 'Pickup address');
    await expect(address.getByLabel('Address Line 1')).toHaveValue(profile.AccountData.AddressLine1);
    await expect(address.getByLabel('City')).toHaveValue(profile.AccountData.CityCode);
    await expect(page.getByText(`This booking goes on account ${profile.AccountData.AccountNo}.`)).toBeVisible();
  });

  test('a double click on submit makes one booking, on the account', async ({ page, login }) => {
    await login(page, 'postpaid');
    await openForm(page);
    await expect(group(page, 'Sender').getByLabel('Name', { exact: true })).toHaveValue(DEMO_USERS.postpaid.fullName);
    await fillReceiverAndPackage(page);
    await chooseService(page);

    const answers: Response[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/courier/asaGuestSchedulePickup')) answers.push(r);
    });
    await page.getByRole('button', { name: 'Book pickup' }).dblclick();
    await page.waitForURL((u) => /^\/Thankyou\//.test(u.pathname));
    await expect(page.getByText(/Billed to account/)).toBeVisible();

    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).data._id)));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(page.url()).toContain(id);

    // The same form, sent again with its key, gives back the same booking: never a second one.
    const sent = answers[0]!.request();
    const again = await page.request.post('/api/courier/asaGuestSchedulePickup', {
      data: JSON.parse(sent.postData()!),
      headers: { 'Idempotency-Key': (await sent.allHeaders())['idempotency-key']! },
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).data._id).toBe(id);
  });
});

test.describe('page', () => {
  test('the Delivery Services link is hidden on /Bookshipment only', async ({ page }) => {
    await openForm(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Delivery Services' })).toHaveCount(0);
    await gotoHydrated(page, '/Thankyou');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Delivery Services' })).toHaveCount(1);
  });

  test('no accessibility violations on the form (with errors shown) and the confirmation', async ({ page }) => {
    const check = async () => {
      const { violations } = await axeBuilder(page).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await openForm(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('#splash')).toBeHidden({ timeout: 4000 });
    await check();
    await page.getByRole('button', { name: 'Book pickup' }).click();
    await expect(page.getByText('Contents is required.')).toBeVisible();
    await check();

    await fillGuestBooking(page);
    await page.getByRole('button', { name: 'Book pickup' }).click();
    await page.waitForURL((u) => /^\/Thankyou\//.test(u.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pickup is booked');
    await check();
  });

  test('the whole form can be completed with the keyboard', async ({ page }) => {
    await openForm(page);
    /** Tabs forward until `target` has the focus: it must be reachable in order. */
    async function tabTo(target: Locator) {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Not reachable with Tab: ${target}`);
    }
    const key = (k: string, times = 1) => Array.from({ length: times }).reduce<Promise<void>>((p) => p.then(() => page.keyboard.press(k)), Promise.resolve());

    const sender = group(page, 'Sender');
    await tabTo(sender.getByLabel('Name', { exact: true }));
    await page.keyboard.type('Layla Haddad');
    await tabTo(sender.getByLabel('Mobile number', { exact: true }));
    await page.keyboard.type('501112233');
    const pickupAddress = group(page, 'Pickup address');
    await tabTo(pickupAddress.getByLabel('Address Line 1'));
    await page.keyboard.type('Warehouse 3, Al Quoz');
    await tabTo(pickupAddress.getByLabel('City'));
    await page.keyboard.type('Dubai');
    await expect(pickupAddress.getByLabel('City')).toHaveValue('DXB');

    const receiver = group(page, 'Receiver');
    await tabTo(receiver.getByLabel('Name', { exact: true }));
    await page.keyboard.type('Sara Ibrahim');
    await tabTo(receiver.getByLabel('Phone number', { exact: true }));
    await page.keyboard.type('529998877');
    await tabTo(receiver.getByLabel('City'));
    await page.keyboard.type('Sharjah');
    await expect(receiver.getByLabel('City')).toHaveValue('SHJ');
    await tabTo(receiver.getByLabel('Address Line 1'));
    await page.keyboard.type('Flat 5, Al Majaz');

    const pickup = group(page, 'Pickup');
    await tabTo(pickup.getByLabel('Pickup date'));
    await key('ArrowDown');
    await expect(pickup.getByLabel('Pickup date')).not.toHaveValue('');
    await tabTo(pickup.getByLabel('From'));
    await key('ArrowDown');
    await tabTo(pickup.getByLabel('Until'));
    await key('ArrowDown', 25);
    await expect(pickup.getByLabel('Until')).toHaveValue('18:00');

    await tabTo(group(page, 'Piece 1').getByLabel('Weight (kg)'));
    await page.keyboard.type('1.5');
    await tabTo(page.getByLabel('Contents'));
    await page.keyboard.type('Clothes');

    const service = group(page, 'Service');
    await expect(service.getByRole('status')).toContainText('Prices for');
    const first = service.getByRole('radio', { disabled: false }).first();
    await tabTo(first);
    await key('Space');
    await expect(first).toBeChecked();

    await tabTo(page.getByRole('button', { name: 'Book pickup' }));
    await key('Enter');
    await page.waitForURL((u) => /^\/Thankyou\//.test(u.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your pickup is booked');
  });
});
