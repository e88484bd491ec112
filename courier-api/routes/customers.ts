// Admin → Manage Customers: the queue of registration requests from /Register,
// every account, and the mail outbox (docs/api/accounts.md "Customers").
import { and, eq, inArray } from 'drizzle-orm';
import {
  accountCodSchema,
  accountListQuery,
  accountStatusSchema,
  activateRequestSchema,
  mailIdSchema,
  outboxQuery,
  rejectRequestSchema,
  requestListQuery,
} from '@/lib/schemas/customers';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { mailOutbox } from '../db/schema';
import { notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { activateRequest, rejectRequest, setAccountActive, setAccountCod } from '../services/account-activation';
import { auditOf } from '../services/audit-trail';
import { accountsJson, listAccounts, listRequests } from '../services/customers';
import { deliverMail, listOutbox, type DeliveryStatus } from '../services/mail';
import { userJson } from '../services/user-list';
import { unprocessable } from '../services/user-rules';

const MAIL_NOTE: Record<DeliveryStatus, string> = {
  sent: 'The email was sent.',
  outbox: 'The email is in the outbox (no mail server is set up).',
  failed: 'The email could not be sent: see the outbox.',
};

async function requests(c: Ctx) {
  return ok(c, await listRequests(c.get('deps').db, await readQuery(c, requestListQuery)));
}

async function activate(c: Ctx) {
  const deps = c.get('deps');
  const input = await readBody(c, activateRequestSchema);
  const done = await activateRequest(deps, input, currentUser(c).id, auditOf(c));
  const [account] = await accountsJson(deps.db, [done.account]);
  return ok(
    c,
    { Account: account, user: userJson(done.user), OneTimePassword: done.oneTimePassword, Mail: done.mail },
    `Account ${done.account.accountNo} opened for ${done.account.companyName}. ${MAIL_NOTE[done.mail]} Copy the one-time password now: it is shown only once.`,
    201,
  );
}

async function reject(c: Ctx) {
  const deps = c.get('deps');
  const input = await readBody(c, rejectRequestSchema);
  const { request, mail } = await rejectRequest(deps, input, currentUser(c).id, auditOf(c));
  return ok(c, { _id: request.id, Status: 'rejected', Mail: mail }, `The request from ${request.companyName} was rejected. ${MAIL_NOTE[mail]}`);
}

async function accountList(c: Ctx) {
  return ok(c, await listAccounts(c.get('deps').db, await readQuery(c, accountListQuery)));
}

async function accountStatus(c: Ctx) {
  const { db } = c.get('deps');
  const input = await readBody(c, accountStatusSchema);
  const account = await setAccountActive(db, input._id, input.Active, auditOf(c));
  const [json] = await accountsJson(db, [account]);
  const message = account.active
    ? `Account ${account.accountNo} was activated: its users can sign in again.`
    : `Account ${account.accountNo} was deactivated: its users were signed out and cannot sign in.`;
  return ok(c, json, message);
}

async function accountCod(c: Ctx) {
  const { db } = c.get('deps');
  const account = await setAccountCod(db, await readBody(c, accountCodSchema), auditOf(c));
  const [json] = await accountsJson(db, [account]);
  return ok(c, json, `The COD settings of account ${account.accountNo} were saved: its next statement uses them.`);
}

async function outbox(c: Ctx) {
  const q = await readQuery(c, outboxQuery);
  return ok(c, await listOutbox(c.get('deps').db, { ...q, status: q.status as 'all' | DeliveryStatus }));
}

/** Sends a message again (one that failed, or one left queued when the server stopped). */
async function retry(c: Ctx) {
  const { db, mail, now } = c.get('deps');
  const { _id } = await readBody(c, mailIdSchema);
  if (!mail?.transport) throw unprocessable('No mail server is set up (SMTP_URL), so mail stays in the outbox.');
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'outbox', error: null })
    .where(and(eq(mailOutbox.id, _id), inArray(mailOutbox.status, ['outbox', 'failed'])))
    .returning({ id: mailOutbox.id });
  if (!row) throw notFound('This message does not exist or was already sent.');
  const [status] = await deliverMail(db, mail, [row.id], now);
  return ok(c, { _id, Status: status }, MAIL_NOTE[status!]);
}

export function customerRoutes(r: Router) {
  r.get('RegistrationRequests', 'admin', requests);
  r.post('RegistrationRequests/Activate', 'admin', activate);
  r.post('RegistrationRequests/Reject', 'admin', reject);
  r.get('Accounts', 'admin', accountList);
  r.put('Accounts/Status', 'admin', accountStatus);
  r.put('Accounts/Cod', 'admin', accountCod);
  r.get('MailOutbox', 'admin', outbox);
  r.post('MailOutbox/Retry', 'admin', retry);
}
