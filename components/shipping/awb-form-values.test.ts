// The create form's body and its resolver, checked against the shared schema
// the API validates with, plus the print tab's number list and the status
// filter's names.
import { createAirwayBillSchema } from '@/lib/schemas/shipment';
import { STATUS_CODES } from '@/courier-api/services/status';
import type { Address } from '@/lib/schemas/address';
import { awbDefaults, awbResolver, awbStart, isFormField, toRequest, type AwbFormValues } from './awb-form-values';
import { parseAwbList } from './awb-list';
import { STATUS_OPTIONS } from './shipment-format';

const SERVICE = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
const ADDRESS = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function filled(over: Partial<AwbFormValues> = {}): AwbFormValues {
  return {
    ...awbDefaults(),
    SenderAddressId: ADDRESS,
    Sender: { Name: 'Copied From Book', Company: '', Phone: '+971501234567', Email: '', AddressLine1: 'Shop 5', AddressLine2: '', City: 'SHJ' },
    Receiver: { Name: 'Omar Khalid', Company: '', Phone: '+971507654321', Email: '', AddressLine1: 'Villa 7', AddressLine2: '', Country: 'AE', City: 'AUH' },
    SaveReceiver: true,
    ServiceTypeId: SERVICE,
    Pieces: [{ Weight: '2.5', Length: '', Width: '', Height: '' }],
    Contents: 'Documents',
    ...over,
  };
}

const resolve = (values: AwbFormValues) => awbResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('toRequest', () => {
  it('sends the saved sender by id and the typed receiver with SaveReceiver, never both forms of a party', async () => {
    const body = toRequest(filled());
    expect(body).toMatchObject({ SenderAddressId: ADDRESS, Receiver: expect.objectContaining({ Name: 'Omar Khalid' }), SaveReceiver: true });
    expect(body).not.toHaveProperty('Sender');
    expect(body).not.toHaveProperty('ReceiverAddressId');
    expect(body).not.toHaveProperty('senderMode');
    const valid = await createAirwayBillSchema.validate(body, { stripUnknown: true });
    expect(valid).toMatchObject({ SenderAddressId: ADDRESS, DeclaredValue: 0, CodAmount: 0, Pieces: [{ Weight: 2.5, Length: null }] });
  });

  it('drops SaveReceiver when the receiver comes from the book', () => {
    const body = toRequest(filled({ receiverMode: 'book', ReceiverAddressId: ADDRESS, senderMode: 'typed' }));
    expect(body).toMatchObject({ ReceiverAddressId: ADDRESS, Sender: expect.objectContaining({ City: 'SHJ' }) });
    expect(body).not.toHaveProperty('SaveReceiver');
    expect(body).not.toHaveProperty('Receiver');
  });
});

describe('awbStart', () => {
  const saved = (over: Partial<Address>): Address => ({
    _id: ADDRESS, IsDefault: false, Name: 'Warehouse', Company: 'Oasis Boutique', Phone: '+971501234567', Email: '',
    AddressLine1: 'Shop 5', AddressLine2: '', City: 'Sharjah', CityCode: 'SHJ', Country: 'AE', CreatedAt: '', UpdatedAt: '', ...over,
  });
  const book = (Address: Address[]) => ({ Address, Total: Address.length, Page: 1, Limit: 100 });

  it('starts as the plain defaults while the sender book is not known', () => {
    expect(awbStart(undefined)).toEqual(awbDefaults());
  });

  it('starts on the typed sender when the book is empty', () => {
    expect(awbStart(book([]))).toEqual({ ...awbDefaults(), senderMode: 'typed' });
  });

  it('starts with the default sender address chosen and copied into the fields, as choosing it does', () => {
    const start = awbStart(book([saved({ _id: 'other', Name: 'Other' }), saved({ IsDefault: true })]));
    expect(start.senderMode).toBe('book');
    expect(start.SenderAddressId).toBe(ADDRESS);
    expect(start.Sender).toEqual({ Name: 'Warehouse', Company: 'Oasis Boutique', Phone: '+971501234567', Email: '', AddressLine1: 'Shop 5', AddressLine2: '', City: 'SHJ', Country: 'AE' });
    expect(toRequest(start)).toMatchObject({ SenderAddressId: ADDRESS });
  });

  it('leaves the choice to the customer when the book has no default address', () => {
    expect(awbStart(book([saved({})]))).toEqual(awbDefaults());
  });
});

describe('awbResolver', () => {
  it('hands the validated body to the submit handler', async () => {
    const { values, errors } = await resolve(filled());
    expect(errors).toEqual({});
    expect(values).toMatchObject({ SenderAddressId: ADDRESS, ServiceTypeId: SERVICE, Pieces: [{ Weight: 2.5 }] });
  });

  it("names errors as the form's fields", async () => {
    const { errors } = await resolve(filled({ senderMode: 'book', SenderAddressId: '', Contents: '', Pieces: [{ Weight: '', Length: '', Width: '', Height: '' }] }));
    expect(errors).toMatchObject({
      SenderAddressId: { message: 'Please choose a sender address or type one.' },
      Contents: { message: 'Contents is required.' },
      Pieces: [{ Weight: { message: 'Weight is required.' } }],
    });
  });

  it('knows which API field errors the form can show', () => {
    for (const name of ['SenderAddressId', 'Receiver.City', 'Receiver.Country', 'Pieces.0.Weight', 'ServiceTypeId']) expect(isFormField(name)).toBe(true);
    for (const name of ['Idempotency-Key', 'Sender.Country', 'Pieces.0.Colour']) expect(isFormField(name)).toBe(false);
  });
});

describe('parseAwbList', () => {
  it('reads numbers one a line or separated by commas and spaces, once each', () => {
    expect(parseAwbList('93790673933\n38037678394, 93790673933\n\n 1234')).toEqual({ numbers: ['93790673933', '38037678394'], invalid: ['1234'] });
  });
});

describe('STATUS_OPTIONS', () => {
  it('lists every status code once, under names that tell them apart', () => {
    expect(STATUS_OPTIONS.map((o) => o.code)).toEqual(STATUS_CODES);
    expect(new Set(STATUS_OPTIONS.map((o) => o.label)).size).toBe(STATUS_CODES.length);
    expect(STATUS_OPTIONS.find((o) => o.code === 'DEPARTED')?.label).toBe('In transit: departed from facility');
  });
});
