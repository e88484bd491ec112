// Postpaid invoices (docs/api/accounts.md, "Invoices and payments"):
// GenerateInvoices (Admin), Invoices, InvoicePDF, DueInvoices and
// PaymentDues. A customer reaches their account's invoices only (another
// account's number answers 404, like an unknown one); the Admin every
// account's, or one account's by AccountNo.
import { eq, inArray } from 'drizzle-orm';
import { accountNoSchema, createGenerateInvoicesSchema, invoiceListSchema, invoicePdfSchema, periodLabel } from '@/lib/schemas/invoices';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { accounts, invoices } from '../db/schema';
import { forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { auditOf } from '../services/audit-trail';
import { loadInvoiceDetail } from '../services/invoices/detail';
import { dueInvoices, paymentDues } from '../services/invoices/dues';
import { generateInvoices } from '../services/invoices/generate';
import { invoiceColumns, invoiceJson, listInvoices } from '../services/invoices/list';
import { renderInvoicePdf } from '../services/invoices/pdf';
import { dubaiToday } from '../services/invoices/period';

export const NO_ACCOUNT = 'Invoices and payments belong to a customer account, and this user has none.';
export const ACCOUNT_NOT_FOUND = 'We could not find this account.';
export const invoiceNotFound = (no: string) => `Invoice ${no} was not found.`;

/** Whose invoices the caller reaches: an account ({ id, no }) or every account (null, the Admin without AccountNo). */
export async function billingScope(c: Ctx, accountNo: string): Promise<{ id: string; no: string } | null> {
  const user = currentUser(c);
  if (isAdmin(user)) {
    if (!accountNo) return null;
    const [a] = await c.get('deps').db.select({ id: accounts.id, no: accounts.accountNo }).from(accounts).where(eq(accounts.accountNo, accountNo)).limit(1);
    if (!a) throw notFound(ACCOUNT_NOT_FOUND);
    return a;
  }
  if (!user.account) throw forbidden(NO_ACCOUNT);
  // Another account's number reads like an unknown one.
  if (accountNo && accountNo !== user.account.accountNo) throw notFound(ACCOUNT_NOT_FOUND);
  return { id: user.account.id, no: user.account.accountNo };
}

const today = (c: Ctx) => dubaiToday(c.get('deps').now());

async function generate(c: Ctx) {
  const { db, now } = c.get('deps');
  const { Period } = await readBody(c, createGenerateInvoicesSchema(() => now()));
  const outcome = await generateInvoices(db, Period, { userId: currentUser(c).id, now: now(), audit: auditOf(c) });
  const rows = outcome.created.length
    ? await db.select(invoiceColumns).from(invoices).innerJoin(accounts, eq(accounts.id, invoices.accountId)).where(inArray(invoices.id, outcome.created)).orderBy(invoices.invoiceNo)
    : [];
  const n = rows.length;
  const message = n
    ? `${n} invoice${n === 1 ? '' : 's'} generated for ${periodLabel(Period)}.`
    : `No new invoices for ${periodLabel(Period)}: ${outcome.alreadyInvoiced.length ? 'the accounts with shipments are already invoiced.' : 'no postpaid account has uninvoiced shipments in that month.'}`;
  return ok(c, { Period, Generated: rows.map((r) => invoiceJson(r, today(c))), AlreadyInvoiced: outcome.alreadyInvoiced }, message, n ? 201 : 200);
}

async function list(c: Ctx) {
  const q = await readBody(c, invoiceListSchema);
  const scope = await billingScope(c, '');
  return ok(c, await listInvoices(c.get('deps').db, scope?.id ?? null, q, today(c)));
}

async function pdf(c: Ctx) {
  const { InvoiceNo, Language } = await readBody(c, invoicePdfSchema);
  const scope = await billingScope(c, '');
  const detail = await loadInvoiceDetail(c.get('deps').db, InvoiceNo, scope?.id ?? null);
  if (!detail) throw notFound(invoiceNotFound(InvoiceNo));
  const body = await renderInvoicePdf(detail, Language);
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${InvoiceNo}.pdf"`,
    'Cache-Control': 'no-store',
  });
}

async function dueFrom(c: Ctx, accountNo: string) {
  const scope = await billingScope(c, accountNo);
  return ok(c, await dueInvoices(c.get('deps').db, scope?.id ?? null, scope?.no ?? null, today(c)));
}

async function dues(c: Ctx) {
  const { AccountNo } = await readBody(c, accountNoSchema);
  const scope = await billingScope(c, AccountNo);
  return ok(c, await paymentDues(c.get('deps').db, scope?.id ?? null, today(c)));
}

export function invoiceRoutes(r: Router) {
  r.post('GenerateInvoices', 'admin', generate);
  r.post('Invoices', 'user', list);
  r.post('InvoicePDF', 'user', pdf);
  r.get('DueInvoices', 'user', async (c) => dueFrom(c, (await readQuery(c, accountNoSchema)).AccountNo));
  r.post('DueInvoices', 'user', async (c) => dueFrom(c, (await readBody(c, accountNoSchema)).AccountNo));
  r.post('PaymentDues', 'user', dues);
}
