// The texts of the emails the courier sends about logins, in the recipient's
// language (users.locale, or the registration request's). English is plain
// text only: nothing to escape, and every mail client shows it the same way.
// Arabic adds an HTML alternative so that it reads right to left
// (mail-templates-ar.ts, mail-bidi.ts).
import { site } from '@/lib/site';
import type { UserLocale } from '../db/schema';
import type { OutgoingMail } from './mail';
import { accountWelcomeMailAr, newDeviceMailAr, requestRejectedMailAr, subUserWelcomeMailAr } from './mail-templates-ar';

export interface LoginMail {
  to: string;
  fullName: string;
  username: string;
  oneTimePassword: string;
  companyName: string;
  accountNo: string;
  siteUrl: string;
  /** The recipient's language. */
  locale: UserLocale;
}

export interface SubUserMail extends LoginMail {
  /** Who added the login (or reset its password); null: customer care (an Admin). */
  addedBy: string | null;
  reset?: boolean;
}

export interface RequestRejectedMail {
  to: string;
  fullName: string;
  companyName: string;
  reason: string;
  /** The language of the page the request was made on. */
  locale: UserLocale;
}

/** A sign-in from a browser this user had not signed in from before (issue 17). */
export interface NewDeviceMail {
  to: string;
  fullName: string;
  /** When, as the UAE reads it (Asia/Dubai), e.g. "25 Nov 2026, 14:05". */
  when: string;
  ip: string;
  /** The browser and system, from its user agent ("Chrome on Windows"). */
  device: string;
  siteUrl: string;
  locale: UserLocale;
}

const signature = `\n\nKind regards,\n${site.name} customer care\n${site.phone}, ${site.email}`;

function loginLines(m: LoginMail): string {
  return [
    `Sign in at ${m.siteUrl}/login with:`,
    '',
    `  Username: ${m.username}`,
    `  One-time password: ${m.oneTimePassword}`,
    '',
    'You will be asked to choose your own password when you first sign in. The one-time password then stops working.',
  ].join('\n');
}

/** To the first user of an account an Admin has just opened. */
export function accountWelcomeMail(m: LoginMail): OutgoingMail {
  if (m.locale === 'ar') return accountWelcomeMailAr(m);
  return {
    to: m.to,
    subject: `Welcome to ${site.name}: your account ${m.accountNo} is ready`,
    text: `Dear ${m.fullName},\n\nYour ${site.name} business account for ${m.companyName} (account number ${m.accountNo}) is now active.\n\n${loginLines(m)}${signature}`,
  };
}

/** To a sub-user a customer has just added (or whose password was reset). */
export function subUserWelcomeMail(m: SubUserMail): OutgoingMail {
  if (m.locale === 'ar') return subUserWelcomeMailAr(m);
  const addedBy = m.addedBy ?? 'Customer care';
  const opening = m.reset
    ? `${addedBy} has issued you a new one-time password for the ${site.name} portal of ${m.companyName} (account ${m.accountNo}).`
    : `${addedBy} has given you a login to the ${site.name} portal of ${m.companyName} (account ${m.accountNo}).`;
  return {
    to: m.to,
    subject: m.reset ? `Your new ${site.name} one-time password` : `Your ${site.name} portal login for ${m.companyName}`,
    text: `Dear ${m.fullName},\n\n${opening}\n\n${loginLines(m)}${signature}`,
  };
}

/** To the applicant whose registration request an Admin turned down. */
export function requestRejectedMail(m: RequestRejectedMail): OutgoingMail {
  if (m.locale === 'ar') return requestRejectedMailAr(m);
  return {
    to: m.to,
    subject: `Your ${site.name} account request`,
    text: `Dear ${m.fullName},\n\nThank you for your interest in a ${site.name} business account for ${m.companyName}. We are unable to open it at this time.\n\nReason: ${m.reason}\n\nIf you have questions, reply to this email or call us.${signature}`,
  };
}

/** To a user who just signed in from a new browser: what, when, from where, and what to do if it was not them. */
export function newDeviceMail(m: NewDeviceMail): OutgoingMail {
  if (m.locale === 'ar') return newDeviceMailAr(m);
  return {
    to: m.to,
    subject: `New sign-in to your ${site.name} account`,
    text: [
      `Dear ${m.fullName},`,
      '',
      `Your ${site.name} login was just used to sign in from a browser it had not been used on before.`,
      '',
      `  When: ${m.when} (UAE time)`,
      `  Device: ${m.device}`,
      `  IP address: ${m.ip}`,
      '',
      'If this was you, there is nothing to do.',
      `If it was not, change your password now and end that session on the Security page: ${m.siteUrl}/Security`,
    ].join('\n') + signature,
  };
}
