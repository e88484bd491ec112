// argon2id with the library's defaults (19 MiB memory, 2 passes), the OWASP
// recommendation for argon2id.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id; the enum is a const enum, not importable under isolatedModules.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password, verified against when the user does not
// exist so that unknown users and wrong passwords take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}
