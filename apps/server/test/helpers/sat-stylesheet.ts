import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error saxon-js ships no type declarations
import SaxonJS from 'saxon-js';

const require = createRequire(import.meta.url);
const compiled = new Map<string, unknown>();
let workDir: string | undefined;

/**
 * SAT's own stylesheet (XSLT 2.0, as SAT publishes it, with its includes) compiled once per run
 * by Saxonica's xslt3 and run by SaxonJS: the oracle the product's cadena builder is compared
 * with. Pure npm, so `npm test` needs nothing from the system.
 */
export function compileSatStylesheet(xsltPath: string): void {
  if (compiled.has(xsltPath)) return;
  workDir ??= mkdtempSync(join(tmpdir(), 'despacho-sat-xslt-'));
  const sef = join(workDir, `${compiled.size}.sef.json`);
  execFileSync(
    process.execPath,
    [
      require.resolve('xslt3/xslt3.js'),
      `-xsl:${xsltPath}`,
      `-export:${sef}`,
      '-nogo',
      '-relocate:on',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  compiled.set(xsltPath, JSON.parse(readFileSync(sef, 'utf8')));
}

/** The stylesheet's text output for an XML document (compiled first if need be). */
export function runSatStylesheet(xsltPath: string, xml: string): string {
  compileSatStylesheet(xsltPath);
  const result = SaxonJS.transform(
    { stylesheetInternal: compiled.get(xsltPath), sourceText: xml, destination: 'serialized' },
    'sync',
  ) as { principalResult: string };
  return result.principalResult;
}
