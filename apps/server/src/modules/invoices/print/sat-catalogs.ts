import exportaciones from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_exportaciones' with { type: 'json' };
import formasPago from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_formas_pago' with { type: 'json' };
import impuestos from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_impuestos' with { type: 'json' };
import metodosPago from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_metodos_pago' with { type: 'json' };
import objetosImp from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_objetos_impuestos' with { type: 'json' };
import regimenes from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_regimenes_fiscales' with { type: 'json' };
import tiposComprobante from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_tipos_comprobantes' with { type: 'json' };
import usosCfdi from '@nodecfdi/sat-micro-catalogs/raw/cfdi_40_usos_cfdi' with { type: 'json' };

/**
 * SAT catalogue codes with their descriptions, as an accountant expects them on paper
 * ("601 - General de Ley Personas Morales"). A code SAT does not list prints as it is.
 */

type Row = { id: string | number; texto: string };

function catalogue(rows: Row[]): (code: string | undefined) => string {
  const texts = new Map(rows.map((r) => [String(r.id), r.texto.replace(/\.$/, '')]));
  return (code) => {
    if (!code) return '';
    const text = texts.get(code);
    return text ? `${code} - ${text}` : code;
  };
}

export const describeRegimen = catalogue(regimenes);
export const describeUsoCfdi = catalogue(usosCfdi);
export const describeFormaPago = catalogue(formasPago);
export const describeMetodoPago = catalogue(metodosPago);
export const describeObjetoImp = catalogue(objetosImp);
export const describeTipoComprobante = catalogue(tiposComprobante);
export const describeExportacion = catalogue(exportaciones);

const impuestoNames = new Map(impuestos.map((r: Row) => [String(r.id), r.texto]));
/** "002" → "IVA". */
export const impuestoName = (code: string): string => impuestoNames.get(code) ?? code;
