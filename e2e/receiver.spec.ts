// The receiver's side (issue 16) end to end, against a server of this spec's
// own that sends for real: SMTP_URL points at an SMTP listener here and
// SMS_PROVIDER=webhook at an HTTP receiver here (the other specs' servers
// have neither, so their mail stays "in the outbox" as they expect).
// 1. A visitor follows a shipment by email (double opt-in link), and gets the
//    "out for delivery" email when Ops scans it on /Operations.
// 2. The receiver proves who they are with the code sent to their phone and
//    chooses another day; the day shows in tracking, in /Operations and in
//    the merchant's shipment details.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startSmtp, type SmtpFixture } from '../courier-api/routes/smtp-fixture';
import type { ServiceType } from '../lib/schemas/service-types';
import { expect, gotoHydrated, test } from './fixtures';
import { e2ePort } from './server-settings.mjs';

/** Clear of the shared servers' ports (E2E_PORT + worker index). */
const portFor = (index: number) => e2ePort(index) + 40;

// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use, testInfo) => use(`http://localhost:${portFor(testInfo.parallelIndex)}`) });
test.describe.configure({ mode: 'serial' });

interface Sms {
  to: string;
  text: string;
  kind: string;
  awb: string;
}

let smtp: SmtpFixture;
let smsServer: http.Server;
const sms: Sms[] = [];
let server: ChildProcess;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  smtp = await startSmtp();
  smsServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      sms.push(JSON.parse(body) as Sms);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const port = portFor(testInfo.parallelIndex);
  server = spawn(process.execPath, [path.join(__dirname, 'server.mjs')], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}/sms`,
      SMS_WEBHOOK_SECRET: 'whsec_e2e_sms',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) throw new Error('the receiver spec’s server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (server && server.exitCode === null ? server.once('exit', () => resolve()) : resolve()));
  await smtp?.close();
  await new Promise<void>((resolve) => (smsServer ? smsServer.close(() => resolve()) : resolve()));
});

/** Waits for a message that matches, and answers it. */
async function waitFor<T>(list: T[], match: (m: T) => boolean, what: string): Promise<T> {
  await expect.poll(() => list.some(match), { message: `waiting for ${what}`, timeout: 30_000 }).toBe(true);
  return list.find(match)!;
}

/** A next-day airway bill Dubai → Abu Dhabi for a receiver with a phone and an email, made as the signed-in customer. */
async function createAirwayBill(page: Page, receiver: { phone: string; email: string }): Promise<string> {
  const types = (await (await page.request.get('/api/courier/activeServicetypes')).json()) as { data: { ServiceTypes: ServiceType[] } };
  const ndd = types.data.ServiceTypes.find((s) => s.ServiceCode === 'NDD')!;
  const created = await page.request.post('/api/courier/CreateAirwayBill', {
    data: {
      Sender: { Name: 'Fatima Al Mansoori', Phone: '+971501112233', AddressLine1: 'Warehouse 14, Street 7', City: 'DXB' },
      Receiver: { Name: 'Omar Khalid', Phone: receiver.phone, Email: receiver.email, AddressLine1: 'Villa 8, Khalifa City', Country: 'AE', City: 'AUH' },
      ServiceTypeId: ndd._id,
      Pieces: [{ Weight: 1.5 }],
      Contents: 'Documents',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { AirWayBillNo: string } }).data.AirWayBillNo;
}

/** Ops, in a context of its own, scans `awb` to `status` on /Operations. */
async function opsScans(browser: Browser, baseURL: string, signIn: (who: 'ops', page: Page) => Promise<void>, awb: string, status: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn('ops', page);
  await gotoHydrated(page, '/Operations?tab=scan');
  const panel = page.getByRole('tabpanel', { name: 'Scan events' });
  await panel.getByLabel('Airway bills').pressSequentially(`${awb}\n`);
  await panel.getByLabel('Status').selectOption({ label: status });
  await panel.getByLabel('Location').fill('Abu Dhabi');
  await panel.getByRole('button', { name: 'Record scan' }).click();
  await expect(panel.getByRole('region', { name: 'Scan results' }).getByRole('row').filter({ hasText: awb })).toContainText(`Recorded: ${status}.`);
  return { context, page };
}

test('a visitor follows a shipment by email and gets the “out for delivery” email when Ops scans it', async ({ page, browser, baseURL, signIn }) => {
  await signIn('postpaid');
  const awb = await createAirwayBill(page, { phone: '+971507654321', email: 'omar.receiver@example.com' });
  await page.context().clearCookies();

  // The visitor: tracking on the home page, "Get updates" by email.
  await gotoHydrated(page, `/?track=${awb}`);
  await page.getByRole('button', { name: 'Get updates' }).click();
  await page.getByLabel('Email address').fill('Follower@Example.com');
  await page.getByRole('button', { name: 'Get updates' }).last().click();
  await expect(page.getByText('Check your inbox to confirm')).toBeVisible();

  const confirm = await waitFor(smtp.received, (m) => m.to[0] === 'follower@example.com', 'the confirmation email');
  expect(confirm.text).toContain(awb);
  const link = /https?:\/\/\S+\/follow\/confirm\?token=\S+/.exec(confirm.text)![0];
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`You'll get updates on shipment ${awb} by email.`)).toBeVisible();

  // Ops scans it out for delivery: the follower's email arrives, with a way to stop.
  const ops = await opsScans(browser, baseURL!, signIn, awb, 'Out for delivery');
  const news = await waitFor(smtp.received, (m) => m.to[0] === 'follower@example.com' && m !== confirm, 'the out-for-delivery email');
  expect(news.subject).toContain(awb);
  expect(news.text.toLowerCase()).toContain('out for delivery');
  expect(news.text).not.toContain('Omar');
  const stop = /https?:\/\/\S+\/follow\/unsubscribe\?token=\S+/.exec(news.text)![0];
  // The receiver was told too, once.
  await waitFor(smtp.received, (m) => m.to[0] === 'omar.receiver@example.com' && m.subject.includes(awb) && m.text.toLowerCase().includes('out for delivery'), 'the receiver’s email');
  await ops.context.close();

  // One click stops the updates.
  await gotoHydrated(page, new URL(stop).pathname + new URL(stop).search);
  await expect(page.getByText(`You will no longer get updates on shipment ${awb}.`)).toBeVisible();
});

test('the receiver verifies with the code and reschedules; the new day shows in tracking, in /Operations and in the merchant’s shipment details', async ({ page, browser, baseURL, signIn }) => {
  await signIn('postpaid');
  const awb = await createAirwayBill(page, { phone: '+971501239876', email: 'omar.reschedule@example.com' });
  const merchant = await page.context().cookies();
  await page.context().clearCookies();

  // The receiver, on the tracking page: a code by SMS.
  await gotoHydrated(page, `/?track=${awb}`);
  await page.getByRole('button', { name: 'Change delivery' }).click();
  const panel = page.getByRole('region', { name: 'Change the delivery' }).or(page.getByRole('dialog', { name: 'Change the delivery' }));
  const bySms = panel.getByRole('radio', { name: 'SMS' });
  if (await bySms.count()) await bySms.check();
  await panel.getByRole('button', { name: 'Send me a code' }).click();
  await expect(panel.getByText(/We sent a code to/)).toBeVisible();
  const message = await waitFor(sms, (m) => m.awb === awb && m.kind === 'receiver_code', 'the receiver’s code');
  expect(message.to).toBe('+971501239876');
  const code = /\b\d{6}\b/.exec(message.text)![0];
  // A wrong code first: refused, nothing changes.
  await panel.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('alert').or(panel.getByText(/not right|wrong/i)).first()).toBeVisible();
  await panel.getByLabel('Code').fill(code);
  await panel.getByRole('button', { name: 'Confirm' }).click();

  // Another day: the last one offered.
  await panel.getByRole('radio', { name: 'Another day' }).check();
  const days = panel.getByRole('radiogroup', { name: 'Delivery day' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  const chosen = days.last();
  const dayLabel = (await chosen.getAttribute('aria-label')) ?? (await panel.locator(`label[for="${await chosen.getAttribute('id')}"]`).innerText());
  await chosen.check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Delivery on .* \(chosen by the receiver\)/)).toBeVisible();
  const shown = (await page.getByText(/Delivery on .* \(chosen by the receiver\)/).innerText()).replace(/^Delivery on | \(chosen by the receiver\)$/g, '');
  expect(dayLabel).toContain(shown.split(',')[0]!.split(' ')[0]!);
  // It is a tracking event.
  await expect(page.getByText(`Receiver chose delivery on ${shown}`).first()).toBeVisible();

  // /Operations (Ops): the shipment's line shows the receiver's day.
  const ops = await browser.newContext({ baseURL });
  const opsPage = await ops.newPage();
  await signIn('ops', opsPage);
  await gotoHydrated(opsPage, `/Operations?tab=scan`);
  await opsPage.getByRole('tabpanel', { name: 'Scan events' }).getByLabel('Airway bills').pressSequentially(`${awb}\n`);
  await expect(opsPage.getByText(new RegExp(shown.split(',')[0]!)).first()).toBeVisible();
  await ops.close();

  // The merchant's shipment details.
  await page.context().addCookies(merchant);
  await gotoHydrated(page, '/Managingshipping?tab=history');
  const table = page.getByRole('region', { name: 'Airway bills' });
  await page.getByLabel('Search', { exact: true }).fill(awb);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await table.getByRole('button', { name: `Details of airway bill ${awb}` }).click();
  const details = page.getByRole('dialog', { name: `Airway bill ${awb}` });
  await expect(details.getByText("Receiver's choices").first()).toBeVisible();
  await expect(details.getByText(new RegExp(`Delivery on ${shown}`)).first()).toBeVisible();
});
