// One invoice with everything its tax invoice PDF prints: the customer's
// name, address and TRN, and the lines with their shipment's date.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, invoiceLines, invoices, shipments } from '../../db/schema';
import { invoiceColumns, type InvoiceRow } from './list';

export interface InvoiceCustomer {
  companyName: string;
  accountNo: string;
  trn: string | null;
  lines: string[];
}

export interface InvoiceDetailLine {
  lineNo: number;
  date: Date;
  description: string;
  netFils: number;
  vatFils: number;
}

export interface InvoiceDetail {
  row: InvoiceRow;
  customer: InvoiceCustomer;
  lines: InvoiceDetailLine[];
}

/** The invoice in the caller's scope (null = every account), or null when unknown there. */
export async function loadInvoiceDetail(db: Db, invoiceNo: string, accountId: string | null): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({ ...invoiceColumns, trn: accounts.trn, a1: accounts.addressLine1, a2: accounts.addressLine2, city: accounts.city, country: accounts.country })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.invoiceNo, invoiceNo), accountId ? eq(invoices.accountId, accountId) : undefined))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select({ lineNo: invoiceLines.lineNo, date: shipments.createdAt, description: invoiceLines.description, netFils: invoiceLines.netFils, vatFils: invoiceLines.vatFils })
    .from(invoiceLines)
    .innerJoin(shipments, eq(shipments.id, invoiceLines.shipmentId))
    .where(eq(invoiceLines.invoiceId, row.i.id))
    .orderBy(asc(invoiceLines.lineNo));
  const place = [row.city, row.country === 'AE' ? 'United Arab Emirates' : row.country].filter(Boolean).join(', ');
  return {
    row,
    customer: {
      companyName: row.companyName,
      accountNo: row.accountNo,
      trn: row.trn,
      lines: [row.a1, row.a2, place].filter((l): l is string => !!l),
    },
    lines,
  };
}
