import type { RedpackMockGuia, RedpackMockPlace } from './redpack.mock-state';
import {
  ax,
  field,
  mexicoDateTime,
  MockRefusal,
  resultado,
  type MockCall,
  type MockContext,
} from './redpack.mock-soap';

/**
 * rastreo: a guía the mock documented walks Redpack's usual journey, one event per
 * `trackStepMs` from its documentation: documented → collected → left the origin CEDIS →
 * arrived at the destination CEDIS → out for delivery → delivered. Events are dated in central
 * Mexico (UTC−6), newest first, in paquetes/detallesRastreo; situacion is the latest. An
 * unknown guía is estatus 2 "LA GUÍA NO EXISTE".
 */

const JOURNEY: readonly { evento: string; at: 'origin' | 'destination'; id: number }[] = [
  { evento: 'DOCUMENTADO', at: 'origin', id: 1 },
  { evento: 'RECOLECTADO', at: 'origin', id: 2 },
  { evento: 'EN TRÁNSITO: SALIÓ DEL CEDIS ORIGEN', at: 'origin', id: 3 },
  { evento: 'LLEGÓ AL CEDIS DESTINO', at: 'destination', id: 3 },
  { evento: 'EN RUTA DE ENTREGA', at: 'destination', id: 4 },
  { evento: 'ENTREGADO', at: 'destination', id: 5 },
];

const placeText = (p: RedpackMockPlace) => [p.city, p.state].filter(Boolean).join(', ');

function trackOf(guia: RedpackMockGuia, ctx: MockContext) {
  const reached = Math.floor((ctx.now() - guia.createdAt) / ctx.trackStepMs);
  const steps = JOURNEY.slice(0, Math.max(0, Math.min(JOURNEY.length - 1, reached)) + 1);
  const latest = steps.at(-1)!;
  const delivered = latest.evento === 'ENTREGADO';
  const events = steps
    .map((step, i) =>
      ax('detallesRastreo', [
        ax('evento', step.evento),
        ax('fecha', mexicoDateTime(guia.createdAt + i * ctx.trackStepMs)),
        ax('ubicacion', placeText(step.at === 'origin' ? guia.origin : guia.destination)),
      ]),
    )
    .reverse();
  return [
    resultado(1, 'CONSULTA CORRECTA'),
    ax('fechaDocumentacion', mexicoDateTime(guia.createdAt)),
    ax('numeroDeGuia', guia.guia),
    ax('paquetes', [ax('consecutivo', 1), ...events]),
    ax('personaRecibio', delivered ? guia.recipientName.toUpperCase() : null),
    ax('situacion', [ax('descripcion', latest.evento), ax('id', latest.id)]),
    ax('tipoServicio', [
      ax('descripcion', guia.serviceName.toUpperCase()),
      ax('id', guia.serviceId),
    ]),
  ];
}

export function rastreo(call: MockCall, ctx: MockContext) {
  return call.guias.map((vo) => {
    const number = field(vo, 'numeroDeGuia');
    const guia = ctx.state.guias.get(number);
    if (!guia) throw new MockRefusal(2, `LA GUÍA NO EXISTE: ${number || 'VACÍA'}`);
    return trackOf(guia, ctx);
  });
}
