import { bookingHref, encodePieces, quoteSearch } from './booking-link';
import { decodePieces, parseBookingLink, parseQuote } from './booking-link-read';

const ID = '3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('the quote query string', () => {
  const quote = {
    OriginCity: 'DXB',
    DestinationCountry: 'AE',
    DestinationCity: 'AUH',
    Pieces: [
      { Weight: 2.5, Length: 30, Width: 20, Height: 15 },
      { Weight: 0.001, Length: null, Width: null, Height: null },
    ],
    CodAmount: 150.5,
  };

  test('is compact, URL-safe and round-trips', () => {
    const search = quoteSearch(quote);
    expect(search).toBe('dest=AE&city=AUH&origin=DXB&pieces=2.5x30x20x15_0.001&cod=150.5');
    expect(parseQuote(new URLSearchParams(search))).toEqual(quote);
  });

  test('leaves out empty values', () => {
    expect(quoteSearch({ DestinationCity: 'RUH', Pieces: [], CodAmount: 0 })).toBe('city=RUH');
  });

  test('the booking link names the service and always the country', () => {
    const href = bookingHref({ ...quote, DestinationCountry: undefined }, ID);
    expect(href).toBe(`/Bookshipment?service=${ID}&dest=AE&city=AUH&origin=DXB&pieces=2.5x30x20x15_0.001&cod=150.5`);
    expect(parseBookingLink(new URL(href, 'http://x').searchParams)).toEqual({ ...quote, ServiceTypeId: ID });
  });

  test("reads Next's searchParams records, first value of a repeated key, any letter case", () => {
    expect(parseBookingLink({ service: ID.toUpperCase(), dest: ['sa', 'AE'], city: ' ruh ', origin: 'dxb' })).toEqual({
      ServiceTypeId: ID,
      DestinationCountry: 'SA',
      DestinationCity: 'RUH',
      OriginCity: 'DXB',
    });
  });

  test('drops each bad value on its own and never throws', () => {
    const bad = {
      service: 'not-a-uuid',
      dest: 'SAU',
      city: 'R1',
      origin: '<script>',
      pieces: '2.5x30x20',
      cod: '10.555',
    };
    expect(parseBookingLink(bad)).toEqual({});
    expect(parseQuote({ cod: '-5' })).toEqual({});
    expect(parseQuote({ cod: '100001' })).toEqual({});
    expect(parseQuote({ cod: '0' })).toEqual({});
    expect(parseQuote({ city: 'AUH', cod: 'abc' })).toEqual({ DestinationCity: 'AUH' });
    expect(parseQuote({})).toEqual({});
    expect(parseQuote(new URLSearchParams('pieces=%00&city=%E0%A4%A'))).toEqual({});
  });

  test('pieces: all or nothing, within the schema limits', () => {
    expect(decodePieces('1_2x10x10x10')).toEqual([
      { Weight: 1, Length: null, Width: null, Height: null },
      { Weight: 2, Length: 10, Width: 10, Height: 10 },
    ]);
    expect(decodePieces('1_0')).toBeUndefined(); // weight 0
    expect(decodePieces('1001')).toBeUndefined(); // over 1000 kg
    expect(decodePieces('1x301x10x10')).toBeUndefined(); // over 300 cm
    expect(decodePieces('1x0x10x10')).toBeUndefined(); // under 1 cm
    expect(decodePieces('1.0001')).toBeUndefined(); // below a gram
    expect(decodePieces('1_')).toBeUndefined();
    expect(decodePieces(Array(51).fill('1').join('_'))).toBeUndefined();
    expect(decodePieces(Array(50).fill('1000x300x300x300').join('_'))).toHaveLength(50);
    expect(encodePieces([{ Weight: 3, Length: 10, Width: null, Height: 5 }])).toBe('3');
  });
});
