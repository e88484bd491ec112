// Prepaid accounts (docs/api/accounts.md, "Prepaid"): a customer's top-up
// requests (TopupRequest, PrepaidPaymentHistory), the Admin's review of them
// (GET TopupRequests, PUT TopupRequest) and the account status with its
// ledger (PrepaidAccountStatus). A customer's account always comes from the
// token; the Admin, who has none, names one with ?AccountNo= (the BFF strips
// AccountNo from bodies, never from the query string).
import { eq } from 'drizzle-orm';
import { formatAed } from '@/lib/money';
import {
  accountNoQuery,
  accountStatusSchema,
  topupHistorySchema,
  topupListQuery,
  topupRequestSchema,
  topupReviewSchema,
  type TopupRequestInput,
  type TopupStatus,
} from '@/lib/schemas/prepaid';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { accounts } from '../db/schema';
import { answerReplay, ApiError, badRequest, conflict, forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { accountStatus } from '../services/prepaid/account-status';
import { listTopups, loadTopup } from '../services/prepaid/topup-list';
import { auditOf } from '../services/audit-trail';
import { createTopup, findTopupByKey, reviewTopup, sameTopup, type StoredTopup } from '../services/prepaid/topups';
import { idempotencyKey } from './booking';

export const NO_ACCOUNT = 'Top-ups are made for a customer account, and this user has none.';
export const NOT_PREPAID = 'This is for prepaid accounts only. Your account is postpaid: its shipments are billed on your monthly invoice.';
export const ACCOUNT_NOT_PREPAID = (no: string) => `Account ${no} is postpaid: it has no prepaid balance.`;
export const ACCOUNT_NOT_FOUND = (no: string) => `Account ${no} was not found.`;
export const ACCOUNT_NO_REQUIRED = 'Please give the account number (?AccountNo=) whose prepaid status you want to see.';
export const TOPUP_NOT_FOUND = 'We could not find this top-up request.';
export const REPLAYED = 'This top-up request was already submitted. Here it is again.';
export const KEY_REUSED = 'This top-up form was already used for a different request. Please reload the page to request another top-up.';
export const SUBMITTED = (no: string) => `Top-up request ${no} is submitted. An Admin will confirm it once your payment is received.`;
export const ALREADY_REVIEWED = (status: TopupStatus) => `This top-up request was already ${status.toLowerCase()}.`;

/** The caller's own prepaid account: 403 without an account, 422 for a postpaid one. */
function ownPrepaidAccount(c: Ctx) {
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  if (user.account.paymentType !== 'PP') throw new ApiError(422, NOT_PREPAID);
  return { accountId: user.account.id, userId: user.id };
}

/** The prepaid account the Admin names in ?AccountNo=, or null when none is named. */
async function namedPrepaidAccount(c: Ctx): Promise<string | null> {
  const { AccountNo } = await readQuery(c, accountNoQuery);
  if (!AccountNo) return null;
  const [row] = await c.get('deps').db.select({ id: accounts.id, paymentType: accounts.paymentType }).from(accounts).where(eq(accounts.accountNo, AccountNo)).limit(1);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND(AccountNo));
  if (row.paymentType !== 'PP') throw new ApiError(422, ACCOUNT_NOT_PREPAID(AccountNo));
  return row.id;
}

/** Whose top-ups and ledger the caller reads: their own prepaid account, or (the Admin) the named one or every one. */
async function readScope(c: Ctx): Promise<string | null> {
  return isAdmin(currentUser(c)) ? namedPrepaidAccount(c) : ownPrepaidAccount(c).accountId;
}

const answerStored = (c: Ctx, accountId: string, stored: StoredTopup, input: TopupRequestInput) =>
  answerReplay(c, sameTopup(stored, input), () => loadTopup(c.get('deps').db, stored.id, accountId), { reused: KEY_REUSED, replayed: REPLAYED }, TOPUP_NOT_FOUND);

async function requestTopup(c: Ctx) {
  const { db, now } = c.get('deps');
  const owner = ownPrepaidAccount(c);
  const key = idempotencyKey(c);
  const input = await readBody(c, topupRequestSchema);
  if (key) {
    const stored = await findTopupByKey(db, owner.accountId, key);
    if (stored) return answerStored(c, owner.accountId, stored, input);
  }
  const outcome = await createTopup(db, { ...owner, key, now: now() }, input);
  if (!outcome.created) return answerStored(c, owner.accountId, outcome.existing, input);
  const topup = (await loadTopup(db, outcome.id, owner.accountId))!;
  return ok(c, topup, SUBMITTED(topup.RequestNo), 201);
}

async function adminQueue(c: Ctx) {
  const q = await readQuery(c, topupListQuery);
  return ok(c, await listTopups(c.get('deps').db, { accountId: null, status: q.status as TopupStatus | '', search: q.search, page: q.page, limit: q.limit, sort: q.sort }));
}

async function review(c: Ctx) {
  const { db, now } = c.get('deps');
  const admin = currentUser(c);
  const input = await readBody(c, topupReviewSchema);
  const outcome = await reviewTopup(db, input, admin.id, now(), auditOf(c));
  if (!outcome.ok) {
    if (!outcome.status) throw notFound(TOPUP_NOT_FOUND);
    throw conflict(ALREADY_REVIEWED(outcome.status));
  }
  const topup = (await loadTopup(db, input._id, null))!;
  const message =
    topup.Status === 'Approved'
      ? `Top-up ${topup.RequestNo} is approved: ${formatAed(topup.Amount)} was added to the balance of account ${topup.AccountNo}.`
      : `Top-up ${topup.RequestNo} is rejected.`;
  return ok(c, topup, message);
}

async function history(c: Ctx) {
  const accountId = await readScope(c);
  const q = await readBody(c, topupHistorySchema);
  return ok(c, await listTopups(c.get('deps').db, { accountId, status: q.Status as TopupStatus | '', From: q.From, To: q.To, page: q.page, limit: q.limit, sort: q.sort }));
}

async function status(c: Ctx) {
  const accountId = await readScope(c);
  if (!accountId) throw badRequest(ACCOUNT_NO_REQUIRED, { AccountNo: ACCOUNT_NO_REQUIRED });
  const q = await readBody(c, accountStatusSchema);
  return ok(c, await accountStatus(c.get('deps').db, accountId, q));
}

export function prepaidRoutes(r: Router) {
  r.post('TopupRequest', 'user', requestTopup);
  r.get('TopupRequests', 'admin', adminQueue);
  r.put('TopupRequest', 'admin', review);
  r.post('PrepaidPaymentHistory', 'user', history);
  r.post('PrepaidAccountStatus', 'user', status);
}
