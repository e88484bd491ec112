// The proof-of-delivery PDF read back as a reader would: one A4 page with the
// airway bill, the recipient (an Arabic name shaped in the Unicode font), UAE
// time, the position, the COD line, and both images embedded.
import { readPdf } from '@/test/pdf-inspect';
import { codLine, positionText, renderPodPdf, type PodPdfInput } from './pod-pdf';
import { photoJpeg, signaturePng } from './test-images';

const RECIPIENT = 'فاطمة الزهراء';

const input = (over: Partial<PodPdfInput> = {}): PodPdfInput => ({
  awbNo: '70012345678',
  reference: 'ORD-5521',
  senderName: 'Desert Bloom Trading LLC',
  receiverName: 'محمد أحمد',
  destination: 'Dubai Marina, Dubai',
  recipientName: RECIPIENT,
  relationship: 'Family',
  // 10:05 UTC is 14:05 in Dubai.
  deliveredAt: new Date('2026-11-25T10:05:00Z'),
  courierName: 'Rashid Khan',
  position: { lat: 25.0805, lng: 55.1403, accuracy: 12.4 },
  codeVerified: true,
  codAmountFils: 123450,
  codMethod: 'cash',
  signaturePng: signaturePng(),
  photoJpeg: photoJpeg(),
  ...over,
});

describe('renderPodPdf', () => {
  it('prints one A4 page with the delivery facts, the Arabic names and both images', async () => {
    const bytes = await renderPodPdf(input());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('+IBMPlexSansArabic');
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.width).toBeCloseTo(595.28, 1);
    expect(page!.height).toBeCloseTo(841.89, 1);
    for (const text of ['PROOF OF DELIVERY', 'Saqr Express', '70012345678', 'ORD-5521', 'Desert Bloom Trading LLC', 'Dubai Marina, Dubai', 'Family', 'Rashid Khan', '25 Nov 2026 14:05', '25.080500, 55.140300 (±12 m)', 'Verified', 'AED 1,234.50 (cash)']) {
      expect(page!.text).toContain(text);
    }
    expect(page!.text).toContain(RECIPIENT);
    expect(page!.text).not.toContain('…');
    expect(page!.text).toContain('محمد أحمد');
    // The signature (RGBA, drawn over white) and the photo at its own size.
    expect(page!.images.map((i) => [i.width, i.height]).sort()).toEqual([[1200, 630], [300, 100]].sort());
    const sig = page!.images.find((i) => i.width === 300)!;
    // Ink where the stroke runs, paper elsewhere.
    const px = (x: number, y: number) => sig.rgba[(y * 300 + x) * 4]!;
    expect(px(150, 50)).toBeLessThan(100);
    expect(px(10, 90)).toBe(255);
  });

  it('says so when there is no photo, no position, no code and no COD', async () => {
    const pages = await readPdf(await renderPodPdf(input({ photoJpeg: null, position: null, codeVerified: false, codAmountFils: 0, codMethod: null, reference: null, recipientName: 'John Smith' })));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    for (const t of ['No photo taken.', 'Not recorded', 'Not required', 'Delivered to John Smith (Family)']) expect(text).toContain(t);
    expect(pages[0]!.images).toHaveLength(1);
  });

  it('keeps a large COD amount whole in its box', async () => {
    const pages = await readPdf(await renderPodPdf(input({ codAmountFils: 9_999_999, codMethod: 'card' })));
    expect(pages[0]!.text).toContain('AED 99,999.99 (card)');
    expect(pages[0]!.text).not.toContain('…');
  });

  it('still prints when an image cannot be read', async () => {
    const pages = await readPdf(await renderPodPdf(input({ photoJpeg: new Uint8Array([1, 2, 3]) })));
    expect(pages[0]!.text).toContain('The image could not be read.');
  });
});

describe('POD wording', () => {
  it('formats the position and the COD line', () => {
    expect(positionText({ lat: 25.2, lng: 55.27, accuracy: null })).toBe('25.200000, 55.270000');
    expect(codLine(5000, 'card')).toBe('AED 50.00 (card)');
    expect(codLine(5000, null)).toBe('AED 50.00');
    expect(codLine(0, null)).toBe('None');
    expect(codLine(1234567, 'card')).toBe('AED 12,345.67 (card)');
  });
});
