import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitPdfLabel } from './label-convert';

async function pdfOfPages(sizes: [number, number][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const size of sizes) doc.addPage(size).drawText('TEST', { x: 10, y: 10 });
  return Buffer.from(await doc.save());
}

const sizesOf = async (bytes: Buffer) =>
  (await PDFDocument.load(bytes)).getPages().map((p) => [p.getWidth(), p.getHeight()]);

describe('fitPdfLabel', () => {
  it('puts each 4×6 page of a carrier label on its own letter sheet', async () => {
    const letter = await fitPdfLabel(
      await pdfOfPages([
        [288, 432],
        [288, 432],
      ]),
      'letter',
    );
    expect(await sizesOf(letter)).toEqual([
      [612, 792],
      [612, 792],
    ]);
  });

  it('fits a letter label onto 4×6 stock', async () => {
    const thermal = await fitPdfLabel(await pdfOfPages([[612, 792]]), 'thermal');
    expect(await sizesOf(thermal)).toEqual([[288, 432]]);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(fitPdfLabel(Buffer.from('^XA^XZ'), 'letter')).rejects.toThrow();
  });
});
