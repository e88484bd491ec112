// The objects a test event carries ("Send test event"): a made-up shipment
// or pickup in exactly the shape of a real one, so a receiver can run its
// real handler on it. The event's body says `"test": true`; the AWB and ids
// below exist nowhere.
import type { Pickup } from '@/lib/schemas/pickup';
import type { ShipmentDetail } from '@/lib/schemas/shipment';
import type { WebhookEvent } from '../../db/schema';

const party = (name: string, city: string, cityCode: string) => ({
  Name: name,
  Company: '',
  Phone: '+971500000000',
  Email: '',
  AddressLine1: 'Test address, line 1',
  AddressLine2: '',
  City: city,
  CityCode: cityCode,
  Country: 'AE',
});

export function sampleShipment(now: Date): ShipmentDetail {
  const at = now.toISOString();
  const dubai = new Date(now.getTime() + 4 * 3600_000).toISOString();
  return {
    _id: '00000000-0000-4000-8000-000000000000',
    AirWayBillNo: '00000000000',
    AccountNo: null,
    Reference: 'TEST-ORDER-1',
    BookingNo: null,
    BatchNo: null,
    CreatedAt: at,
    ServiceCode: 'DOM',
    ServiceName: 'Domestic Express',
    Origin: 'Dubai',
    Destination: 'Abu Dhabi',
    DestinationCountry: 'AE',
    SenderName: 'Test Sender',
    ReceiverName: 'Test Receiver',
    ReceiverPhone: '+971500000000',
    Pieces: 1,
    ChargeableKg: 1,
    CodAmount: 0,
    Charges: { Base: 20, FuelSurcharge: 0, CodFee: 0, Vat: 1, Total: 21, Currency: 'AED' },
    Status: 'IN_TRANSIT',
    StatusLabel: 'In transit',
    ShipmentProgress: 2,
    Sender: party('Test Sender', 'Dubai', 'DXB'),
    Receiver: party('Test Receiver', 'Abu Dhabi', 'AUH'),
    Contents: 'Test contents',
    DeclaredValue: 0,
    SpecialInstructions: '',
    DoNotNotify: false,
    PieceDetails: [{ PieceNo: 1, Weight: 1, Length: null, Width: null, Height: null }],
    ReceiverChoices: { DeliveryDate: null, Instructions: null, LeaveWith: null, History: [] },
    TrackingLogDetails: [
      { ActivityDate: dubai.slice(0, 10), ActivityTime: dubai.slice(11, 16), Location: 'Dubai', Remarks: 'In transit to destination', Status: 'In transit' },
    ],
  };
}

export function samplePickup(now: Date): Pickup {
  const at = now.toISOString();
  return {
    _id: '00000000-0000-4000-8000-000000000000',
    BookingNo: '0000000000',
    Status: 'Assigned',
    PickupDate: at.slice(0, 10),
    PickupWindowStart: '10:00',
    PickupWindowEnd: '13:00',
    Address: party('Test Sender', 'Dubai', 'DXB'),
    Pieces: 1,
    WeightKg: 1,
    AirWayBillNos: ['00000000000'],
    Remarks: '',
    StatusReason: '',
    AccountNo: null,
    CreatedAt: at,
    UpdatedAt: at,
  };
}

/** The sample object for an event type. */
export const sampleObject = (type: WebhookEvent, now: Date): ShipmentDetail | Pickup =>
  type === 'pickup.status_changed' ? samplePickup(now) : sampleShipment(now);
