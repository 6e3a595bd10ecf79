import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What a barcode scanner reads on a PDF label, as a person would check it: each page rendered
 * at 200 dpi (poppler's pdftoppm) and scanned by zbar (zbarimg). Answers "CODE-128:…" lines.
 */
export async function scanPdfBarcodes(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'despacho-scan-'));
  try {
    await writeFile(join(dir, 'label.pdf'), pdf);
    await run('pdftoppm', ['-r', '200', '-png', join(dir, 'label.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const { stdout } = await run('zbarimg', ['-q', ...pages.map((p) => join(dir, p))]).catch(
      // zbarimg exits 4 when it finds no barcode: that is an answer, not a failure.
      (err: { code?: number; stdout?: string }) => {
        if (err.code === 4) return { stdout: '' };
        throw err;
      },
    );
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
