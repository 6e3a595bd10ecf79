import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The XSD stand-in for SAT's catCFDI.xsd (tens of MB, not vendored) lists the small catalogues
 * in full: they must be SAT's, code for code, or a valid invoice would be refused (or a wrong
 * one accepted). SAT's catalogues as @nodecfdi/sat-micro-catalogs publishes them are the oracle.
 */
const xsd = readFileSync(
  fileURLToPath(new URL('../src/modules/fiscal/cfdi/xsd/catCFDI.xsd', import.meta.url)),
  'utf8',
);
const satCatalogue = (file: string): string[] =>
  (
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL(
            `../../../node_modules/@nodecfdi/sat-micro-catalogs/build/raw/${file}.json`,
            import.meta.url,
          ),
        ),
        'utf8',
      ),
    ) as { id: string | number }[]
  ).map((row) => String(row.id));

const enumeration = (type: string): string[] => {
  const block = new RegExp(`<xs:simpleType name="${type}">([\\s\\S]*?)</xs:simpleType>`).exec(xsd);
  if (!block) throw new Error(`${type} is not in catCFDI.xsd`);
  return [...block[1]!.matchAll(/value="([^"]+)"/g)].map((m) => m[1]!);
};

const CATALOGUES: [string, string][] = [
  ['c_Exportacion', 'cfdi_40_exportaciones'],
  ['c_FormaPago', 'cfdi_40_formas_pago'],
  ['c_Impuesto', 'cfdi_40_impuestos'],
  ['c_Meses', 'cfdi_40_meses'],
  ['c_MetodoPago', 'cfdi_40_metodos_pago'],
  ['c_ObjetoImp', 'cfdi_40_objetos_impuestos'],
  ['c_Periodicidad', 'cfdi_40_periodicidades'],
  ['c_RegimenFiscal', 'cfdi_40_regimenes_fiscales'],
  ['c_TipoDeComprobante', 'cfdi_40_tipos_comprobantes'],
  ['c_TipoFactor', 'cfdi_40_tipos_factores'],
  ['c_TipoRelacion', 'cfdi_40_tipos_relaciones'],
  ['c_UsoCFDI', 'cfdi_40_usos_cfdi'],
];

describe("the CFDI schema's small catalogues", () => {
  it.each(CATALOGUES)('%s lists exactly SAT’s codes', (type, file) => {
    const sat = satCatalogue(file);
    expect(sat.length).toBeGreaterThan(1);
    expect([...enumeration(type)].sort()).toEqual([...sat].sort());
  });
});
