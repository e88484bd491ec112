// Turning a registration request into an account (or turning it down),
// switching an account off and on, and its COD statement settings. Each is
// one transaction; its email is queued in that transaction and delivered
// after commit (services/mail.ts).
import { eq, sql } from 'drizzle-orm';
import type { ActivateRequestInput, RejectRequestInput } from '@/lib/schemas/customers';
import { fromFils, toFils } from '@/lib/money';
import { generateOneTimePassword } from '../auth/one-time-password';
import { hashPassword } from '../auth/passwords';
import type { CourierDeps } from '../context';
import type { Db } from '../db/client';
import { accounts, PERMISSION_KEYS, registrationRequests, users, type Permissions } from '../db/schema';
import { conflict, isUniqueViolation, notFound } from '../http';
import { changes, type Audit } from './audit-trail';
import { deliverMail, queueMail } from './mail';
import { accountWelcomeMail, requestRejectedMail } from './mail-templates';
import { findUser } from './user-list';

const REQUEST_NOT_FOUND = 'This registration request does not exist.';
const ALL: Permissions = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true])) as Permissions;

/**
 * The next account number, without gaps, from counters. The first call starts
 * after the highest number already used (the seed's, or any added by hand);
 * the counter row's lock makes concurrent activations take turns.
 */
export async function nextAccountNo(tx: Db): Promise<string> {
  const res = await tx.execute(sql`
    insert into counters (name, value)
    values ('account_no', (select coalesce(max(account_no::bigint), 100000) from accounts where account_no ~ '^[0-9]{1,15}$') + 1)
    on conflict (name) do update set value = greatest(counters.value + 1, excluded.value)
    returning value`);
  return String((res as unknown as { rows: { value: string | number }[] }).rows[0]!.value);
}

/** The request, locked until the transaction ends, if it is still pending. */
async function lockPending(tx: Db, id: string) {
  const [request] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (request.status !== 'pending') throw conflict(`This request was already ${request.status}.`);
  return request;
}

export async function activateRequest(deps: CourierDeps, input: ActivateRequestInput, reviewerId: string, audit?: Audit) {
  const { db, now, mail } = deps;
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  let done: { accountId: string; userId: string; mailId: string };
  try {
    done = await db.transaction(async (tx) => {
      const request = await lockPending(tx, input._id);
      const [clash] = await tx
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) = ${request.username.toLowerCase()} or lower(${users.email}) = ${request.email.toLowerCase()}`)
        .limit(1);
      if (clash) throw conflict('A login with this User Name or Email ID was created after the request. Reject it and ask the customer to register again.');
      const accountNo = await nextAccountNo(tx);
      const [account] = await tx
        .insert(accounts)
        .values({
          accountNo,
          companyName: request.companyName,
          paymentType: input.PaymentType as 'PP' | 'PD',
          creditLimitFils: input.PaymentType === 'PD' ? toFils(input.CreditLimit ?? 0) : 0,
          trn: input.Trn || null,
          email: request.email,
          phone: request.phoneNumber ?? request.telephoneNumber,
          addressLine1: request.addressLine1,
          addressLine2: request.addressLine2,
          city: request.city,
          country: request.country,
          createdAt: now(),
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account!.id,
          username: request.username,
          email: request.email,
          fullName: request.fullName,
          phone: request.phoneNumber,
          passwordHash,
          permissions: ALL,
          mustChangePassword: true,
          locale: request.locale,
          createdAt: now(),
        })
        .returning({ id: users.id });
      await tx
        .update(registrationRequests)
        .set({ status: 'approved', reviewedAt: now(), reviewedByUserId: reviewerId, accountId: account!.id })
        .where(eq(registrationRequests.id, request.id));
      await audit?.(tx, {
        action: 'customer.activated',
        targetType: 'registration_request',
        targetId: request.id,
        accountId: account!.id,
        before: { status: 'pending', companyName: request.companyName, username: request.username, email: request.email },
        after: {
          status: 'approved',
          accountNo,
          paymentType: account!.paymentType,
          creditLimit: fromFils(account!.creditLimitFils),
          trn: account!.trn,
          username: request.username,
        },
      });
      const welcome = accountWelcomeMail({
        to: request.email,
        fullName: request.fullName,
        username: request.username,
        oneTimePassword,
        companyName: request.companyName,
        accountNo,
        siteUrl: mail?.siteUrl ?? 'http://localhost:3000',
        locale: request.locale,
      });
      return { accountId: account!.id, userId: user!.id, mailId: await queueMail(tx, welcome, now()) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A login with this User Name or Email ID already exists.');
    throw err;
  }
  const [status] = await deliverMail(db, mail, [done.mailId], now);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, done.accountId));
  return { account: account!, user: (await findUser(db, done.userId))!, oneTimePassword, mail: status! };
}

export async function rejectRequest(deps: CourierDeps, input: RejectRequestInput, reviewerId: string, audit?: Audit) {
  const { db, now, mail } = deps;
  const { request, mailId } = await db.transaction(async (tx) => {
    const request = await lockPending(tx, input._id);
    await tx
      .update(registrationRequests)
      .set({ status: 'rejected', reviewedAt: now(), reviewedByUserId: reviewerId, reviewNote: input.Reason })
      .where(eq(registrationRequests.id, request.id));
    await audit?.(tx, {
      action: 'registration.rejected',
      targetType: 'registration_request',
      targetId: request.id,
      before: { status: 'pending', companyName: request.companyName, username: request.username, email: request.email },
      after: { status: 'rejected', reason: input.Reason },
    });
    const message = requestRejectedMail({
      to: request.email,
      fullName: request.fullName,
      companyName: request.companyName,
      reason: input.Reason,
      locale: request.locale,
    });
    return { request, mailId: await queueMail(tx, message, now()) };
  });
  const [status] = await deliverMail(db, mail, [mailId], now);
  return { request, mail: status! };
}

/**
 * Switches an account off or on. Off: the guard refuses its users' tokens at
 * once (it checks accounts.active on every call) and their token versions are
 * bumped, so switching it back on does not revive old sessions.
 */
/** The account's COD statement settings (PUT Accounts/Cod); the next statement uses them. */
export async function setAccountCod(db: Db, input: { _id: string; CodTransferFee: number; CodSettlesInvoices: boolean }, audit?: Audit) {
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(accounts).where(eq(accounts.id, input._id)).for('update');
    if (!was) throw notFound('This account does not exist.');
    const [account] = await tx
      .update(accounts)
      .set({ codTransferFeeFils: toFils(input.CodTransferFee), codSettlesInvoices: input.CodSettlesInvoices })
      .where(eq(accounts.id, input._id))
      .returning();
    const diff = changes(
      { codTransferFee: fromFils(was.codTransferFeeFils), codSettlesInvoices: was.codSettlesInvoices },
      { codTransferFee: fromFils(account!.codTransferFeeFils), codSettlesInvoices: account!.codSettlesInvoices },
    );
    if (diff) await audit?.(tx, { action: 'account.cod_settings_changed', targetType: 'account', targetId: account!.accountNo, accountId: account!.id, ...diff });
    return account!;
  });
}

export async function setAccountActive(db: Db, id: string, active: boolean, audit?: Audit) {
  return db.transaction(async (tx) => {
    const [was] = await tx.select({ active: accounts.active }).from(accounts).where(eq(accounts.id, id)).for('update');
    const [account] = await tx.update(accounts).set({ active }).where(eq(accounts.id, id)).returning();
    if (!account || !was) throw notFound('This account does not exist.');
    if (was.active !== active) {
      await audit?.(tx, {
        action: active ? 'account.activated' : 'account.deactivated',
        targetType: 'account',
        targetId: account.accountNo,
        accountId: account.id,
        before: { active: was.active },
        after: { active },
      });
    }
    if (!active) await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.accountId, id));
    return account;
  });
}
