// The process a fault test kills (courier-api/routes/faults.test.ts): the
// built-in courier API on DATABASE_URL, signed in as the prepaid demo user,
// uploading a batch of BATCH_ROWS rows with reference prefix BATCH_TAG. It
// prints "uploading" just before the call and "done <status>" after it.
import { createConfiguredApi } from '@/courier-api/bootstrap';
import { openDatabase } from '@/courier-api/db/client';
import { apiCaller } from '@/courier-api/test-utils';
import { getEnv } from '@/lib/env';
import { batchCsvFromTemplate } from '../batch-csv';

async function main() {
  const env = getEnv();
  const database = await openDatabase({ url: env.databaseUrl!, poolSize: 2 });
  const api = await createConfiguredApi(env, database);
  const { call, login } = apiCaller(api);
  const token = await login('prepaid');
  const template = await call('GET', 'BatchUpload/template', { token });
  const csv = batchCsvFromTemplate((template.json as { nonJson: string }).nonJson, Number(process.env.BATCH_ROWS), process.env.BATCH_TAG!);
  console.log('uploading');
  const res = await call('POST', 'BatchUpload', { token, body: { FileName: 'fault.csv', Csv: csv }, headers: { 'idempotency-key': process.env.BATCH_TAG! } });
  console.log(`done ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
