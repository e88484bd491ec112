// The Code128 encoder against an independent reader (zxing, as the printing
// tests use on the PDF's images): every code set C pair 00–99, a trailing odd
// digit in code set B, and text in code set B; and the QR matrix.
import { inflateSync } from 'node:zlib';
import { readCode128, readQr, type PdfImage } from '@/test/pdf-inspect';
import { code128Modules, code128Png, code128Symbols, qrPng } from './barcode';

/** A scanner's view of the modules: 3 px a module, 10 rows, quiet zones either side. */
function image(modules: boolean[]): PdfImage {
  const scale = 3;
  const width = (modules.length + 20) * scale;
  const height = 10;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    modules.forEach((dark, m) => {
      if (!dark) return;
      for (let k = 0; k < scale; k++) {
        const i = (y * width + (m + 10) * scale + k) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
    });
  }
  return { width, height, rgba };
}

/** Our own 1-bit grey PNGs, unpacked (filter 0 on every row, as the writer makes them). */
function unpack(png: Buffer): PdfImage {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([1, 0]); // bit depth 1, grey
  const idat = png.indexOf('IDAT');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const stride = Math.ceil(width / 8) + 1;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    expect(raw[y * stride]).toBe(0);
    for (let x = 0; x < width; x++) {
      const white = (raw[y * stride + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      if (!white) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}

describe('Code128', () => {
  it('encodes every digit pair of code set C so that a scanner reads it back', () => {
    for (let start = 0; start < 100; start += 10) {
      const text = Array.from({ length: 10 }, (_, i) => String(start + i).padStart(2, '0')).join('');
      expect(readCode128(image(code128Modules(text)))).toBe(text);
    }
  });

  it('ends an odd number of digits in code set B, and encodes other text in code set B', () => {
    for (const text of ['38037678394', '93790673933', '5', '0123456789012', 'B20261123-7KQ4XM', 'AWB 123/x~']) {
      expect(readCode128(image(code128Modules(text)))).toBe(text);
    }
    // Start C, five pairs, Code B, the last digit, the check symbol, Stop.
    expect(code128Symbols('38037678394')).toEqual([105, 38, 3, 76, 78, 39, 100, 20, expect.any(Number), 106]);
  });

  it('refuses what it cannot encode', () => {
    expect(() => code128Symbols('')).toThrow();
    expect(() => code128Symbols('رقم')).toThrow();
  });

  it('makes a 1-bit PNG at 5 dots a module with quiet zones, readable as it is', () => {
    const { png, widthPt } = code128Png('38037678394');
    const img = unpack(png);
    expect(img.width).toBe((code128Modules('38037678394').length + 20) * 5);
    expect(widthPt).toBeCloseTo((img.width * 72) / 203, 5);
    expect(readCode128(img)).toBe('38037678394');
  });
});

describe('QR code', () => {
  it('reads back as the tracking URL', () => {
    const url = 'https://www.saqrexpress.ae/?track=38037678394';
    expect(readQr(unpack(qrPng(url)))).toBe(url);
  });
});
