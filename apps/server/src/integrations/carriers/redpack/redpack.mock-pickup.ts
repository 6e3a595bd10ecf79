import { children } from './redpack.soap';
import { assertCovered, postalCodeOf } from './redpack.mock-rate';
import {
  ax,
  field,
  mexicoDay,
  MockRefusal,
  resultado,
  type MockCall,
  type MockContext,
} from './redpack.mock-soap';

/**
 * solicitudRecoleccionCF: books a courier visit for a documented guía (Guia fields reused as
 * public clients send them: fechaDocumentacion = the visit, remitente/email = the window) and
 * answers the folio in `referencia`. Refuses an unknown guía, a past day and a weekend.
 */

export function solicitudRecoleccionCF(call: MockCall, ctx: MockContext) {
  return call.guias.map((vo) => {
    const guia = field(vo, 'numeroDeGuia');
    if (!ctx.state.guias.has(guia))
      throw new MockRefusal(2, `LA GUÍA NO EXISTE: ${guia || 'VACÍA'}`);
    const at = field(vo, 'fechaDocumentacion');
    const day = /^\d{4}-\d{2}-\d{2}/.exec(at)?.[0];
    if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new MockRefusal(31, 'LA FECHA DE RECOLECCIÓN NO ES VÁLIDA');
    }
    if (day < mexicoDay(ctx.now())) throw new MockRefusal(31, 'LA FECHA DE RECOLECCIÓN YA PASÓ');
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) {
      throw new MockRefusal(32, 'NO HAY RECOLECCIÓN EN SÁBADO NI DOMINGO');
    }
    const origin = children(vo, 'remitente')[0];
    if (!origin || !field(origin, 'calle')) throw new MockRefusal(20, 'FALTA CALLE DEL REMITENTE');
    assertCovered(postalCodeOf(origin), 'DE RECOLECCIÓN');
    const folio = ctx.state.nextFolio();
    ctx.state.addPickup({ folio, guia, userId: call.userId, at, window: field(origin, 'email') });
    return [
      resultado(1, 'SOLICITUD DE RECOLECCIÓN REGISTRADA'),
      ax('numeroDeGuia', guia),
      ax('referencia', folio),
    ];
  });
}
