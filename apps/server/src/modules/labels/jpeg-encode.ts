import type { RgbImage } from './png-decode';

/**
 * A baseline JPEG encoder (ITU-T T.81: 4:4:4 YCbCr, the Annex K quantisation and Huffman
 * tables). The NOTA's spec wants its logo embedded as JPEG and the server has no image library,
 * so PNG logos are decoded (png-decode.ts) and re-encoded here.
 */

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20,
  13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52,
  45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

// Annex K.1, in natural (row-major) order.
const LUMA_Q = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_Q = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...Array<number>(32).fill(99),
];

interface HuffSpec {
  bits: number[];
  values: number[];
}

// Annex K.3: code counts per length 1..16, then the symbols in code order.
const range = (a: number, b: number) => Array.from({ length: b - a }, (_, i) => a + i);
const DC_LUMA: HuffSpec = {
  bits: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  values: range(0, 12),
};
const DC_CHROMA: HuffSpec = {
  bits: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  values: range(0, 12),
};
const AC_LUMA: HuffSpec = {
  bits: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  values: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
    0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0,
    0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
    0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
    0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
    0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
    0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7,
    0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5,
    0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
    0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8,
    0xf9, 0xfa,
  ],
};
const AC_CHROMA: HuffSpec = {
  bits: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  values: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
    0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0,
    0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26,
    0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
    0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
    0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
    0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5,
    0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3,
    0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda,
    0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8,
    0xf9, 0xfa,
  ],
};

/** Symbol → [code, length] from a table's canonical code lengths (T.81 Annex C). */
function codesOf(spec: HuffSpec): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  spec.bits.forEach((count, i) => {
    for (let j = 0; j < count; j++) codes.set(spec.values[k++]!, [code++, i + 1]);
    code <<= 1;
  });
  return codes;
}

/** IJG's quality scaling: 50 is the Annex K table, 100 all ones; results in natural order. */
function scaledTable(base: number[], quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - q * 2;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

const COS = Array.from({ length: 64 }, (_, i) => {
  const [x, u] = [i >> 3, i & 7];
  return Math.cos(((2 * x + 1) * u * Math.PI) / 16) * (u === 0 ? Math.SQRT1_2 : 1) * 0.5;
});

/** Separable 8×8 forward DCT of a level-shifted block, in place. */
function fdct(block: Float64Array): void {
  const tmp = new Float64Array(64);
  for (let y = 0; y < 8; y++)
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let x = 0; x < 8; x++) s += block[y * 8 + x]! * COS[x * 8 + u]!;
      tmp[y * 8 + u] = s;
    }
  for (let u = 0; u < 8; u++)
    for (let v = 0; v < 8; v++) {
      let s = 0;
      for (let y = 0; y < 8; y++) s += tmp[y * 8 + u]! * COS[y * 8 + v]!;
      block[v * 8 + u] = s;
    }
}

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      if (++this.n === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0); // byte stuffing: 0xFF in data is not a marker
    this.acc = 0;
    this.n = 0;
  }
  finish(): number[] {
    while (this.n !== 0) this.write(1, 1); // pad the last byte with 1-bits
    return this.bytes;
  }
}

/** Magnitude category and its value bits (T.81 F.1.2.1). */
function category(v: number): [number, number] {
  const size = v === 0 ? 0 : Math.floor(Math.log2(Math.abs(v))) + 1;
  return [size, v < 0 ? v + (1 << size) - 1 : v];
}

interface Component {
  q: number[];
  dc: Map<number, [number, number]>;
  ac: Map<number, [number, number]>;
  pred: number;
}

function encodeBlock(out: BitWriter, block: Float64Array, c: Component): void {
  fdct(block);
  const coef = ZIGZAG.map((n, k) => Math.round(block[n]! / c.q[k]!));
  const [dcSize, dcBits] = category(coef[0]! - c.pred);
  c.pred = coef[0]!;
  const [dcCode, dcLen] = c.dc.get(dcSize)!;
  out.write(dcCode, dcLen);
  out.write(dcBits, dcSize);
  let run = 0;
  for (let k = 1; k < 64; k++) {
    if (coef[k] === 0) {
      run++;
      continue;
    }
    for (; run > 15; run -= 16) out.write(...c.ac.get(0xf0)!);
    const [size, bits] = category(coef[k]!);
    const [code, len] = c.ac.get((run << 4) | size)!;
    out.write(code, len);
    out.write(bits, size);
    run = 0;
  }
  if (run > 0) out.write(...c.ac.get(0x00)!);
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** Encodes RGB pixels as a baseline JPEG of the given quality (1–100, IJG scale). */
export function encodeJpeg(image: RgbImage, quality = 90): Buffer {
  const { width, height, rgb } = image;
  const qLuma = scaledTable(LUMA_Q, quality);
  const qChroma = scaledTable(CHROMA_Q, quality);
  const zig = (t: number[]) => ZIGZAG.map((n) => t[n]!);
  const comps: Component[] = [
    { q: zig(qLuma), dc: codesOf(DC_LUMA), ac: codesOf(AC_LUMA), pred: 0 },
    { q: zig(qChroma), dc: codesOf(DC_CHROMA), ac: codesOf(AC_CHROMA), pred: 0 },
    { q: zig(qChroma), dc: codesOf(DC_CHROMA), ac: codesOf(AC_CHROMA), pred: 0 },
  ];
  const out = new BitWriter();
  const blocks = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];
  for (let by = 0; by < height; by += 8)
    for (let bx = 0; bx < width; bx += 8) {
      for (let i = 0; i < 64; i++) {
        // Edge blocks repeat the last row/column rather than inventing black.
        const x = Math.min(width - 1, bx + (i & 7));
        const y = Math.min(height - 1, by + (i >> 3));
        const o = (y * width + x) * 3;
        const [r, g, b] = [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
        blocks[0]![i] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
        blocks[1]![i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
        blocks[2]![i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      comps.forEach((c, k) => encodeBlock(out, blocks[k]!, c));
    }
  const dht = (cls: number, id: number, s: HuffSpec) => [(cls << 4) | id, ...s.bits, ...s.values];
  const header = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...zig(qLuma), 1, ...zig(qChroma)]),
    ...segment(0xc0, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      1,
      0x11,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]),
    ...segment(0xc4, [
      ...dht(0, 0, DC_LUMA),
      ...dht(1, 0, AC_LUMA),
      ...dht(0, 1, DC_CHROMA),
      ...dht(1, 1, AC_CHROMA),
    ]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
  ];
  return Buffer.concat([Buffer.from(header), Buffer.from(out.finish()), Buffer.from([0xff, 0xd9])]);
}
