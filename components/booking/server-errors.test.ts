import { toFieldName } from '@/components/ui/notify';
import { isBookingField } from './server-errors';

test('the API names the booking form has get their errors; the rest are left for the toast', () => {
  for (const known of ['Receiver.City', 'Pieces[2].Weight', 'Pieces[0]', 'Receiver.Country']) expect(isBookingField(toFieldName(known))).toBe(true);
  for (const unknown of ['Sender.Country', 'AccountNo', '_']) expect(isBookingField(toFieldName(unknown))).toBe(false);
});
