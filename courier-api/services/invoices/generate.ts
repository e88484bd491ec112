// Monthly invoicing of postpaid accounts: one invoice per account and Dubai
// month, whose lines are the month's uninvoiced, non-cancelled, charged
// shipments. Each account is invoiced in a transaction of its own, under
// its row lock: a second run for the same month (or two racing runs) finds
// the invoice and skips the account, and the unique index on (account,
// period_start) backs that up. Numbers come from the gap-free counter in the
// same transaction.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import type { Db } from '../../db/client';
import { accounts, invoices } from '../../db/schema';
import type { Audit } from '../audit-trail';
import type { Tx } from '../shipments/types';
import { lockAccount, writePostpaidEntry } from './ledger';
import { nextInvoiceNo } from './numbering';
import { periodOf, type Period } from './period';

export interface GenerationOutcome {
  /** Ids of the invoices made by this run, in number order. */
  created: string[];
  /** Account numbers that already had an invoice for the period. */
  alreadyInvoiced: string[];
}

/** The shipments one invoice bills: the account's, in the month, not cancelled, charged, on no invoice yet. */
const billable = (accountId: string, p: Period) => sql`
  s.account_id = ${accountId}
  and s.created_at >= ${p.from.toISOString()}::timestamptz and s.created_at < ${p.to.toISOString()}::timestamptz
  and s.status <> 'CANCELLED' and s.total_fils > 0
  and not exists (select 1 from invoice_lines l where l.shipment_id = s.id)`;

type AccountOutcome = { kind: 'created'; id: string } | { kind: 'exists' } | { kind: 'empty' };

async function invoiceAccount(tx: Tx, accountId: string, p: Period, userId: string | null, now: Date, audit?: Audit): Promise<AccountOutcome> {
  const account = await lockAccount(tx, accountId);
  if (!account || account.paymentType !== 'PD') return { kind: 'empty' };
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.periodStart, p.start)))
    .limit(1);
  if (existing) return { kind: 'exists' };
  const any = (await tx.execute(sql`select 1 from shipments s where ${billable(accountId, p)} limit 1`)) as unknown as { rows: unknown[] };
  if (any.rows.length === 0) return { kind: 'empty' };

  const invoiceNo = await nextInvoiceNo(tx, p.issueDate);
  const [invoice] = await tx
    .insert(invoices)
    .values({ invoiceNo, accountId, periodStart: p.start, periodEnd: p.end, issueDate: p.issueDate, dueDate: p.dueDate, subtotalFils: 0, vatFils: 0, totalFils: 0, createdAt: now })
    .returning({ id: invoices.id });
  // Net = what was charged less its VAT; the VAT as charged (5 % domestic, 0 % on exports).
  const lines = (await tx.execute(sql`
    insert into invoice_lines (invoice_id, line_no, shipment_id, description, net_fils, vat_fils)
    select ${invoice!.id}, row_number() over (order by s.created_at, s.awb_no), s.id,
      'Airway bill ' || s.awb_no || coalesce(' (ref. ' || s.reference || ')', '') || ', ' || s.service_code || ' '
        || s.origin_city || ' to ' || s.destination_city || case when s.destination_country <> 'AE' then ' (' || s.destination_country || ')' else '' end,
      s.total_fils - s.vat_fils, s.vat_fils
    from shipments s where ${billable(accountId, p)}
    returning net_fils, vat_fils`)) as unknown as { rows: Array<{ net_fils: string | number; vat_fils: string | number }> };
  const subtotalFils = lines.rows.reduce((sum, l) => sum + Number(l.net_fils), 0);
  const vatFils = lines.rows.reduce((sum, l) => sum + Number(l.vat_fils), 0);
  await tx.update(invoices).set({ subtotalFils, vatFils, totalFils: subtotalFils + vatFils }).where(eq(invoices.id, invoice!.id));
  await writePostpaidEntry(tx, {
    accountId,
    kind: 'shipment_charge',
    amountFils: -(subtotalFils + vatFils),
    reference: invoiceNo,
    description: `Invoice ${invoiceNo} for shipments ${p.start} to ${p.end}`,
    userId,
    now,
  });
  await audit?.(tx, {
    action: 'invoice.generated',
    targetType: 'invoice',
    targetId: invoiceNo,
    accountId,
    after: { invoiceNo, periodStart: p.start, periodEnd: p.end, dueDate: p.dueDate, lines: lines.rows.length, subtotal: fromFils(subtotalFils), vat: fromFils(vatFils), total: fromFils(subtotalFils + vatFils) },
  });
  return { kind: 'created', id: invoice!.id };
}

/** Invoices every postpaid account for `period` ("2026-01"); accounts in AccountNo order. */
export async function generateInvoices(db: Db, period: string, opts: { userId: string | null; now: Date; audit?: Audit }): Promise<GenerationOutcome> {
  const p = periodOf(period);
  const list = await db
    .select({ id: accounts.id, accountNo: accounts.accountNo })
    .from(accounts)
    // Sandbox twins (merchant API test mode) are postpaid so that tests need no top-up, and are never invoiced.
    .where(and(eq(accounts.paymentType, 'PD'), isNull(accounts.sandboxOf)))
    .orderBy(asc(accounts.accountNo));
  const outcome: GenerationOutcome = { created: [], alreadyInvoiced: [] };
  for (const a of list) {
    const r = await db.transaction((tx) => invoiceAccount(tx, a.id, p, opts.userId, opts.now, opts.audit));
    if (r.kind === 'created') outcome.created.push(r.id);
    else if (r.kind === 'exists') outcome.alreadyInvoiced.push(a.accountNo);
  }
  return outcome;
}
