// The booking form's starting values: empty for a visitor; the sender and
// pickup address from the account for a signed-in customer; the route,
// pieces, COD and service from a rate finder's "Book this service" link.
import type { Profile } from '@/components/portal/use-profile';
import type { BookingLinkParams } from '@/lib/booking-link';
import type { BookingInput } from '@/lib/schemas/booking';
import { asText, EMPTY_PIECE, piecesAsText } from '@/components/rates/form-values';

/** auth/profile with the AccountData fields that pre-fill the booking form. */
export type BookingProfile = Profile['data'] & {
  AccountData: Profile['data']['AccountData'] & {
    Phone?: string | null;
    Email?: string | null;
    AddressLine1?: string | null;
    AddressLine2?: string | null;
    CityCode?: string | null;
    Country?: string | null;
  };
};

const party = { Name: '', Company: '', Phone: '', Email: '', AddressLine1: '', AddressLine2: '' };


export function bookingDefaults(profile?: BookingProfile | null, link: BookingLinkParams = {}): BookingInput {
  const account = profile?.AccountData;
  const accountCity = account && (account.Country ?? 'AE') === 'AE' ? (account.CityCode ?? '') : '';
  const pickupCity = link.OriginCity ?? accountCity;
  // The account's street belongs to the account's city: not pre-filled for another pickup city.
  const sameCity = !!accountCity && pickupCity === accountCity;

  const values = {
    Sender: {
      ...party,
      Name: profile?.user.full_name ?? '',
      Company: account?.CompanyName ?? '',
      Phone: account?.Phone ?? '',
      Email: account?.Email ?? '',
      AddressLine1: sameCity ? (account?.AddressLine1 ?? '') : '',
      AddressLine2: sameCity ? (account?.AddressLine2 ?? '') : '',
      City: pickupCity,
    },
    Receiver: { ...party, Country: link.DestinationCountry ?? 'AE', City: link.DestinationCity ?? '' },
    PickupDate: '',
    PickupWindowStart: '',
    PickupWindowEnd: '',
    ServiceTypeId: link.ServiceTypeId ?? '',
    Pieces: link.Pieces?.length ? piecesAsText(link.Pieces) : [{ ...EMPTY_PIECE }],
    Contents: '',
    DeclaredValue: '',
    CodAmount: asText(link.CodAmount),
    Reference: '',
    SpecialInstructions: '',
  };
  // The inputs hold text where the validated booking has numbers; the schema turns it into numbers.
  return values as unknown as BookingInput;
}
