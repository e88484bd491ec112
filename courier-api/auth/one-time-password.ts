// One-time passwords for new logins: shown once to whoever created the login,
// emailed to its owner, and replaced at first sign-in (must_change_password).
import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read off a screen or an email and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * Three groups of four ("Kp7w-Rm2x-9sQe", about 70 bits), with at least one
 * letter and one digit so it also passes the rules for a chosen password.
 */
export function generateOneTimePassword(): string {
  for (;;) {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
    const pw = [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
    if (/[A-Za-z]/.test(pw) && /[0-9]/.test(pw)) return pw;
  }
}
