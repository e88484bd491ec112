// The ZPL labels read two ways: a small parser of the command stream (every
// label closed, every field closed, positions inside the label, field data
// decoded back to what was asked for, nothing a printer could take for a
// command), and zebrash (zpl-renderer-js: a Go ZPL renderer as WebAssembly,
// offline) drawing them, whose barcode and QR code zxing and jsQR must read.
import { inflateSync } from 'node:zlib';
import { ready } from 'zpl-renderer-js';
import { readCode128, readQr, type PdfImage } from '@/test/pdf-inspect';
import { trackingUrl } from './barcode';
import type { LabelParty, LabelShipment } from './load-shipments';
import { fieldData, renderZpl, ZPL_HEIGHT, ZPL_UNICODE_FONT, ZPL_WIDTH } from './zpl';

const SITE = 'https://www.saqrexpress.ae';

function partyOf(over: Partial<LabelParty> = {}): LabelParty {
  return { name: 'Jane Doe', company: null, phone: '+971501234567', lines: ['Villa 12, Street 4'], city: 'Dubai', cityCode: 'DXB', country: 'United Arab Emirates', ...over };
}

function shipmentOf(over: Partial<LabelShipment> = {}): LabelShipment {
  return {
    awbNo: '38037678394',
    reference: null,
    bookingNo: null,
    createdAt: new Date('2026-11-23T08:00:00Z'),
    serviceCode: 'SDD',
    serviceName: 'Same Day Delivery',
    sender: partyOf({ name: 'Shop LLC', lines: ['Warehouse 7, Al Qusais'] }),
    receiver: partyOf(),
    contents: null,
    specialInstructions: null,
    codFils: 0,
    weightGrams: 1500,
    pieces: [{ no: 1, weightGrams: null, dimensions: null }],
    ...over,
  };
}

// ---- the parser ----

interface Command {
  name: string;
  params: string;
}

/** Splits at ^ and ~: a name of two characters (^A0, ^A@ and ^FO alike), its parameters up to the next one. */
function commands(zpl: string): Command[] {
  const parts = zpl.split(/(?=[\^~])/);
  expect(parts[0]!.trim()).toMatch(/^(\^|$)/);
  return parts.filter((p) => p.trim()).map((p) => ({ name: p.slice(0, 3), params: p.slice(3).replace(/\n+$/, '') }));
}

/** Each ^XA…^XZ, with nothing but line breaks between them. */
function labels(zpl: string): Command[][] {
  const out: Command[][] = [];
  let open: Command[] | null = null;
  for (const c of commands(zpl)) {
    if (c.name === '^XA') {
      expect(open).toBeNull();
      open = [];
    } else if (c.name === '^XZ') {
      expect(open).not.toBeNull();
      expect(c.params).toBe('');
      out.push(open!);
      open = null;
    } else {
      expect(open).not.toBeNull();
      open!.push(c);
    }
  }
  expect(open).toBeNull();
  return out;
}

const KNOWN = new Set(['^CI', '^PW', '^LL', '^LH', '^PA', '^FO', '^A0', '^A@', '^FR', '^FB', '^FH', '^FD', '^FS', '^GB', '^BY', '^BC', '^BQ']);

interface Field {
  x: number;
  y: number;
  commands: Command[];
  /** Field data decoded: ^FB's line breaks and backslashes, then ^FH's hex. */
  lines: string[];
  get(name: string): string | undefined;
}

/** ^FH field data back to text: `_XX` are UTF-8 bytes; a bare ^, ~ or _ or a byte outside printable ASCII fails. */
function unhex(raw: string): string {
  expect(raw).toMatch(/^(?:[\x20-\x5d\x60-\x7d]|_[0-9A-F]{2})*$/);
  return Buffer.from(raw.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** ^FB's escapes, read left to right: "\&" a line break, "\\" a backslash. */
function fbLines(raw: string): string[] {
  const lines = [''];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\' && raw[i + 1] === '&') lines.push('') && i++;
    else if (raw[i] === '\\' && raw[i + 1] === '\\') (lines[lines.length - 1] += '\\'), i++;
    else lines[lines.length - 1] += raw[i];
  }
  return lines;
}

/** The label's fields: each opened by ^FO and closed by ^FS, field data only inside one, ^FH before it. */
function fields(label: Command[]): Field[] {
  const out: Field[] = [];
  let open: Command[] | null = null;
  for (const c of label) {
    expect(KNOWN.has(c.name)).toBe(true);
    if (c.name === '^FO') {
      expect(open).toBeNull();
      open = [c];
    } else if (c.name === '^FS') {
      expect(open).not.toBeNull();
      const cmds: Command[] = open!;
      const [x, y] = cmds[0]!.params.split(',').map(Number);
      const data = cmds.find((k) => k.name === '^FD');
      if (data) expect(cmds[cmds.indexOf(data) - 1]!.name).toBe('^FH');
      const hasFb = cmds.some((k) => k.name === '^FB');
      const lines = data ? (hasFb ? fbLines(data.params) : [data.params]).map(unhex) : [];
      out.push({ x: x!, y: y!, commands: cmds, lines, get: (name) => cmds.find((k) => k.name === name)?.params });
      open = null;
    } else if (open) {
      open.push(c);
    } else {
      // Outside a field only the label's settings.
      expect(['^CI', '^PW', '^LL', '^LH', '^PA']).toContain(c.name);
    }
  }
  expect(open).toBeNull();
  return out;
}

const nums = (params: string) => params.split(',').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** The box a field covers, from its ^FO and its ^GB, ^FB or font. */
function extent(f: Field): { x: number; y: number; w: number; h: number } {
  const gb = f.get('^GB');
  if (gb) {
    const [w, h] = nums(gb) as number[];
    return { x: f.x, y: f.y, w: w!, h: h! };
  }
  const fb = f.get('^FB');
  const font = f.get('^A0') ?? f.get('^A@');
  if (fb && font) {
    const [w, lines, gap] = nums(fb) as number[];
    const h = Number(font.split(',')[1]);
    return { x: f.x, y: f.y, w: w!, h: lines! * h + (lines! - 1) * gap! };
  }
  return { x: f.x, y: f.y, w: 0, h: 0 };
}

const texts = (fs: Field[]) => fs.filter((f) => f.get('^FB')).map((f) => f.lines.join(' '));

function check(zpl: string): Field[][] {
  expect(zpl).toMatch(/^[\x20-\x7e\n]*$/); // ASCII only: raw bytes never depend on the transport's charset
  return labels(zpl).map((label) => {
    expect(label.find((c) => c.name === '^CI')?.params).toBe('28');
    expect(label.find((c) => c.name === '^PW')?.params).toBe(String(ZPL_WIDTH));
    expect(label.find((c) => c.name === '^LL')?.params).toBe(String(ZPL_HEIGHT));
    const fs = fields(label);
    for (const f of fs) {
      const e = extent(f);
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.y).toBeGreaterThanOrEqual(0);
      expect(e.x + e.w).toBeLessThanOrEqual(ZPL_WIDTH);
      expect(e.y + e.h).toBeLessThanOrEqual(ZPL_HEIGHT);
    }
    // No two text fields overlap (a reversed one sits on its black box, which is not text).
    const boxes = fs.filter((f) => f.get('^FB')).map(extent);
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart).toBe(true);
      }),
    );
    return fs;
  });
}

// ---- the renderer (zebrash) ----

/** An 8-bit grey PNG (what zebrash writes) to RGBA, undoing the five PNG row filters. */
function decodePng(png: Buffer): PdfImage {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([8, 0]);
  const idat: Buffer[] = [];
  for (let p = 8; p < png.length; p += 12 + png.readUInt32BE(p)) {
    if (png.toString('ascii', p + 4, p + 8) === 'IDAT') idat.push(png.subarray(p + 8, p + 8 + png.readUInt32BE(p)));
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgba = new Uint8ClampedArray(width * height * 4);
  let prev = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)]!;
    const row = raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1));
    const cur = new Uint8Array(width);
    for (let x = 0; x < width; x++) {
      const a = x ? cur[x - 1]! : 0;
      const b = prev[x]!;
      const c = x ? prev[x - 1]! : 0;
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]!;
      cur[x] = (row[x]! + pred) & 0xff;
      rgba.fill(cur[x]!, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
    prev = cur;
  }
  return { width, height, rgba };
}

async function render(zpl: string): Promise<PdfImage[]> {
  const { api } = await ready;
  const pngs = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
  return pngs.map((b64) => decodePng(Buffer.from(b64, 'base64')));
}

// ---- the tests ----

describe('renderZpl', () => {
  it('makes one closed 4x6 label per piece, with the AWB in the barcode and as text, and the tracking QR', () => {
    const zpl = renderZpl(
      [
        shipmentOf(),
        shipmentOf({ awbNo: '38037678402', pieces: [1, 2, 3].map((no) => ({ no, weightGrams: 500, dimensions: '20×10×5 cm' })) }),
      ],
      { siteUrl: SITE },
    );
    const all = check(zpl);
    expect(all).toHaveLength(4);
    all.forEach((fs, i) => {
      const awb = i === 0 ? '38037678394' : '38037678402';
      const bars = fs.filter((f) => f.get('^BC'));
      expect(bars).toHaveLength(1);
      expect(bars[0]!.lines).toEqual([awb]);
      expect(bars[0]!.get('^BC')).toMatch(/^N,\d+,N,N,N,A$/);
      const qr = fs.filter((f) => f.get('^BQ'));
      expect(qr.map((f) => f.lines[0])).toEqual([`MA,${trackingUrl(SITE, awb)}`]);
      expect(texts(fs)).toEqual(expect.arrayContaining(['Saqr Express', 'SDD', awb, 'NON-COD', 'TO', 'Jane Doe', 'FROM', 'Shop LLC']));
    });
    expect(texts(all[1]!)).toContain('Piece 1 of 3');
    expect(texts(all[3]!)).toContain('Piece 3 of 3');
    expect(texts(all[3]!)).toContain('Weight: 0.5 kg, 20×10×5 cm (total 1.5 kg)');
  });

  it('escapes ^, ~, _ and \\ so a name cannot end the label or send a command, and keeps Arabic', () => {
    const evil = 'Ali ^XZ~JA_5E \\& O\'Brien';
    const arabic = 'محمد ^ ~ الحمادي';
    const zpl = renderZpl(
      [shipmentOf({ receiver: partyOf({ name: evil, company: arabic, lines: ['برج 12، شقة 305 - Marina Gate'] }), reference: 'PO~^_1', contents: 'Books \\ pens' })],
      { siteUrl: SITE },
    );
    expect(zpl).not.toContain('^XZ~');
    expect(zpl).not.toContain('~JA');
    const [fs] = check(zpl);
    const t = texts(fs!);
    expect(t).toContain(evil);
    expect(t).toContain(arabic);
    expect(t).toContain('برج 12، شقة 305 - Marina Gate');
    expect(t).toContain('Ref: PO~^_1');
    expect(t).toContain('Contents: Books \\ pens');
    // Arabic goes to the Unicode font, right-aligned, with bidi and shaping on; Latin stays in font 0.
    const ar = fs!.find((f) => f.lines.join(' ') === arabic)!;
    expect(ar.get('^A@')).toBe(`N,${ar.get('^A@')!.split(',')[1]},${ar.get('^A@')!.split(',')[2]},${ZPL_UNICODE_FONT}`);
    expect(ar.get('^FB')).toMatch(/,R,0$/);
    expect(fs!.find((f) => f.lines.join(' ') === evil)!.get('^A0')).toBeDefined();
    expect(zpl).toContain('^PA0,1,1,0');
    expect(renderZpl([shipmentOf()], { siteUrl: SITE })).not.toContain('^PA');
  });

  it('escapes field data byte by byte', () => {
    expect(fieldData('a^b~c_d\\e')).toBe('a_5Eb_7Ec_5Fd\\\\e');
    expect(fieldData('é')).toBe('_C3_A9');
    expect(fieldData('line\nbreak')).toBe('line_0Abreak');
  });

  it('wraps a long street into the lines the TO block has and cuts what is left, keeping the city line', () => {
    const street = Array.from({ length: 30 }, (_, i) => `Building${i} Tower`).join(' ');
    const [fs] = check(renderZpl([shipmentOf({ receiver: partyOf({ company: 'Acme Trading', lines: [street] }) })], { siteUrl: SITE }));
    const block = fs!.find((f) => f.lines[0]?.startsWith('Building0'))!;
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.lines.at(-1)).toMatch(/\.\.\.$/);
    expect(block.lines.join(' ').replace(/\.\.\.$/, '').length).toBeLessThan(street.length);
    expect(texts(fs!)).toContain('Dubai (DXB), United Arab Emirates');
  });

  it('prints COD in reverse type on a black banner', () => {
    const [fs] = check(renderZpl([shipmentOf({ codFils: 15000 })], { siteUrl: SITE }));
    const cod = fs!.find((f) => f.lines[0] === 'COD AED 150.00')!;
    expect(cod.get('^FR')).toBe('');
    const banner = fs!.find((f) => f.get('^GB') && f.y <= cod.y && f.y + extent(f).h >= cod.y + extent(cod).h && extent(f).w > 700)!;
    const [w, h, t] = nums(banner.get('^GB')!) as number[];
    expect(t).toBe(Math.min(w!, h!)); // filled
  });

  it('draws labels that a ZPL renderer reads back: the barcode is the AWB, the QR the tracking page', async () => {
    const shipments = [shipmentOf(), shipmentOf({ awbNo: '5', codFils: 2500 }), shipmentOf({ awbNo: 'B20261123-7KQ4XM', receiver: partyOf({ name: 'محمد الحمادي' }) })];
    const images = await render(renderZpl(shipments, { siteUrl: SITE }));
    expect(images).toHaveLength(3);
    images.forEach((img, i) => {
      expect([img.width, img.height]).toEqual([813, 1220]); // 101.6 × 152.4 mm at 8 dots/mm, rounded up
      expect(readCode128(img)).toBe(shipments[i]!.awbNo);
      expect(readQr(img)).toBe(trackingUrl(SITE, shipments[i]!.awbNo));
    });
  });
});
