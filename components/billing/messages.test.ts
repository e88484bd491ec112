// The money screens show their labels from the message catalogue; the English
// catalogue must say exactly what the shared schemas (and the spec) say, so
// moving the words into messages changed nothing on the English pages.
import billing from '@/lib/i18n/messages/en/billing.json';
import prepaid from '@/lib/i18n/messages/en/prepaid.json';
import { AGEING_LABELS, INVOICE_STATUS_LABELS } from '@/lib/schemas/invoices';
import { PAYMENT_PROVIDER_LABELS, TEST_MODE_NOTICE } from '@/lib/schemas/payments';
import { LEDGER_KIND_LABELS, TOPUP_METHOD_LABELS, TOPUP_STATUS_NAMES } from '@/lib/schemas/prepaid';
import { TRANSACTION_TYPE_LABELS } from '@/lib/schemas/transactions';

describe('English money labels', () => {
  it('match the billing schemas', () => {
    expect(billing.invoiceStatus).toEqual(INVOICE_STATUS_LABELS);
    expect(billing.ageing.buckets).toEqual(AGEING_LABELS);
    expect(billing.providers).toEqual(PAYMENT_PROVIDER_LABELS);
    expect(billing.transactionTypes).toEqual(TRANSACTION_TYPE_LABELS);
    expect(billing.card.testMode).toBe(TEST_MODE_NOTICE);
  });

  it('match the prepaid schemas', () => {
    expect(prepaid.ledgerKinds).toEqual(LEDGER_KIND_LABELS);
    expect(prepaid.methods).toEqual(TOPUP_METHOD_LABELS);
    // "AED 250.00 by bank transfer": the method in running text, lower case.
    expect(prepaid.methodsInline).toEqual(Object.fromEntries(Object.entries(TOPUP_METHOD_LABELS).map(([k, v]) => [k, v.toLowerCase()])));
    expect(Object.keys(prepaid.status)).toEqual([...TOPUP_STATUS_NAMES]);
    for (const s of TOPUP_STATUS_NAMES) expect(prepaid.status[s]).toBe(s);
  });
});
