// Prints the demo staff's current sign-in code (issue 17): the demo's Admin,
// Ops and couriers share one authenticator secret (courier-api/db/seed.ts
// DEMO_TOTP_SECRET), so a demo needs no phone. Real staff enrol their own.
import { generate } from 'otplib';
import { DEMO_TOTP_SECRET } from '../courier-api/db/seed';

const now = Date.now();
void generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(now / 1000) }).then((code) => {
  const left = 30 - (Math.floor(now / 1000) % 30);
  console.log(`${code}  (demo staff code; a new one in ${left} s; each code works once)`);
});
