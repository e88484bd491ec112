// The courier's day (issue 15; docs/api/courier-day.md): staff logins
// (Admin), dispatch and cash (Ops), the courier app (Courier: only their own
// run), proof of delivery and COD statements (the shipper's own account).
import { and, asc, eq } from 'drizzle-orm';
import {
  codHandoverSchema,
  codRemittanceCreateSchema,
  codRemittancePaidSchema,
  codStatementFileQuery,
  codStatementQuery,
  courierRunQuery,
  courierSyncSchema,
  dispatchAssignSchema,
  dispatchQuery,
  dispatchUnassignSchema,
  MAX_COURIER_SYNC_BODY_BYTES,
  proofFileQuery,
  proofQuery,
  runIdQuery,
  staffActiveSchema,
  staffResetSchema,
  staffCreateSchema,
} from '@/lib/schemas/courier';
import * as yup from 'yup';
import { currentUser } from '../auth/guard';
import { isOps, type Ctx } from '../context';
import { courierRuns, runStops, shipments, pickups, users } from '../db/schema';
import { forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { recordAction } from '../services/courier/actions';
import { codFigures, createRemittance, handoverBoard, listStatements, markPaid, receiveCash, statementDetail } from '../services/courier/cod';
import { assignStops, dispatchBoard, emirateOf, unassignStop } from '../services/courier/dispatch';
import { renderCodStatementPdf, codStatementCsv } from '../services/courier/documents/cod-statement';
import { renderPodPdf } from '../services/courier/documents/pod-pdf';
import { renderRunSheetPdf } from '../services/courier/documents/run-sheet-pdf';
import { loadProof, NO_PROOF, proofJson } from '../services/courier/proof';
import { courierRun, startOwnRun } from '../services/courier/run';
import { createStaff, listStaff, resetStaffSignIn, setStaffActive } from '../services/courier/staff';
import { auditOf } from '../services/audit-trail';

const NOWHERE = '00000000-0000-0000-0000-000000000000';
export const RUN_NOT_FOUND = 'This run was not found.';

/**
 * The reader's account, or null for Ops and Admin (every account). A user
 * without one sees nothing; a courier reads none of this.
 */
function accountScope(c: Ctx): string | null {
  const user = currentUser(c);
  if (user.role === 'Courier') throw forbidden();
  return isOps(user) ? null : (user.account?.id ?? NOWHERE);
}

/** Proof of delivery: the shipper's users who may read airway bill history, or Ops. */
function proofScope(c: Ctx): string | null {
  const user = currentUser(c);
  if (!isOps(user) && !user.permissions.Air_Way_bill_history) throw forbidden();
  return accountScope(c);
}

function file(c: Ctx, bytes: Uint8Array | Buffer | string, type: string, name: string, disposition: 'inline' | 'attachment' = 'inline') {
  const body = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  return c.body(body, 200, { 'Content-Type': type, 'Content-Disposition': `${disposition}; filename="${name}"`, 'Cache-Control': 'private, no-store' });
}

// ------------------------------------------------------------------ staff

async function staffList(c: Ctx) {
  return ok(c, await listStaff(c.get('deps').db));
}
async function staffCreate(c: Ctx) {
  const input = await readBody(c, staffCreateSchema);
  return ok(c, await createStaff(c.get('deps'), input, auditOf(c)), `${input.Role === 'Ops' ? 'Ops user' : 'Courier'} ${input.FullName} is added.`, 201);
}
/** A lost phone or password: a new one-time password (shown once), sessions ended, two-factor sign-in to set up again. */
async function staffReset(c: Ctx) {
  const { _id } = await readBody(c, staffResetSchema);
  const issued = await resetStaffSignIn(c.get('deps'), _id, auditOf(c));
  return ok(c, issued, `${issued.user.FullName} can sign in with the new one-time password and set up two-factor sign-in again.`);
}
async function staffActive(c: Ctx) {
  const input = await readBody(c, staffActiveSchema);
  const member = await setStaffActive(c.get('deps').db, input._id, input.Active, auditOf(c));
  return ok(c, member, input.Active ? 'The user is active again.' : 'The user is deactivated and signed out.');
}

// ------------------------------------------------------------------ dispatch

async function board(c: Ctx) {
  const { Date } = await readQuery(c, dispatchQuery);
  return ok(c, await dispatchBoard(c.get('deps').db, Date));
}
async function assign(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, dispatchAssignSchema);
  const run = await assignStops(db, input, currentUser(c).id, now(), auditOf(c));
  const n = (input.AirWayBillNos?.length ?? 0) + (input.PickupIds?.length ?? 0);
  return ok(c, run, `${n} ${n === 1 ? 'stop' : 'stops'} assigned to ${run.CourierName}.`);
}
async function unassign(c: Ctx) {
  const { StopId } = await readBody(c, dispatchUnassignSchema);
  await unassignStop(c.get('deps').db, StopId, auditOf(c));
  return ok(c, { _id: StopId }, 'The stop is taken off the run.');
}
async function runSheet(c: Ctx) {
  const { db } = c.get('deps');
  const { RunId } = await readQuery(c, runIdQuery);
  const [run] = await db
    .select({ date: courierRuns.runDate, courierName: users.fullName })
    .from(courierRuns)
    .innerJoin(users, eq(users.id, courierRuns.courierId))
    .where(eq(courierRuns.id, RunId));
  if (!run) throw notFound(RUN_NOT_FOUND);
  const rows = await db
    .select({ seq: runStops.seq, kind: runStops.kind, s: shipments, p: pickups })
    .from(runStops)
    .leftJoin(shipments, eq(shipments.id, runStops.shipmentId))
    .leftJoin(pickups, eq(pickups.id, runStops.pickupId))
    .where(and(eq(runStops.runId, RunId), eq(runStops.outcome, 'pending')))
    .orderBy(asc(runStops.seq));
  const pdf = await renderRunSheetPdf({
    date: run.date,
    courierName: run.courierName,
    stops: rows.map(({ seq, kind, s, p }) =>
      kind === 'delivery'
        ? {
            seq,
            kind,
            ref: s!.awbNo,
            name: s!.receiverName,
            phone: s!.receiverPhone ?? '',
            address: [s!.receiverAddressLine1, s!.receiverAddressLine2].filter(Boolean).join(', '),
            area: s!.destinationCity,
            emirate: emirateOf(s!.destinationCityCode, s!.destinationCity),
            pieces: s!.pieces,
            codAmountFils: s!.codAmountFils,
            instructions: s!.specialInstructions,
          }
        : {
            seq,
            kind,
            ref: p!.bookingNo,
            name: p!.contactName,
            phone: p!.contactPhone,
            address: [p!.addressLine1, p!.addressLine2].filter(Boolean).join(', '),
            area: p!.city,
            emirate: emirateOf(p!.cityCode, p!.city),
            pieces: p!.pieces,
            codAmountFils: 0,
            instructions: p!.remarks,
          },
    ),
  });
  return file(c, pdf, 'application/pdf', `run-sheet-${run.date}.pdf`);
}

// ------------------------------------------------------------------ the courier app

async function ownRun(c: Ctx) {
  const { Date } = await readQuery(c, courierRunQuery);
  return ok(c, await courierRun(c.get('deps'), currentUser(c), Date));
}
async function start(c: Ctx) {
  const deps = c.get('deps');
  await startOwnRun(deps, currentUser(c), auditOf(c));
  return ok(c, await courierRun(deps, currentUser(c)), 'Your run has started: the parcels are out for delivery.');
}
async function actions(c: Ctx) {
  const deps = c.get('deps');
  const courier = currentUser(c);
  const { Actions } = await readBody(c, courierSyncSchema, MAX_COURIER_SYNC_BODY_BYTES);
  const Results = [];
  // In order: a COD collection queued before its delivery is recorded first.
  for (const a of Actions) Results.push(await recordAction(deps, courier, a));
  const done = Results.filter((r) => r.Ok).length;
  return ok(c, { Results }, done === Results.length ? 'Synced.' : `Synced ${done} of ${Results.length}: see each result.`);
}

// ------------------------------------------------------------------ proof of delivery

async function proof(c: Ctx) {
  const { AirWayBillNo } = await readQuery(c, proofQuery);
  return ok(c, proofJson(await loadProof(c.get('deps').db, AirWayBillNo, proofScope(c))));
}
async function proofFile(c: Ctx) {
  const { db, files } = c.get('deps');
  const { AirWayBillNo, File } = await readQuery(c, proofFileQuery);
  const row = await loadProof(db, AirWayBillNo, proofScope(c));
  const read = async (key: string | null) => {
    const stored = key ? await files!.get(key) : null;
    if (!stored) throw notFound(NO_PROOF(AirWayBillNo));
    return stored;
  };
  if (File === 'signature') return file(c, (await read(row.p.signatureKey)).bytes, 'image/png', `pod-${AirWayBillNo}-signature.png`);
  if (File === 'photo') return file(c, (await read(row.p.photoKey)).bytes, 'image/jpeg', `pod-${AirWayBillNo}-photo.jpg`);
  const signature = await read(row.p.signatureKey);
  const photo = row.p.photoKey ? await read(row.p.photoKey) : null;
  const pdf = await renderPodPdf({
    awbNo: row.awbNo,
    reference: row.reference,
    senderName: row.senderName,
    receiverName: row.receiverName,
    destination: row.destinationCountry === 'AE' ? row.destinationCity : `${row.destinationCity}, ${row.destinationCountry}`,
    recipientName: row.p.recipientName,
    relationship: row.p.relationship,
    deliveredAt: row.p.deliveredAt,
    courierName: row.courierName,
    position: row.p.latitude !== null && row.p.longitude !== null ? { lat: row.p.latitude, lng: row.p.longitude, accuracy: row.p.accuracyM } : null,
    codeVerified: row.p.codeVerified,
    codAmountFils: row.codAmountFils,
    codMethod: row.codMethod,
    signaturePng: signature.bytes,
    photoJpeg: photo?.bytes ?? null,
  });
  return file(c, pdf, 'application/pdf', `pod-${AirWayBillNo}.pdf`);
}

// ------------------------------------------------------------------ cash on delivery

const statusFilter = yup.object({
  Status: yup.string().typeError('Status must be text.').oneOf(['', 'all', 'pending', 'paid'], 'Status must be all, pending or paid.').default(''),
});

async function handovers(c: Ctx) {
  return ok(c, await handoverBoard(c.get('deps').db));
}
async function handover(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, codHandoverSchema);
  const h = await receiveCash(db, input, currentUser(c).id, now(), auditOf(c));
  const msg =
    h.Difference === 0
      ? 'Cash received: the count matches.'
      : h.Difference < 0
        ? `Cash received: AED ${(-h.Difference).toFixed(2)} short, recorded.`
        : `Cash received: AED ${h.Difference.toFixed(2)} over, recorded.`;
  return ok(c, h, msg);
}
async function remittances(c: Ctx) {
  const { Status } = await readQuery(c, statusFilter);
  return ok(c, await listStatements(c.get('deps').db, null, Status === 'pending' || Status === 'paid' ? Status : undefined));
}
async function remit(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, codRemittanceCreateSchema);
  const s = await createRemittance(db, input, currentUser(c).id, now(), auditOf(c));
  return ok(c, s, `Statement ${s.StatementNo} is created.`, 201);
}
async function paid(c: Ctx) {
  const { db, now } = c.get('deps');
  const input = await readBody(c, codRemittancePaidSchema);
  const s = await markPaid(db, input, currentUser(c).id, now(), auditOf(c));
  return ok(c, s, `Statement ${s.StatementNo} is marked paid.`);
}
async function statements(c: Ctx) {
  return ok(c, await listStatements(c.get('deps').db, accountScope(c)));
}
async function statement(c: Ctx) {
  const { _id } = await readQuery(c, codStatementQuery);
  return ok(c, await statementDetail(c.get('deps').db, _id, accountScope(c)));
}
async function statementFile(c: Ctx) {
  const { _id, Format } = await readQuery(c, codStatementFileQuery);
  const d = await statementDetail(c.get('deps').db, _id, accountScope(c));
  const fils = (aed: number) => Math.round(aed * 100);
  const input = {
    statementNo: d.StatementNo,
    accountNo: d.AccountNo,
    companyName: d.CompanyName,
    periodStart: d.PeriodStart,
    periodEnd: d.PeriodEnd,
    createdAt: new Date(d.CreatedAt),
    status: d.Status,
    bankReference: d.BankReference,
    paidAt: d.PaidAt ? new Date(d.PaidAt) : null,
    collectedFils: fils(d.Collected),
    feeFils: fils(d.Fee),
    invoicesFils: fils(d.Invoices),
    netFils: fils(d.Net),
    invoices: d.SettledInvoices.map((i) => ({ invoiceNo: i.InvoiceNo, amountFils: fils(i.Amount) })),
    paymentNo: d.PaymentNo,
    lines: d.Lines.map((l) => ({
      awbNo: l.AirWayBillNo,
      reference: l.Reference,
      receiverName: l.ReceiverName,
      deliveredAt: l.DeliveredAt ? new Date(l.DeliveredAt) : null,
      collectedAt: new Date(l.CollectedAt),
      method: l.Method,
      amountFils: fils(l.Amount),
    })),
  };
  if (Format === 'csv') return file(c, codStatementCsv(input), 'text/csv; charset=utf-8', `${d.StatementNo}.csv`, 'attachment');
  return file(c, await renderCodStatementPdf(input), 'application/pdf', `${d.StatementNo}.pdf`);
}
async function figures(c: Ctx) {
  return ok(c, await codFigures(c.get('deps').db, accountScope(c)));
}

export function courierDayRoutes(r: Router) {
  r.get('Staff', 'admin', staffList);
  r.post('Staff', 'admin', staffCreate);
  r.put('Staff/Active', 'admin', staffActive);
  r.post('Staff/ResetSignIn', 'admin', staffReset);

  r.get('Dispatch', 'ops', board);
  r.post('Dispatch', 'ops', assign);
  r.put('Dispatch/Unassign', 'ops', unassign);
  r.get('RunSheet', 'ops', runSheet);

  r.get('Courier/Run', 'courier', ownRun);
  r.post('Courier/Start', 'courier', start);
  r.post('Courier/Actions', 'courier', actions);

  // 'user', narrowed in proofScope: the Air_Way_bill_history permission, or Ops.
  r.get('Proof', 'user', proof);
  r.get('Proof/File', 'user', proofFile);

  r.get('CodHandover', 'ops', handovers);
  r.post('CodHandover', 'ops', handover);
  r.get('CodRemittances', 'ops', remittances);
  r.post('CodRemittances', 'ops', remit);
  r.put('CodRemittances/Paid', 'ops', paid);
  r.get('CodStatements', 'user', statements);
  r.get('CodStatements/Detail', 'user', statement);
  r.get('CodStatements/File', 'user', statementFile);
  r.get('CodFigures', 'user', figures);
}
