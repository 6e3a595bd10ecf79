import { describe, expect, it } from 'vitest';
import { detectImage, looksLikeSvg } from './image-content';
import { PNG_1PX } from '../../../test/helpers/images';

describe('image content', () => {
  it('recognises images by their bytes, whatever they are called', () => {
    expect(detectImage(PNG_1PX)).toBe('png');
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(detectImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectImage(Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]))).toBe('ico');
  });

  it('does not take text, HTML or SVG for an image', () => {
    expect(detectImage(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(Buffer.alloc(0))).toBeNull();
    expect(looksLikeSvg(Buffer.from('<?xml version="1.0"?>\n<svg onload="x()"></svg>'))).toBe(true);
    expect(looksLikeSvg(PNG_1PX)).toBe(false);
  });
});
