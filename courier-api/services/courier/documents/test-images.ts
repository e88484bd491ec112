// Images for the document tests: an RGBA PNG like signature_pad's (ink on a
// transparent background) and a real JPEG photo from the repository.
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A width × height RGBA PNG: a dark diagonal stroke on transparency, and
 * `scribbles` more wandering strokes with soft edges, as a hand on a phone
 * leaves them (a few kB, like a real signature pad's; the benchmark's).
 */
export function signaturePng(width = 300, height = 100, scribbles = 0): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  const ink = (x: number, y: number, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = y * (width * 4 + 1) + 1 + x * 4;
    raw.set([20, 20, 60, Math.max(raw[at + 3]!, alpha)], at);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(y - (x * height) / width) < 3) ink(x, y, 255);
    }
  }
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let s = 0; s < scribbles; s++) {
    let x = rand() * width;
    let y = rand() * height;
    let angle = rand() * Math.PI * 2;
    for (let step = 0; step < 400; step++) {
      angle += (rand() - 0.5) * 0.8;
      x += Math.cos(angle) * 1.5;
      y += Math.sin(angle) * 1.5;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) ink(Math.round(x + dx), Math.round(y + dy), Math.max(0, 255 - (dx * dx + dy * dy) * 40 - Math.floor(rand() * 30)));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filter, not interlaced
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

/** A 1200 × 630 JPEG. */
export const photoJpeg = () => new Uint8Array(fs.readFileSync(path.join(process.cwd(), 'public/images/og-default.jpg')));
