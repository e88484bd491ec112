// The process a fault test kills (courier-api/routes/faults.test.ts): the
// built-in courier API on DATABASE_URL, signed in as the postpaid demo user,
// paying invoice PAY_INVOICE by test card with Idempotency-Key PAY_KEY. It
// prints "paying" just before the call and "done <status>" after it.
import { childApi, runChild } from './child-api';

const CARD = { Number: '4242424242424242', Expiry: '12/30', Cvc: '123', Name: 'Fatima Al Mansoori' };

runChild(async () => {
  const { call, token, close } = await childApi('postpaid');
  console.log('paying');
  const res = await call('POST', 'pay', { token, body: { Provider: 'CardTest', Card: CARD, InvoiceNos: [process.env.PAY_INVOICE!] }, headers: { 'idempotency-key': process.env.PAY_KEY! } });
  console.log(`done ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  await close();
});
