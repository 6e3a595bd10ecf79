import { localDateTime } from '@despacho/domain';
import type { FiscalDataRow } from '../../db/schema';
import { splitDepositWithIva } from '../fiscal/cfdi/cfdi-amounts';
import { depositConcepto } from '../fiscal/cfdi/cfdi-deposit';
import type { CfdiInput, CfdiReceptor } from '../fiscal/cfdi/cfdi-model';
import type { Issuer } from './invoice-settings';

/** Anexo 20 wants the issuing place's local time, no zone; SAT reads it as central Mexico time. */
export const CFDI_TIME_ZONE = 'America/Mexico_City';

const pad = (n: number) => String(n).padStart(2, '0');

/** `now` as YYYY-MM-DDTHH:mm:ss in Mexico City. */
export function cfdiFecha(now: Date): string {
  const t = localDateTime(now, CFDI_TIME_ZONE);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** Hours between a CFDI's Fecha and now (both read as Mexico City wall time). */
export function hoursSinceFecha(fecha: string, now: Date): number {
  return (Date.parse(`${cfdiFecha(now)}Z`) - Date.parse(`${fecha}Z`)) / 3_600_000;
}

/** The receptor as SAT registered it (Nombre without régimen societario, as the customer typed it). */
export function receptorOf(f: FiscalDataRow): CfdiReceptor {
  return {
    rfc: f.rfc.trim().toUpperCase(),
    nombre: f.businessName.trim(),
    domicilioFiscalReceptor: f.postalCode.trim(),
    regimenFiscalReceptor: f.fiscalRegime,
    usoCFDI: f.cfdiUse,
  };
}

export interface DepositInvoiceFacts {
  issuer: Issuer;
  receptor: CfdiReceptor;
  invoiceId: number;
  transactionNumber: number;
  depositCents: number;
  formaPago: string;
  now: Date;
}

/** The CFDI 4.0 Ingreso of one deposit: one concepto whose Importe + IVA 16 % is the deposit. */
export function depositCfdiInput(f: DepositInvoiceFacts): CfdiInput {
  return {
    emisor: {
      rfc: f.issuer.rfc,
      nombre: f.issuer.nombre,
      regimenFiscal: f.issuer.regimenFiscal,
    },
    receptor: f.receptor,
    lugarExpedicion: f.issuer.lugarExpedicion,
    fecha: cfdiFecha(f.now),
    serie: f.issuer.serie,
    folio: String(f.invoiceId),
    formaPago: f.formaPago,
    metodoPago: 'PUE',
    moneda: 'MXN',
    exportacion: '01',
    conceptos: [
      depositConcepto(f.depositCents, {
        claveProdServ: f.issuer.productKey,
        claveUnidad: 'E48',
        unidad: 'Unidad de servicio',
        descripcion: `Servicio de envío de paquetería (recarga de saldo, transacción ${f.transactionNumber})`,
      }),
    ],
  };
}

/** Subtotal, IVA and total in centavos (total = the deposit exactly). */
export function depositAmounts(depositCents: number) {
  const { valorUnitarioCentavos, ivaCentavos } = splitDepositWithIva(depositCents);
  return {
    subtotalCents: valorUnitarioCentavos,
    ivaCents: ivaCentavos,
    totalCents: valorUnitarioCentavos + ivaCentavos,
  };
}
