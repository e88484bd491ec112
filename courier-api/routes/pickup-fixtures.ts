// Pickups for the tests: a row written straight to the table (for dates and
// states the booking rules would refuse), and a booking through the guest
// form (asaGuestSchedulePickup), as a visitor or a signed-in customer.
import { pickups } from '../db/schema';
import type { TestApi } from '../test-utils';

type PickupInsert = typeof pickups.$inferInsert;

/** A pickup row: one 0.5 kg piece from a Dubai warehouse, 10:00 to 14:00; `over` sets the rest. */
export function pickupRow(over: Pick<PickupInsert, 'bookingNo' | 'pickupDate'> & Partial<PickupInsert>): PickupInsert {
  return {
    contactName: 'Test Contact',
    contactPhone: '+971501234567',
    addressLine1: 'Warehouse 1',
    city: 'Dubai',
    cityCode: 'DXB',
    windowStart: '10:00',
    windowEnd: '14:00',
    pieces: 1,
    weightGrams: 500,
    ...over,
  };
}

export interface GuestSender {
  Name: string;
  Phone: string;
  AddressLine1: string;
}

/** Books Sharjah → Abu Dhabi for 25 November 2026 through the guest form (with `token`: a signed-in customer); expects 201. */
export async function guestBooking(t: TestApi, serviceTypeId: string, sender: GuestSender, token?: string) {
  const res = await t.call('POST', 'asaGuestSchedulePickup', {
    token,
    body: {
      Sender: { ...sender, City: 'SHJ' },
      Receiver: { Name: 'Omar Khalid', Phone: '+971507654321', AddressLine1: 'Villa 7', Country: 'AE', City: 'AUH' },
      PickupDate: '2026-11-25',
      PickupWindowStart: '09:00',
      PickupWindowEnd: '12:00',
      ServiceTypeId: serviceTypeId,
      Pieces: [{ Weight: 1 }],
      Contents: 'Documents',
    },
  });
  expect(res.status).toBe(201);
  return res.json.data as { _id: string; BookingNo: string; AirWayBillNo: string };
}
