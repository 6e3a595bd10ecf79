import { describe, expect, it } from 'vitest';
import { labelFormatsFor } from './label-formats';

describe('the label formats offered', () => {
  it('offers a carrier’s own label only in the format it was bought in', () => {
    expect(
      labelFormatsFor({ label_format: 'letter', label_formats: ['letter'] }, 'thermal'),
    ).toEqual(['letter']);
  });
  it('offers a platform label in all three, the one it was made in first', () => {
    expect(
      labelFormatsFor(
        { label_format: 'thermal', label_formats: ['thermal', 'letter', 'zpl'] },
        undefined,
      ),
    ).toEqual(['thermal', 'letter', 'zpl']);
  });
});
