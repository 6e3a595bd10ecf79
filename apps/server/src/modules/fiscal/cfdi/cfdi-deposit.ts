import { splitDepositWithIva } from './cfdi-amounts';
import { IVA_16, type CfdiConceptoInput } from './cfdi-model';

export interface DepositConceptDetails {
  claveProdServ: string;
  claveUnidad: string;
  unidad?: string;
  noIdentificacion?: string;
  descripcion: string;
}

/** One concept (cantidad 1) whose Importe + IVA equals what the customer paid. */
export function depositConcepto(
  depositCentavos: number,
  details: DepositConceptDetails,
): CfdiConceptoInput {
  const { valorUnitarioCentavos, ivaCentavos } = splitDepositWithIva(depositCentavos);
  return {
    ...details,
    cantidad: '1',
    valorUnitarioCentavos,
    objetoImp: '02',
    traslados: [{ ...IVA_16, baseCentavos: valorUnitarioCentavos, importeCentavos: ivaCentavos }],
  };
}
