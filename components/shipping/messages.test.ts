// The shipping, address book, pickup and sub-user messages: keyed by the codes the API and the status model use, and the English texts exactly the words
// these screens showed before they had messages (the E2E tests read them).
import { IntlMessageFormat } from 'intl-messageformat';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { STATUS_CODES, statusLabel } from '@/courier-api/services/status';
import { MESSAGES } from '@/lib/i18n/messages';
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { PICKUP_STATUS_NAMES } from '@/lib/schemas/pickup';
import { PRINT_LAYOUT_NAMES } from '@/lib/schemas/printing';
import { PERMISSIONS } from '@/lib/schemas/users';
import { STATUS_OPTIONS } from './shipment-format';

const en = MESSAGES.en;
/** Formats a message by its dotted path, as next-intl does (its ICU formatter; next-intl itself is ESM, which Jest here does not load). */
type Values = Record<string, string | number | ((chunks: string[]) => string)>;
const t = (locale: 'en' | 'ar') => (path: string, values: Values) => {
  const message = path.split('.').reduce<unknown>((m, k) => (m as Record<string, unknown>)[k], MESSAGES[locale]);
  return String(new IntlMessageFormat(message as string, locale).format(values));
};

describe('messages keyed by code', () => {
  it("names every shipment status: the pills' words (the kit's) are the API's labels, the filter's tell them apart", () => {
    expect(Object.keys(en.shipping.statusFilter)).toEqual(STATUS_CODES);
    for (const code of STATUS_CODES) expect(en.ui.status[code as keyof typeof en.ui.status]).toBe(statusLabel(code));
    for (const o of STATUS_OPTIONS) expect(en.shipping.statusFilter[o.code as keyof typeof en.shipping.statusFilter]).toBe(o.label);
  });

  it('names every pickup status, permission and print layout as before', () => {
    for (const s of PICKUP_STATUS_NAMES) expect(en.ui.status[s]).toBe(s);
    for (const k of PERMISSIONS) expect(en.portal.permissions[k]).toBe(PERMISSION_LABELS[k]);
    expect(en.shipping.print.layouts).toEqual(PRINT_LAYOUT_NAMES);
  });
});

describe('plural and select messages', () => {
  it('say in English what the screens said before', () => {
    const e = t('en');
    expect(e('pickups.piecesAndWeight', { count: 1, n: '1', weight: '2.5 kg' })).toBe('1 piece, 2.5 kg');
    expect(e('pickups.piecesAndWeight', { count: 3, n: '3', weight: '12 kg' })).toBe('3 pieces, 12 kg');
    expect(e('shipping.batch.ready', { file: 'a.csv', count: 1, n: '1' })).toBe('a.csv: 1 shipment checked and ready to upload.');
    expect(e('shipping.batch.upload', { count: 1200, n: '1,200' })).toBe('Upload 1,200 shipments');
    expect(e('shipping.batch.creating', { count: 1, n: '1' })).toBe('Creating 1 shipments…');
    expect(e('shipping.party.option', { name: 'Aisha, Noor LLC', line: 'Shop 5', city: 'Dubai', isDefault: 'yes' })).toBe('Aisha, Noor LLC – Shop 5, Dubai (default)');
    expect(e('pickups.form.addressOption', { name: 'Aisha', line: 'Shop 5', city: 'Dubai', isDefault: 'no' })).toBe('Aisha, Shop 5, Dubai');
    const time = (chunks: string[]) => chunks.join('');
    expect(e('pickups.window', { date: 'Monday 23 November 2026', start: '10:00', end: '13:00', time })).toBe(formatPickupWindow('2026-11-23', '10:00', '13:00'));
    expect(e('shipping.create.receiverValue', { name: 'Omar Khalid', phone: '+971507654321', ltr: time })).toBe('Omar Khalid, +971507654321');
  });

  it('use the Arabic plural forms', () => {
    const a = t('ar');
    expect(a('pickups.piecesAndWeight', { count: 1, n: '1', weight: 'w' })).toBe('قطعة واحدة، w');
    expect(a('pickups.piecesAndWeight', { count: 2, n: '2', weight: 'w' })).toBe('قطعتان، w');
    expect(a('pickups.piecesAndWeight', { count: 5, n: '5', weight: 'w' })).toBe('5 قطع، w');
    expect(a('pickups.piecesAndWeight', { count: 20, n: '20', weight: 'w' })).toBe('20 قطعة، w');
    expect(a('shipping.batch.upload', { count: 2, n: '2' })).toBe('رفع شحنتين');
  });
});
