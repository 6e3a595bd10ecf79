import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG writer for opaque images: 1-bit black-and-white (barcodes) and 8-bit RGB (logos
 * flattened on white). Without an alpha channel pdfkit embeds the compressed data as it is,
 * synchronously: no second decode, and the same label always gives the same bytes.
 */

export interface PngPixels {
  width: number;
  height: number;
  /** 0: grayscale (1-bit: 0 black, 1 white); 2: RGB, 8 bits per channel. */
  colorType: 0 | 2;
  depth: 1 | 8;
  /** Rows top to bottom, each ceil(width × bits per pixel / 8) bytes, no filter bytes. */
  data: Uint8Array;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const out = Buffer.alloc(body.length + 12);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  out.set(body, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

export function encodePng(p: PngPixels): Buffer {
  const stride = Math.ceil((p.width * p.depth * (p.colorType === 2 ? 3 : 1)) / 8);
  const raw = Buffer.alloc((stride + 1) * p.height);
  for (let y = 0; y < p.height; y++) {
    // Filter byte 0 ("none") then the row.
    raw.set(p.data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(p.width, 0);
  ihdr.writeUInt32BE(p.height, 4);
  ihdr.set([p.depth, p.colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A 1-bit image from a predicate "is this pixel black?". */
export function blackAndWhitePng(
  width: number,
  height: number,
  isBlack: (x: number, y: number) => boolean,
): Buffer {
  const stride = Math.ceil(width / 8);
  const data = new Uint8Array(stride * height).fill(0xff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (isBlack(x, y)) data[y * stride + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  return encodePng({ width, height, colorType: 0, depth: 1, data });
}
