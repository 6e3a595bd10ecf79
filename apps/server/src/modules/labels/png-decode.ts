import { crc32, inflateSync } from 'node:zlib';

/** Pixels flattened onto white paper: 3 bytes (R, G, B) per pixel, rows top to bottom. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

// A 1 MB upload can inflate to gigabytes of pixels; a logo needs far fewer than this.
const MAX_PIXELS = 4096 * 4096;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// Adam7 passes: x start, y start, x step, y step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  channels: number;
  palette: Buffer | null;
  alpha: Buffer | null;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-row filters of one (sub-)image; returns its rows without filter bytes. */
function unfilter(data: Buffer, at: number, w: number, h: number, hd: Header): Uint8Array[] {
  const bpp = Math.max(1, (hd.channels * hd.depth) >> 3);
  const stride = Math.ceil((w * hd.channels * hd.depth) / 8);
  const rows: Uint8Array[] = [];
  let prev = new Uint8Array(stride);
  for (let y = 0; y < h; y++, at += stride + 1) {
    const filter = data[at];
    const row = Uint8Array.from(data.subarray(at + 1, at + 1 + stride));
    if (row.length < stride || filter === undefined || filter > 4) throw new Error('bad row');
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      const add =
        filter === 1
          ? a
          : filter === 2
            ? b
            : filter === 3
              ? (a + b) >> 1
              : filter === 4
                ? paeth(a, b, c)
                : 0;
      row[i] = (row[i]! + add) & 0xff;
    }
    rows.push(row);
    prev = row;
  }
  return rows;
}

/** Sample `n` of a row at the image's bit depth, as its raw value. */
function sample(row: Uint8Array, n: number, depth: number): number {
  if (depth === 8) return row[n]!;
  if (depth === 16) return (row[n * 2]! << 8) | row[n * 2 + 1]!;
  const bit = n * depth;
  return (row[bit >> 3]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
}

function pixel(row: Uint8Array, x: number, hd: Header): [number, number, number, number] {
  const max = (1 << hd.depth) - 1;
  const s = (c: number) => sample(row, x * hd.channels + c, hd.depth);
  const to8 = (v: number) => Math.round((v * 255) / max);
  switch (hd.colorType) {
    case 3: {
      const i = s(0);
      const a = hd.alpha && i < hd.alpha.length ? hd.alpha[i]! : 255;
      return [hd.palette![i * 3] ?? 0, hd.palette![i * 3 + 1] ?? 0, hd.palette![i * 3 + 2] ?? 0, a];
    }
    case 0: {
      const v = s(0);
      const clear = hd.alpha && hd.alpha.readUInt16BE(0) === v;
      return [to8(v), to8(v), to8(v), clear ? 0 : 255];
    }
    case 2: {
      const [r, g, b] = [s(0), s(1), s(2)];
      const t = hd.alpha;
      const clear =
        t && t.readUInt16BE(0) === r && t.readUInt16BE(2) === g && t.readUInt16BE(4) === b;
      return [to8(r), to8(g), to8(b), clear ? 0 : 255];
    }
    case 4:
      return [to8(s(0)), to8(s(0)), to8(s(0)), to8(s(1))];
    default:
      return [to8(s(0)), to8(s(1)), to8(s(2)), to8(s(3))];
  }
}

function readChunks(bytes: Buffer): { hd: Header; idat: Buffer; interlaced: boolean } {
  let hd: Header | null = null;
  let interlaced = false;
  const idat: Buffer[] = [];
  let palette: Buffer | null = null;
  let alpha: Buffer | null = null;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (
      body.length < length ||
      crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)
    ) {
      throw new Error(`corrupt ${type} chunk`);
    }
    if (type === 'IHDR') {
      const colorType = body[9]!;
      const channels = CHANNELS[colorType];
      if (!channels || body[10] !== 0 || body[11] !== 0) throw new Error('unsupported PNG');
      hd = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colorType,
        channels,
        palette,
        alpha,
      };
      interlaced = body[12] === 1;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alpha = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += length + 12;
  }
  if (!hd || !idat.length) throw new Error('no image data');
  return { hd: { ...hd, palette, alpha }, idat: Buffer.concat(idat), interlaced };
}

/**
 * Decodes a PNG (every colour type and bit depth, interlaced or not), checking every chunk's
 * CRC, and lays it on white. Null when the bytes are not a PNG this can read in full: the caller
 * then prints the brand name instead of half a logo (or crashing pdfkit's asynchronous decoder).
 */
export function decodePng(bytes: Buffer): RgbImage | null {
  try {
    if (!bytes.subarray(0, 8).equals(SIGNATURE)) return null;
    const { hd, idat, interlaced } = readChunks(bytes);
    const { width, height } = hd;
    if (!width || !height || width * height > MAX_PIXELS) return null;
    if (hd.colorType === 3 && !hd.palette) return null;
    const data = inflateSync(idat, { maxOutputLength: MAX_PIXELS * 8 + height * 8 });
    const rgb = new Uint8Array(width * height * 3).fill(255);
    const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
    let at = 0;
    for (const [x0, y0, dx, dy] of passes) {
      const w = Math.ceil((width - x0) / dx);
      const h = Math.ceil((height - y0) / dy);
      if (w <= 0 || h <= 0) continue;
      const rows = unfilter(data, at, w, h, hd);
      at += h * (Math.ceil((w * hd.channels * hd.depth) / 8) + 1);
      rows.forEach((row, j) => {
        for (let i = 0; i < w; i++) {
          const [r, g, b, a] = pixel(row, i, hd);
          const o = ((y0 + j * dy) * width + x0 + i * dx) * 3;
          rgb[o] = Math.round((r * a + 255 * (255 - a)) / 255);
          rgb[o + 1] = Math.round((g * a + 255 * (255 - a)) / 255);
          rgb[o + 2] = Math.round((b * a + 255 * (255 - a)) / 255);
        }
      });
    }
    return { width, height, rgb };
  } catch {
    return null;
  }
}
