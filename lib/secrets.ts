// Secrets for the session cookie and the built-in API's tokens. Set
// NEXTAUTH_SECRET in production; a local install keeps a generated one in
// the data folder so that `npm start` works with no settings at all.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from './env';

let sessionSecret: string | undefined;

export function getSessionSecret(): string {
  if (sessionSecret) return sessionSecret;
  const env = getEnv();
  if (env.sessionSecret) return (sessionSecret = env.sessionSecret);
  const file = path.join(env.dataDir, 'session-secret');
  try {
    sessionSecret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const fresh = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
    }
    sessionSecret = fs.readFileSync(file, 'utf8').trim();
  }
  return sessionSecret;
}

/** The built-in API signs its tokens with its own key, derived unless set. */
export function getTokenSecret(): string {
  const env = getEnv();
  if (env.tokenSecret && env.tokenSecret !== env.sessionSecret) return env.tokenSecret;
  return createHmac('sha256', getSessionSecret()).update('courier-api-access-token').digest('base64url');
}
