// The print button's request and file name, checked against the contract's
// schemas so the button cannot drift from what the courier API accepts.
import { printAwbSchema, printBatchSchema } from '@/lib/schemas/printing';
import { fileNameFrom, printRequest } from './print-pdf';

describe('printRequest', () => {
  it('prints airway bills through AirwayBillPDFFormat with a body the API accepts', async () => {
    const req = printRequest({ AirWayBillNos: ['93790673933', '38037678394'] }, 'Label4x6');
    expect(req).toEqual({ path: 'AirwayBillPDFFormat', body: { AirWayBillNo: ['93790673933', '38037678394'], Layout: 'Label4x6' } });
    await expect(printAwbSchema.validate(req.body)).resolves.toEqual(req.body);
  });

  it('prints a batch through AirwayBillBatchPDFFormat', async () => {
    const req = printRequest({ BatchNo: 'BT-0001' }, 'A4');
    expect(req).toEqual({ path: 'AirwayBillBatchPDFFormat', body: { BatchNo: 'BT-0001', Layout: 'A4' } });
    await expect(printBatchSchema.validate(req.body)).resolves.toEqual(req.body);
  });
});

describe('fileNameFrom', () => {
  it('reads the file name the API sends, or falls back', () => {
    expect(fileNameFrom('inline; filename="awb-93790673933.pdf"')).toBe('awb-93790673933.pdf');
    expect(fileNameFrom('attachment; filename=batch-BT-1.pdf')).toBe('batch-BT-1.pdf');
    expect(fileNameFrom(null)).toBe('airway-bills.pdf');
    expect(fileNameFrom('inline')).toBe('airway-bills.pdf');
  });
});
