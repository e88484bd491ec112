// The process a fault test kills (courier-api/routes/faults.test.ts): the
// built-in courier API on DATABASE_URL, signed in as the prepaid demo user,
// uploading a batch of BATCH_ROWS rows with reference prefix BATCH_TAG. It
// prints "uploading" just before the call and "done <status>" after it.
import { batchCsvFromTemplate } from '../batch-csv';
import { childApi, runChild } from './child-api';

runChild(async () => {
  const { call, token, close } = await childApi('prepaid');
  const template = await call('GET', 'BatchUpload/template', { token });
  const csv = batchCsvFromTemplate((template.json as { nonJson: string }).nonJson, Number(process.env.BATCH_ROWS), process.env.BATCH_TAG!);
  console.log('uploading');
  const res = await call('POST', 'BatchUpload', { token, body: { FileName: 'fault.csv', Csv: csv }, headers: { 'idempotency-key': process.env.BATCH_TAG! } });
  console.log(`done ${res.status} ${JSON.stringify(res.json).slice(0, 400)}`);
  await close();
});
