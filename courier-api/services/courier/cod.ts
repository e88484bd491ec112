// The COD ledger (docs/api/courier-day.md, "Cash on delivery"): handovers
// from couriers to Ops, remittance statements to merchants, and the figures
// both see. Every step locks the collections it moves and moves each once,
// so the ledger balances and never goes negative whatever runs at once.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CodFigures, CodHandoverBoard, CodStatement, CodStatementDetail, CourierCash } from '@/lib/schemas/courier';
import { addDays } from '@/lib/schemas/booking';
import { fromFils, toFils } from '@/lib/money';
import type { Db } from '../../db/client';
import { accounts, codCollections, codHandovers, codRemittances, deliveryProofs, shipments, users } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http';
import type { Audit } from '../audit-trail';
import { settleInvoicesFromCod } from '../payments/cod-settlement';
import { releaseStaleCardPayments } from '../payments/settle';

export const NOTHING_TO_HAND_OVER = 'This courier holds no cash to hand over.';
export const ACCOUNT_NOT_FOUND = 'No account has this account number.';
export const NOTHING_TO_REMIT = 'This account has no handed-over COD in this period that is not on a statement yet.';
export const STATEMENT_NOT_FOUND = 'This COD statement was not found.';
export const ALREADY_PAID = (no: string) => `Statement ${no} is already marked paid.`;
export const statementNo = (seq: number) => `COD-${String(seq).padStart(6, '0')}`;

/** The Dubai day's start as an instant (Dubai is UTC+4 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+04:00`);

// ------------------------------------------------------------------ handover

export async function handoverBoard(db: Db): Promise<CodHandoverBoard> {
  const holding = await db
    .select({
      courierId: codCollections.courierId,
      name: users.fullName,
      n: sql<number>`count(*)::int`,
      fils: sql<string>`sum(${codCollections.amountFils})`,
    })
    .from(codCollections)
    .innerJoin(users, eq(users.id, codCollections.courierId))
    .where(isNull(codCollections.handedOverAt))
    .groupBy(codCollections.courierId, users.fullName)
    .orderBy(asc(users.fullName));
  const receiver = alias(users, 'receiver');
  const recent = await db
    .select({ h: codHandovers, courier: users.fullName, receivedBy: receiver.fullName })
    .from(codHandovers)
    .innerJoin(users, eq(users.id, codHandovers.courierId))
    .innerJoin(receiver, eq(receiver.id, codHandovers.receivedByUserId))
    .orderBy(desc(codHandovers.createdAt))
    .limit(50);
  return {
    Couriers: holding.map((h): CourierCash => ({ CourierId: h.courierId, FullName: h.name, Collections: h.n, Expected: fromFils(Number(h.fils)) })),
    Recent: recent.map((r) => ({
      _id: r.h.id,
      CourierName: r.courier,
      ReceivedBy: r.receivedBy,
      Collections: r.h.collections,
      Expected: fromFils(r.h.expectedFils),
      Counted: fromFils(r.h.countedFils),
      Difference: fromFils(r.h.differenceFils),
      Note: r.h.note,
      CreatedAt: r.h.createdAt.toISOString(),
    })),
    Totals: await ledgerTotals(db),
  };
}

/** The whole ledger's balances, in AED (or for one account). */
export async function ledgerTotals(db: Db, accountId?: string) {
  const [t] = await db
    .select({
      collected: sql<string>`coalesce(sum(${codCollections.amountFils}), 0)`,
      withCouriers: sql<string>`coalesce(sum(${codCollections.amountFils}) filter (where ${codCollections.handedOverAt} is null), 0)`,
      handedOver: sql<string>`coalesce(sum(${codCollections.amountFils}) filter (where ${codCollections.handedOverAt} is not null), 0)`,
      remitted: sql<string>`coalesce(sum(${codCollections.amountFils}) filter (where ${codCollections.remittanceId} is not null), 0)`,
    })
    .from(codCollections)
    .where(accountId ? eq(codCollections.accountId, accountId) : undefined);
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    Collected: fromFils(n(t?.collected)),
    WithCouriers: fromFils(n(t?.withCouriers)),
    HandedOver: fromFils(n(t?.handedOver)),
    Remitted: fromFils(n(t?.remitted)),
    Pending: fromFils(n(t?.handedOver) - n(t?.remitted)),
  };
}

/**
 * Ops counted a courier's cash: every cash collection the courier holds is
 * handed over in one step, and the difference from the ledger is recorded
 * (the merchant is owed the full amount either way).
 */
export async function receiveCash(db: Db, input: { CourierId: string; Counted: number; Note: string }, opsUserId: string, now: Date, audit?: Audit) {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: codCollections.id, amount: codCollections.amountFils })
      .from(codCollections)
      .where(and(eq(codCollections.courierId, input.CourierId), isNull(codCollections.handedOverAt), eq(codCollections.method, 'cash')))
      .orderBy(asc(codCollections.id))
      .for('update');
    if (!held.length) throw new ApiError(422, NOTHING_TO_HAND_OVER);
    const expected = held.reduce((s, c) => s + c.amount, 0);
    const counted = toFils(input.Counted);
    const [h] = await tx
      .insert(codHandovers)
      .values({
        courierId: input.CourierId,
        receivedByUserId: opsUserId,
        collections: held.length,
        expectedFils: expected,
        countedFils: counted,
        differenceFils: counted - expected,
        note: input.Note || null,
        createdAt: now,
      })
      .returning({ id: codHandovers.id });
    await tx
      .update(codCollections)
      .set({ handedOverAt: now, handoverId: h!.id })
      .where(inArray(codCollections.id, held.map((c) => c.id)));
    await audit?.(tx, {
      action: 'cod_handover.received',
      targetType: 'cod_handover',
      targetId: h!.id,
      after: { courierId: input.CourierId, collections: held.length, expected: fromFils(expected), counted: fromFils(counted), difference: fromFils(counted - expected), note: input.Note || null },
    });
    return { _id: h!.id, Collections: held.length, Expected: fromFils(expected), Counted: fromFils(counted), Difference: fromFils(counted - expected) };
  });
}

// ------------------------------------------------------------------ remittance

/** The invoices the statement settled (its CodRemittance payment's allocations), oldest due first. */
const settledJson = sql<Array<{ InvoiceNo: string; Fils: number }> | null>`(
  select json_agg(json_build_object('InvoiceNo', i.invoice_no, 'Fils', a.amount_fils) order by i.due_date, i.invoice_no)
  from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = ${codRemittances.paymentId})`;

const statementColumns = {
  r: codRemittances,
  accountNo: accounts.accountNo,
  companyName: accounts.companyName,
  settled: settledJson,
  paymentNo: sql<string | null>`(select p.payment_no from payments p where p.id = ${codRemittances.paymentId})`,
};

type StatementRow = { r: typeof codRemittances.$inferSelect; accountNo: string; companyName: string; settled: Array<{ InvoiceNo: string; Fils: number }> | null; paymentNo: string | null };

function toStatement(row: StatementRow): CodStatement {
  const r = row.r;
  return {
    _id: r.id,
    StatementNo: statementNo(r.seq),
    AccountNo: row.accountNo,
    CompanyName: row.companyName,
    PeriodStart: r.periodStart,
    PeriodEnd: r.periodEnd,
    Shipments: r.shipments,
    Collected: fromFils(r.collectedFils),
    Fee: fromFils(r.feeFils),
    Invoices: fromFils(r.invoicesFils),
    SettledInvoices: (row.settled ?? []).map((a) => ({ InvoiceNo: a.InvoiceNo, Amount: fromFils(Number(a.Fils)) })),
    PaymentNo: row.paymentNo,
    Net: fromFils(r.netFils),
    Status: r.status,
    BankReference: r.bankReference,
    PaidAt: r.paidAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
  };
}

/** Statements, newest first: one account's, or every account's (Ops). */
export async function listStatements(db: Db, accountId: string | null, status?: 'pending' | 'paid'): Promise<CodStatement[]> {
  const rows = await db
    .select(statementColumns)
    .from(codRemittances)
    .innerJoin(accounts, eq(accounts.id, codRemittances.accountId))
    .where(and(accountId ? eq(codRemittances.accountId, accountId) : undefined, status ? eq(codRemittances.status, status) : undefined))
    .orderBy(desc(codRemittances.seq))
    .limit(500);
  return rows.map(toStatement);
}

export async function statementDetail(db: Db, id: string, accountId: string | null): Promise<CodStatementDetail> {
  const [row] = await db
    .select(statementColumns)
    .from(codRemittances)
    .innerJoin(accounts, eq(accounts.id, codRemittances.accountId))
    .where(and(eq(codRemittances.id, id), accountId ? eq(codRemittances.accountId, accountId) : undefined));
  if (!row) throw notFound(STATEMENT_NOT_FOUND);
  const lines = await db
    .select({
      awbNo: shipments.awbNo,
      reference: shipments.reference,
      receiverName: shipments.receiverName,
      // The proof's time; for parcels delivered before proofs (or by an Ops scan), the DELIVERED event's.
      deliveredAt: sql<Date | string | null>`coalesce(${deliveryProofs.deliveredAt}, (select max(te.occurred_at) from tracking_events te where te.shipment_id = ${shipments.id} and te.status_code = 'DELIVERED'))`,
      collectedAt: codCollections.collectedAt,
      method: codCollections.method,
      amount: codCollections.amountFils,
    })
    .from(codCollections)
    .innerJoin(shipments, eq(shipments.id, codCollections.shipmentId))
    .leftJoin(deliveryProofs, eq(deliveryProofs.shipmentId, codCollections.shipmentId))
    .where(eq(codCollections.remittanceId, id))
    .orderBy(asc(codCollections.collectedAt), asc(shipments.awbNo));
  return {
    ...toStatement(row),
    Lines: lines.map((l) => ({
      AirWayBillNo: l.awbNo,
      Reference: l.reference,
      ReceiverName: l.receiverName,
      DeliveredAt: l.deliveredAt ? new Date(l.deliveredAt).toISOString() : null,
      CollectedAt: l.collectedAt.toISOString(),
      Method: l.method,
      Amount: fromFils(l.amount),
    })),
  };
}

/**
 * A statement of the account's handed-over, unremitted collections made in
 * the period (Dubai days, both included): collected minus the account's
 * transfer fee (never more than what was collected) and, when the account
 * says so, its unpaid invoices, oldest first, as far as the rest goes.
 */
export async function createRemittance(db: Db, input: { Account: string; From: string; To: string }, opsUserId: string, now: Date, audit?: Audit): Promise<CodStatement> {
  const accountNo = input.Account.toUpperCase();
  // As before a customer's payment: a card attempt stuck since a crash would keep its invoices from being settled.
  const [settling] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.accountNo, accountNo), eq(accounts.codSettlesInvoices, true)));
  if (settling) await releaseStaleCardPayments(db, now, settling.id);
  const id = await db.transaction(async (tx) => {
    // The account's row lock: customers' payments and invoicing take it too, so they wait for this statement.
    const [account] = await tx
      .select({ id: accounts.id, fee: accounts.codTransferFeeFils, settlesInvoices: accounts.codSettlesInvoices })
      .from(accounts)
      .where(eq(accounts.accountNo, accountNo))
      .for('update');
    if (!account) throw badRequest(ACCOUNT_NOT_FOUND, { Account: ACCOUNT_NOT_FOUND });
    const due = await tx
      .select({ id: codCollections.id, amount: codCollections.amountFils })
      .from(codCollections)
      .where(
        and(
          eq(codCollections.accountId, account.id),
          isNotNull(codCollections.handedOverAt),
          isNull(codCollections.remittanceId),
          gte(codCollections.collectedAt, dayStart(input.From)),
          lt(codCollections.collectedAt, dayStart(addDays(input.To, 1))),
        ),
      )
      .orderBy(asc(codCollections.id))
      .for('update');
    if (!due.length) throw new ApiError(422, NOTHING_TO_REMIT);
    const collected = due.reduce((s, c) => s + c.amount, 0);
    const fee = Math.min(account.fee, collected);
    const net = collected - fee;
    const [r] = await tx
      .insert(codRemittances)
      .values({
        accountId: account.id,
        periodStart: input.From,
        periodEnd: input.To,
        shipments: due.length,
        collectedFils: collected,
        feeFils: fee,
        invoicesFils: 0,
        netFils: net,
        createdByUserId: opsUserId,
        createdAt: now,
      })
      .returning({ id: codRemittances.id, seq: codRemittances.seq });
    await tx
      .update(codCollections)
      .set({ remittanceId: r!.id })
      .where(inArray(codCollections.id, due.map((c) => c.id)));
    let invoicesFils = 0;
    if (account.settlesInvoices) {
      const paid = await settleInvoicesFromCod(tx, { accountId: account.id, availableFils: net, statementNo: statementNo(r!.seq), userId: opsUserId, now });
      if (paid) {
        invoicesFils = paid.amountFils;
        await tx
          .update(codRemittances)
          .set({ invoicesFils: paid.amountFils, netFils: net - paid.amountFils, paymentId: paid.paymentId })
          .where(eq(codRemittances.id, r!.id));
      }
    }
    await audit?.(tx, {
      action: 'cod_remittance.created',
      targetType: 'cod_remittance',
      targetId: statementNo(r!.seq),
      accountId: account.id,
      after: {
        accountNo,
        periodStart: input.From,
        periodEnd: input.To,
        shipments: due.length,
        collected: fromFils(collected),
        fee: fromFils(fee),
        invoices: fromFils(invoicesFils),
        net: fromFils(net - invoicesFils),
        status: 'pending',
      },
    });
    return r!.id;
  });
  const { Lines: _lines, ...statement } = await statementDetail(db, id, null);
  return statement;
}

export async function markPaid(db: Db, input: { _id: string; BankReference: string }, opsUserId: string, now: Date, audit?: Audit): Promise<CodStatement> {
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(codRemittances)
      .set({ status: 'paid', bankReference: input.BankReference, paidAt: now, paidByUserId: opsUserId })
      .where(and(eq(codRemittances.id, input._id), eq(codRemittances.status, 'pending')))
      .returning({ id: codRemittances.id, seq: codRemittances.seq, accountId: codRemittances.accountId, netFils: codRemittances.netFils });
    const [r] = rows;
    if (r) {
      await audit?.(tx, {
        action: 'cod_remittance.paid',
        targetType: 'cod_remittance',
        targetId: statementNo(r.seq),
        accountId: r.accountId,
        before: { status: 'pending' },
        after: { status: 'paid', bankReference: input.BankReference, net: fromFils(r.netFils) },
      });
    }
    return rows;
  });
  if (!done.length) {
    const [r] = await db.select({ seq: codRemittances.seq }).from(codRemittances).where(eq(codRemittances.id, input._id));
    if (!r) throw notFound(STATEMENT_NOT_FOUND);
    throw new ApiError(409, ALREADY_PAID(statementNo(r.seq)));
  }
  const { Lines: _lines, ...statement } = await statementDetail(db, input._id, null);
  return statement;
}

/** The dashboard's COD figures: collected, pending remittance (collected, not yet paid out), remitted (paid out). */
export async function codFigures(db: Db, accountId: string | null): Promise<CodFigures> {
  const [t] = await db
    .select({
      collected: sql<string>`coalesce(sum(${codCollections.amountFils}), 0)`,
      remitted: sql<string>`coalesce(sum(${codCollections.amountFils}) filter (where ${codRemittances.status} = 'paid'), 0)`,
    })
    .from(codCollections)
    .leftJoin(codRemittances, eq(codRemittances.id, codCollections.remittanceId))
    .where(accountId ? eq(codCollections.accountId, accountId) : undefined);
  const collected = Number(t?.collected ?? 0);
  const remitted = Number(t?.remitted ?? 0);
  return { Collected: fromFils(collected), PendingRemittance: fromFils(collected - remitted), Remitted: fromFils(remitted) };
}
