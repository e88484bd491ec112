import { createBookingSchema } from '@/lib/schemas/booking';
import { bookingDefaults, type BookingProfile } from './booking-defaults';

const profile = {
  user: { _id: 'u', full_name: 'Rahul Menon', Role: 'Customer', dashboard: {}, AccountNo: 'ACC-2' },
  AccountData: {
    AccountNo: 'ACC-2',
    CompanyName: 'Oasis Handmade Boutique',
    PaymentType: 'PP',
    Phone: '+971501234567',
    Email: 'hello@oasisboutique.ae',
    AddressLine1: 'Shop 4, Al Qasba',
    AddressLine2: 'Al Khan',
    CityCode: 'SHJ',
    Country: 'AE',
  },
} as BookingProfile;

describe('booking form defaults', () => {
  test('a visitor starts empty, sending to the UAE, with one piece', () => {
    const v = bookingDefaults(null);
    expect(v.Sender).toMatchObject({ Name: '', Phone: '', City: '' });
    expect(v.Receiver).toMatchObject({ Country: 'AE', City: '' });
    expect(v.Pieces).toHaveLength(1);
    expect(v.ServiceTypeId).toBe('');
  });

  test('a customer gets the account as sender and pickup address', () => {
    expect(bookingDefaults(profile).Sender).toEqual({
      Name: 'Rahul Menon',
      Company: 'Oasis Handmade Boutique',
      Phone: '+971501234567',
      Email: 'hello@oasisboutique.ae',
      AddressLine1: 'Shop 4, Al Qasba',
      AddressLine2: 'Al Khan',
      City: 'SHJ',
    });
  });

  test("a rate finder link sets route, pieces, COD and service; the account's street only for its own city", () => {
    const link = {
      OriginCity: 'DXB',
      DestinationCountry: 'SA',
      DestinationCity: 'RUH',
      Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }],
      CodAmount: 150,
      ServiceTypeId: '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b',
    };
    const v = bookingDefaults(profile, link);
    expect(v.Sender).toMatchObject({ Name: 'Rahul Menon', City: 'DXB', AddressLine1: '', AddressLine2: '' });
    expect(v.Receiver).toMatchObject({ Country: 'SA', City: 'RUH' });
    expect(v.Pieces).toEqual([{ Weight: '2.5', Length: '30', Width: '20', Height: '15' }]);
    expect(v.CodAmount).toBe('150');
    expect(v.ServiceTypeId).toBe(link.ServiceTypeId);
    expect(bookingDefaults(profile, { OriginCity: 'SHJ' }).Sender.AddressLine1).toBe('Shop 4, Al Qasba');
  });

  test('the shared schema reads the text the inputs hold', async () => {
    const v = bookingDefaults(profile, { DestinationCity: 'AUH', Pieces: [{ Weight: 1, Length: null, Width: null, Height: null }] });
    const schema = createBookingSchema(() => new Date('2026-11-21T06:15:00Z'));
    const out = await schema.validate(
      {
        ...v,
        Receiver: { ...v.Receiver, Name: 'Aisha Rahman', Phone: '+971529876543', AddressLine1: 'Villa 2' },
        PickupDate: '2026-11-23',
        PickupWindowStart: '10:00',
        PickupWindowEnd: '13:00',
        ServiceTypeId: '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b',
        Contents: 'Documents',
      },
      { stripUnknown: true },
    );
    expect(out.Pieces).toEqual([{ Weight: 1, Length: null, Width: null, Height: null }]);
    expect(out.DeclaredValue).toBe(0);
    expect(out.CodAmount).toBe(0);
  });
});
