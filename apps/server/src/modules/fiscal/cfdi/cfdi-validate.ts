import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/*
 * XSD validation with SAT's cfdv40.xsd, tdCFDI.xsd and TimbreFiscalDigitalv11.xsd (unchanged
 * copies in ./xsd) plus Despacho's catCFDI.xsd stand-in (small catalogues enumerated, large ones
 * checked by shape; see the file's header). Complements other than the TFD (Pagos 2.0, Carta Porte…)
 * have no schema here, so a CFDI carrying one fails the Complemento's strict wildcard.
 */

const XSD_FILES = [
  'cfdi-bundle.xsd',
  'cfdv40.xsd',
  'tdCFDI.xsd',
  'catCFDI.xsd',
  'TimbreFiscalDigitalv11.xsd',
] as const;

export interface CfdiValidationResult {
  valid: boolean;
  /** Readable messages with their line, e.g. "line 3: Element '…Comprobante': Missing child element(s)…". */
  errors: string[];
}

let schemas: XMLFileInfo[] | undefined;

/** SAT's relative schemaLocations point into its site tree; the in-memory file system is flat. */
function loadSchemas(): XMLFileInfo[] {
  schemas ??= XSD_FILES.map((fileName) => ({
    fileName,
    contents: readFileSync(new URL(`./xsd/${fileName}`, import.meta.url), 'utf8').replace(
      /schemaLocation="(?:[^"]*\/)?([^"/]+\.xsd)"/g,
      'schemaLocation="$1"',
    ),
  }));
  return schemas;
}

export async function validateCfdiXsd(xml: string): Promise<CfdiValidationResult> {
  const [bundle, ...preload] = loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: bundle!,
    preload,
  });
  return {
    valid: result.valid,
    errors: result.errors.map((e) =>
      (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message).trim(),
    ),
  };
}
