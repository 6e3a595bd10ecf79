import { AppError } from '../../../http/app-error';
import {
  IVA_16,
  type CfdiConceptoAmounts,
  type CfdiConceptoInput,
  type CfdiTotals,
  type CfdiTrasladoInput,
  type CfdiTrasladoSummary,
} from './cfdi-model';

/*
 * Amount rules (Anexo 20 + Guía de llenado CFDI 4.0), all in integer centavos:
 * - Concepto.Importe = Cantidad × ValorUnitario, rounded half-up to 2 decimals.
 * - Traslado.Base = Importe − Descuento; Traslado.Importe = Base × 0.16 rounded half-up, and it
 *   must lie inside SAT's tolerance: floor((Base − 0.005) × Tasa) ≤ Importe ≤ ceil((Base + 0.005) × Tasa).
 * - The summary Traslado (per impuesto/TipoFactor/TasaOCuota) is the SUM of the concepts' Base and
 *   Importe; TotalImpuestosTrasladados is the sum of the summary Importes.
 * - SubTotal = Σ Importe; Descuento = Σ Descuento; Total = SubTotal − Descuento + traslados − retenciones.
 */

const IVA_RATE_PER_MILLION = 160_000n; // 0.160000

const CANTIDAD_PATTERN = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

/** Centavos as SAT's t_Importe text: "1234.50". */
export function formatCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) {
    throw new AppError('validation_failed', `Not a non-negative centavo amount: ${centavos}`);
  }
  const pesos = Math.floor(centavos / 100);
  const cents = centavos % 100;
  return `${pesos}.${cents.toString().padStart(2, '0')}`;
}

function cantidadMicros(cantidad: string): bigint {
  if (!CANTIDAD_PATTERN.test(cantidad)) {
    throw new AppError('validation_failed', 'Invalid Cantidad', {
      fields: { cantidad: ['Cantidad must be a positive decimal with up to 6 decimals'] },
    });
  }
  const [whole, fraction = ''] = cantidad.split('.');
  const micros = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  if (micros === 0n) {
    throw new AppError('validation_failed', 'Invalid Cantidad', {
      fields: { cantidad: ['Cantidad must be greater than zero'] },
    });
  }
  return micros;
}

/** Half-up division for non-negative bigints. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export function conceptImporte(cantidad: string, valorUnitarioCentavos: number): number {
  return Number(divRound(cantidadMicros(cantidad) * BigInt(valorUnitarioCentavos), 1_000_000n));
}

/** IVA 16 % of a base, rounded half-up to the centavo. */
export function iva16(baseCentavos: number): number {
  return Number(divRound(BigInt(baseCentavos) * IVA_RATE_PER_MILLION, 1_000_000n));
}

/**
 * SAT's tolerance for a traslado Importe with a 2-decimal currency:
 * [floor((Base − 0.005) × Tasa), ceil((Base + 0.005) × Tasa)] expressed in centavos.
 */
export function iva16Bounds(baseCentavos: number): { min: number; max: number } {
  // (Base ∓ ½ centavo) × 0.16 in centavos = (2·Base ∓ 1) × 0.08 = (2·Base ∓ 1) × 8 / 100.
  const low = (2 * baseCentavos - 1) * 8;
  const high = (2 * baseCentavos + 1) * 8;
  return { min: Math.max(0, Math.floor(low / 100)), max: Math.ceil(high / 100) };
}

function assertCentavos(value: number, field: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new AppError('validation_failed', `Invalid ${field}`, {
      fields: { [field]: ['Must be a non-negative whole number of centavos'] },
    });
  }
}

export function conceptAmounts(concepto: CfdiConceptoInput, index = 0): CfdiConceptoAmounts {
  assertCentavos(concepto.valorUnitarioCentavos, `conceptos.${index}.valorUnitarioCentavos`);
  const importe = conceptImporte(concepto.cantidad, concepto.valorUnitarioCentavos);
  const descuento = concepto.descuentoCentavos;
  if (descuento !== undefined) {
    assertCentavos(descuento, `conceptos.${index}.descuentoCentavos`);
    if (descuento > importe) {
      throw new AppError('validation_failed', 'Descuento exceeds Importe', {
        fields: { [`conceptos.${index}.descuentoCentavos`]: ['Descuento cannot exceed Importe'] },
      });
    }
  }
  const base = importe - (descuento ?? 0);
  const traslados: CfdiTrasladoInput[] = concepto.traslados ?? [
    { ...IVA_16, baseCentavos: base, importeCentavos: iva16(base) },
  ];
  traslados.forEach((t, i) => {
    const field = `conceptos.${index}.traslados.${i}`;
    assertCentavos(t.baseCentavos, `${field}.baseCentavos`);
    assertCentavos(t.importeCentavos, `${field}.importeCentavos`);
    const { min, max } = iva16Bounds(t.baseCentavos);
    if (t.importeCentavos < min || t.importeCentavos > max) {
      throw new AppError('validation_failed', 'Traslado Importe outside SAT tolerance', {
        fields: { [`${field}.importeCentavos`]: [`Must be between ${min} and ${max} centavos`] },
      });
    }
  });
  return { importeCentavos: importe, descuentoCentavos: descuento, traslados };
}

export function cfdiTotals(conceptos: CfdiConceptoInput[]): CfdiTotals {
  if (conceptos.length === 0) {
    throw new AppError('validation_failed', 'A CFDI needs at least one Concepto', {
      fields: { conceptos: ['At least one concept is required'] },
    });
  }
  const amounts = conceptos.map((c, i) => conceptAmounts(c, i));
  const summary = new Map<string, CfdiTrasladoSummary>();
  for (const t of amounts.flatMap((a) => a.traslados)) {
    const key = `${t.impuesto}|${t.tipoFactor}|${t.tasaOCuota}`;
    const row = summary.get(key) ?? {
      impuesto: t.impuesto,
      tipoFactor: t.tipoFactor,
      tasaOCuota: t.tasaOCuota,
      baseCentavos: 0,
      importeCentavos: 0,
    };
    row.baseCentavos += t.baseCentavos;
    row.importeCentavos += t.importeCentavos;
    summary.set(key, row);
  }
  const traslados = [...summary.values()];
  const subTotal = amounts.reduce((sum, a) => sum + a.importeCentavos, 0);
  const hasDiscount = amounts.some((a) => a.descuentoCentavos !== undefined);
  const descuento = amounts.reduce((sum, a) => sum + (a.descuentoCentavos ?? 0), 0);
  const trasladados = traslados.reduce((sum, t) => sum + t.importeCentavos, 0);
  const retenidos = 0; // Despacho issues no retenciones; kept explicit in the Total formula.
  return {
    conceptos: amounts,
    subTotalCentavos: subTotal,
    descuentoCentavos: hasDiscount ? descuento : undefined,
    traslados,
    totalImpuestosTrasladadosCentavos: trasladados,
    totalImpuestosRetenidosCentavos: retenidos,
    totalCentavos: subTotal - descuento + trasladados - retenidos,
  };
}

/**
 * Splits a paid amount that already includes IVA into the concept's ValorUnitario (= Base, one
 * unit, no discount) and its IVA, so that the CFDI Total equals the deposit to the centavo.
 * Start from Base = round(deposit / 1.16) and keep IVA = deposit − Base; prefer the Base whose IVA
 * is exactly round(Base × 0.16), otherwise the nearest Base whose IVA stays inside SAT's tolerance
 * (needed for the few deposits that no Base reaches with plain rounding).
 */
export function splitDepositWithIva(depositCentavos: number): {
  valorUnitarioCentavos: number;
  ivaCentavos: number;
} {
  if (!Number.isSafeInteger(depositCentavos) || depositCentavos < 2) {
    throw new AppError('validation_failed', 'Deposit too small to invoice', {
      fields: { depositCentavos: ['Must be a whole number of centavos, at least 0.02'] },
    });
  }
  const estimate = Number(divRound(BigInt(depositCentavos) * 100n, 116n));
  const candidates = [0, -1, 1, -2, 2].map((d) => estimate + d).filter((b) => b > 0);
  const exact = candidates.find((b) => iva16(b) === depositCentavos - b);
  const tolerated = candidates.find((b) => {
    const { min, max } = iva16Bounds(b);
    const iva = depositCentavos - b;
    return iva >= min && iva <= max;
  });
  const base = exact ?? tolerated;
  if (base === undefined) {
    // Unreachable for deposits ≥ 0.02 (proved by the exhaustive test); kept as a guard.
    throw new AppError('internal', `No IVA split for deposit ${depositCentavos}`);
  }
  return { valorUnitarioCentavos: base, ivaCentavos: depositCentavos - base };
}
