// The proof of delivery's addresses: the file calls the courier API's schema
// accepts, through the BFF; the position as text and on OpenStreetMap.
import { MESSAGES } from '@/lib/i18n/messages';
import { proofFileQuery, RELATIONSHIPS } from '@/lib/schemas/courier';
import { noProof, osmLink, positionText, proofFileUrl, showsProof } from './proof-links';

describe('proofFileUrl', () => {
  it.each(['signature', 'photo', 'pdf'] as const)('asks Proof/File for the %s through the BFF', async (file) => {
    const url = new URL(proofFileUrl('38037678394', file), 'http://localhost');
    expect(url.pathname).toBe('/api/courier/Proof/File');
    await expect(proofFileQuery.validate(Object.fromEntries(url.searchParams))).resolves.toEqual({ AirWayBillNo: '38037678394', File: file });
  });
});

describe('position', () => {
  const p = { Lat: 25.2048493, Lng: 55.2707828, Accuracy: 12 };
  it('reads as five decimals', () => {
    expect(positionText(p)).toBe('25.20485, 55.27078');
    expect(positionText({ Lat: -1.5, Lng: 0, Accuracy: null })).toBe('-1.50000, 0.00000');
  });
  it('links to a marker on openstreetmap.org', () => {
    expect(osmLink(p)).toBe('https://www.openstreetmap.org/?mlat=25.20485&mlon=55.27078#map=17/25.20485/55.27078');
  });
});

describe('when a proof shows', () => {
  it('is asked for delivered shipments only, and a 404 or 403 shows nothing', () => {
    expect(showsProof('DELIVERED')).toBe(true);
    expect(showsProof('OUT_FOR_DELIVERY')).toBe(false);
    expect(noProof(404)).toBe(true);
    expect(noProof(403)).toBe(true);
    expect(noProof(500)).toBe(false);
    expect(noProof(0)).toBe(false);
  });
});

describe('proof messages', () => {
  it("name every relationship the courier app offers, in both languages", () => {
    for (const locale of ['en', 'ar'] as const) expect(Object.keys(MESSAGES[locale].shipping.proof.relationships)).toEqual([...RELATIONSHIPS]);
    for (const r of RELATIONSHIPS) expect(MESSAGES.en.shipping.proof.relationships[r]).toBe(r);
  });
});
