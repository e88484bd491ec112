import { formPath, splitServerErrors } from './server-errors';

describe('server field errors', () => {
  test('yup paths become form paths', () => {
    expect(formPath('Receiver.City')).toBe('Receiver.City');
    expect(formPath('Pieces[2].Weight')).toBe('Pieces.2.Weight');
    expect(formPath('Pieces[0]')).toBe('Pieces.0');
    expect(formPath('Sender.Country')).toBeNull();
    expect(formPath('AccountNo')).toBeNull();
    expect(formPath('_')).toBeNull();
  });

  test('unknown fields are left for the toast', () => {
    expect(splitServerErrors({ 'Receiver.City': 'Unknown city.', _: 'Something else.' })).toEqual({
      fields: [['Receiver.City', 'Unknown city.']],
      other: ['Something else.'],
    });
    expect(splitServerErrors(undefined)).toEqual({ fields: [], other: [] });
  });
});
