import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from './jpeg-encode';
import type { RgbImage } from './png-decode';

/** A logo-like picture: flat brand colours, a gradient and hard edges; odd size on purpose. */
function picture(width = 77, height = 45): RgbImage {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const c = x < 30 ? [194, 24, 91] : y < 20 ? [26, 35, 126] : [(x * 3) % 256, 255 - y * 4, 128];
      rgb.set(c, o);
    }
  }
  return { width, height, rgb };
}

async function decode(jpeg: Buffer): Promise<RgbImage> {
  const image = await loadImage(jpeg);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, image.width, image.height).data;
  const rgb = new Uint8Array(image.width * image.height * 3);
  for (let i = 0; i < image.width * image.height; i++)
    rgb.set(rgba.subarray(i * 4, i * 4 + 3), i * 3);
  return { width: image.width, height: image.height, rgb };
}

const meanError = (a: RgbImage, b: RgbImage) =>
  a.rgb.reduce((sum, v, i) => sum + Math.abs(v - b.rgb[i]!), 0) / a.rgb.length;

describe('encodeJpeg', () => {
  it('writes a JPEG another decoder reads back as the same picture', async () => {
    const source = picture();
    const jpeg = encodeJpeg(source, 90);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const back = await decode(jpeg);
    expect([back.width, back.height]).toEqual([77, 45]);
    expect(meanError(source, back)).toBeLessThan(3);
    // The middle of the magenta square is still the brand's magenta.
    const o = (20 * 77 + 15) * 3;
    for (const [i, v] of [194, 24, 91].entries())
      expect(Math.abs(back.rgb[o + i]! - v)).toBeLessThan(8);
  });

  it('trades size for fidelity with the quality, and still decodes at quality 1', async () => {
    const source = picture(160, 96);
    const [low, high] = [encodeJpeg(source, 1), encodeJpeg(source, 95)];
    expect(low.length).toBeLessThan(high.length);
    const [lowBack, highBack] = [await decode(low), await decode(high)];
    expect(meanError(source, highBack)).toBeLessThan(meanError(source, lowBack));
  });

  it('encodes a 1×1 image', async () => {
    const back = await decode(
      encodeJpeg({ width: 1, height: 1, rgb: Uint8Array.from([0, 128, 255]) }),
    );
    expect([back.width, back.height]).toEqual([1, 1]);
  });
});
