// The process a fault test kills (courier-api/routes/faults.test.ts): the
// built-in courier API on DATABASE_URL, signed in as the postpaid demo user,
// paying invoice PAY_INVOICE by test card with Idempotency-Key PAY_KEY. It
// prints "paying" just before the call and "done <status>" after it.
import { createConfiguredApi } from '@/courier-api/bootstrap';
import { openDatabase } from '@/courier-api/db/client';
import { apiCaller } from '@/courier-api/test-utils';
import { getEnv } from '@/lib/env';

const CARD = { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Fatima Al Mansoori' };

async function main() {
  const env = getEnv();
  const database = await openDatabase({ url: env.databaseUrl!, poolSize: 2 });
  const api = await createConfiguredApi(env, database);
  const { call, login } = apiCaller(api);
  const token = await login('postpaid');
  console.log('paying');
  const res = await call('POST', 'pay', { token, body: { Provider: 'CardTest', Card: CARD, InvoiceNos: [process.env.PAY_INVOICE!] }, headers: { 'idempotency-key': process.env.PAY_KEY! } });
  console.log(`done ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
