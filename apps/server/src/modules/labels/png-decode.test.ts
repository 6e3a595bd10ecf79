import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng } from './png-decode';

/**
 * Tenants upload logos from every kind of tool, so the NOTA's PNG → JPEG path must read every
 * PNG flavour. This test-only encoder writes each flavour (bit depths, palettes, transparency,
 * Adam7 interlacing, all five row filters) from samples whose expected colours are known.
 */

type Rgba = [number, number, number, number];

interface Flavour {
  colorType: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  interlace?: boolean;
  palette?: Rgba[];
  /** tRNS for gray/RGB: the raw sample values that mean "transparent". */
  key?: number[];
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

function packRow(samples: number[], depth: number): Buffer {
  if (depth === 16) return Buffer.from(samples.flatMap((s) => [s >> 8, s & 0xff]));
  if (depth === 8) return Buffer.from(samples);
  const out = Buffer.alloc(Math.ceil((samples.length * depth) / 8));
  samples.forEach((s, i) => {
    const bit = i * depth;
    out[bit >> 3]! |= s << (8 - depth - (bit & 7));
  });
  return out;
}

function filterRow(row: Buffer, prev: Buffer, type: number, bpp: number): Buffer {
  const out = Buffer.alloc(row.length + 1);
  out[0] = type;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = prev[i] ?? 0;
    const c = i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][type]!;
    out[i + 1] = (row[i]! - predictor) & 0xff;
  }
  return out;
}

function encodePng(
  width: number,
  height: number,
  f: Flavour,
  samples: (x: number, y: number) => number[],
): Buffer {
  const channels = CHANNELS[f.colorType];
  const bpp = Math.max(1, (channels * f.depth) >> 3);
  const rows: Buffer[] = [];
  let n = 0;
  for (const [x0, y0, dx, dy] of f.interlace ? PASSES : ([[0, 0, 1, 1]] as const)) {
    let prev: Buffer = Buffer.alloc(0);
    for (let y = y0; y < height; y += dy) {
      const raw: number[] = [];
      for (let x = x0; x < width; x += dx) raw.push(...samples(x, y));
      if (!raw.length) continue;
      const row = packRow(raw, f.depth);
      rows.push(filterRow(row, prev, n++ % 5, bpp));
      prev = row;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([f.depth, f.colorType, 0, 0, f.interlace ? 1 : 0], 8);
  const extra: Buffer[] = [];
  if (f.palette) {
    extra.push(chunk('PLTE', Buffer.from(f.palette.flatMap(([r, g, b]) => [r, g, b]))));
    extra.push(chunk('tRNS', Buffer.from(f.palette.map((c) => c[3]))));
  }
  if (f.key) extra.push(chunk('tRNS', Buffer.from(f.key.flatMap((v) => [v >> 8, v & 0xff]))));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const onWhite = ([r, g, b, a]: Rgba) =>
  [r, g, b].map((c) => Math.round((c * a + 255 * (255 - a)) / 255));

/** Logical colour of each test pixel and how each flavour stores it. */
const cases: [string, Flavour, (x: number, y: number) => { raw: number[]; rgba: Rgba }][] = [
  [
    'RGBA 8-bit',
    { colorType: 6, depth: 8 },
    (x, y) => {
      const rgba: Rgba = [(x * 37) % 256, (y * 53) % 256, (x * y) % 256, (x * 29 + y * 7) % 256];
      return { raw: rgba, rgba };
    },
  ],
  [
    'RGB 16-bit',
    { colorType: 2, depth: 16 },
    (x, y) => {
      const c = [(x * 11) % 256, (y * 17) % 256, ((x + y) * 5) % 256];
      return { raw: c.map((v) => v * 257), rgba: [c[0]!, c[1]!, c[2]!, 255] };
    },
  ],
  [
    'gray 1-bit',
    { colorType: 0, depth: 1 },
    (x, y) => {
      const on = (x + y) % 3 === 0;
      return { raw: [on ? 1 : 0], rgba: on ? [255, 255, 255, 255] : [0, 0, 0, 255] };
    },
  ],
  [
    'gray 4-bit, interlaced',
    { colorType: 0, depth: 4, interlace: true },
    (x, y) => {
      const v = (x * 3 + y) % 16;
      return { raw: [v], rgba: [v * 17, v * 17, v * 17, 255] };
    },
  ],
  [
    'gray + alpha 16-bit',
    { colorType: 4, depth: 16 },
    (x, y) => {
      const [v, a] = [(x * 19) % 256, (y * 41) % 256];
      return { raw: [v * 257, a * 257], rgba: [v, v, v, a] };
    },
  ],
  [
    'RGB 8-bit, colour key, interlaced',
    { colorType: 2, depth: 8, interlace: true, key: [10, 20, 30] },
    (x, y) => {
      const clear = (x * y) % 4 === 1;
      const c: Rgba = clear ? [10, 20, 30, 0] : [(x * 23) % 256, 200, (y * 31) % 256, 255];
      return { raw: c.slice(0, 3), rgba: c };
    },
  ],
];

const PALETTE: Rgba[] = [
  [194, 24, 91, 255],
  [26, 35, 126, 255],
  [0, 150, 136, 128],
  [0, 0, 0, 0],
];
cases.push(
  [
    'palette 2-bit with alpha',
    { colorType: 3, depth: 2, palette: PALETTE },
    (x, y) => {
      const i = (x + 2 * y) % 4;
      return { raw: [i], rgba: PALETTE[i]! };
    },
  ],
  [
    'palette 8-bit, interlaced',
    { colorType: 3, depth: 8, interlace: true, palette: PALETTE },
    (x, y) => {
      const i = (x * y) % 4;
      return { raw: [i], rgba: PALETTE[i]! };
    },
  ],
);

describe('decodePng', () => {
  it.each(
    cases.flatMap(
      ([name, f, px]) =>
        [
          [`${name}, 13×9`, f, px, 13, 9],
          [`${name}, 1×1`, f, px, 1, 1],
        ] as const,
    ),
  )('%s', (_, flavour, px, width, height) => {
    const png = encodePng(width, height, flavour, (x, y) => px(x, y).raw);
    const image = decodePng(png);
    expect(image).not.toBeNull();
    expect([image!.width, image!.height]).toEqual([width, height]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 3;
        expect([...image!.rgb.subarray(o, o + 3)], `pixel ${x},${y}`).toEqual(
          onWhite(px(x, y).rgba),
        );
      }
    }
  });

  it.each([
    ['not a PNG', () => Buffer.from('GIF89a')],
    [
      'a broken CRC',
      () => {
        const png = encodePng(4, 4, { colorType: 6, depth: 8 }, () => [1, 2, 3, 4]);
        png[png.indexOf('IDAT') + 6]! ^= 0xff;
        return png;
      },
    ],
    [
      'cut short',
      () => encodePng(8, 8, { colorType: 2, depth: 8 }, () => [9, 9, 9]).subarray(0, 50),
    ],
    [
      'a palette image without its palette',
      () => {
        const png = encodePng(2, 2, { colorType: 3, depth: 8, palette: PALETTE }, () => [0]);
        const plte = png.indexOf('PLTE') - 4;
        return Buffer.concat([png.subarray(0, plte), png.subarray(plte + 12 + PALETTE.length * 3)]);
      },
    ],
    [
      '50 000 × 50 000 pixels (a decompression bomb)',
      () => {
        const png = encodePng(1, 1, { colorType: 0, depth: 8 }, () => [0]);
        const ihdr = Buffer.from(png.subarray(16, 29));
        ihdr.writeUInt32BE(50_000, 0);
        ihdr.writeUInt32BE(50_000, 4);
        return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), png.subarray(33)]);
      },
    ],
  ])('refuses %s', (_, make) => {
    expect(decodePng(make())).toBeNull();
  });
});
