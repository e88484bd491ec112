import type { ResolverOptions } from 'react-hook-form';
import { rateFinderSchema } from '@/lib/schemas/rates';
import { rateResolver } from './rate-resolver';
import type { RateFormValues } from './types';

const resolve = rateResolver(rateFinderSchema);
const names = ['OriginCity', 'DestinationCity', 'Pieces.0.Weight', 'Pieces.0.Length', 'Pieces.0.Width', 'Pieces.0.Height', 'CodAmount'];
const options = { fields: {}, names, shouldUseNativeValidation: false } as unknown as ResolverOptions<RateFormValues>;

const form = (over: Partial<RateFormValues> = {}): RateFormValues => ({
  OriginCity: 'DXB',
  DestinationCountry: 'AE',
  DestinationCity: 'AUH',
  Pieces: [{ Weight: '2.5', Length: '30', Width: '20', Height: '15' }],
  CodAmount: '',
  ...over,
});

describe('the rate finder resolver', () => {
  test('turns the text of the form into the numbers the API takes', async () => {
    const out = await resolve(form({ CodAmount: ' 150.5 ', Pieces: [{ Weight: '1', Length: '', Width: '', Height: '' }] }), undefined, options);
    expect(out.errors).toEqual({});
    expect(out.values).toEqual({
      OriginCity: 'DXB',
      DestinationCountry: 'AE',
      DestinationCity: 'AUH',
      Pieces: [{ Weight: 1, Length: null, Width: null, Height: null }],
      CodAmount: 150.5,
    });
  });

  test('keeps a field error and a whole-piece error of the same piece side by side', async () => {
    const out = await resolve(
      form({ DestinationCity: '', CodAmount: '10.555', Pieces: [{ Weight: '', Length: '30', Width: '', Height: '' }] }),
      undefined,
      options,
    );
    expect(out.values).toEqual({});
    expect(out.errors).toMatchObject({
      DestinationCity: { message: 'Please choose a destination city.' },
      CodAmount: { message: 'COD amount may have at most 2 decimals.' },
      Pieces: [{ Weight: { message: 'Weight is required.' }, root: { message: 'Give all three dimensions of a piece, or none.' } }],
    });
  });
});
