import { CarrierError, type ConnectorParty, type ShipRequest } from '../carrier-connector';
import { amountToCentavos } from '../carrier-amount';
import { packageOf, pesos } from './drenvio.mapper';
import type {
  DrenvioGenerateReply,
  DrenvioGenerateRequest,
  DrenvioOffer,
  DrenvioParty,
} from './drenvio.types';

/** Pure translation of a label purchase into POST /v2/shipments/generate and its reply. */

const cut = (text: string | null | undefined, max: number) => (text ?? '').trim().slice(0, max);

export function partyOf(party: ConnectorParty): DrenvioParty {
  return {
    name: cut(party.name, 80),
    company: cut(party.company, 80),
    email: cut(party.email, 120),
    phone: party.phone.replace(/\D/g, '').slice(-10),
    street: cut(party.street, 100),
    number: cut(party.number, 20),
    int_number: cut(party.interior_number, 20),
    district: cut(party.neighborhood, 80),
    city: cut(party.city, 80),
    state: cut(party.state_code || party.state, 60),
    postal_code: party.postal_code.trim(),
    country: party.country_code.trim().toUpperCase(),
    reference: cut(party.reference, 120),
  };
}

/**
 * The label request for the offer DrEnvío just quoted (its ObjectId / ShippingId / price are the
 * quote's handles). The product's shipment number goes in each package's name.
 */
export function buildDrenvioGenerateRequest(
  request: ShipRequest,
  offer: DrenvioOffer,
): DrenvioGenerateRequest {
  if (!request.parcels.length) {
    throw new CarrierError('rejected', 'A shipment needs at least one parcel');
  }
  const contents = [...new Set(request.parcels.map((p) => p.contents.trim()).filter(Boolean))];
  const insured = request.parcels.reduce((sum, p) => sum + (p.insured_value_cents ?? 0), 0);
  return {
    origin: partyOf(request.origin),
    destination: partyOf(request.destination),
    shipment: {
      carrier: offer.carrier,
      service: offer.service,
      price: (amountToCentavos(offer.price) ?? 0) / 100,
      ObjectId: offer.ObjectId,
      ShippingId: offer.ShippingId,
      contentExplanation: cut(contents.join(', ') || 'Mercancía', 100),
      contentQuantity: request.parcels.length,
    },
    packages: request.parcels.map((parcel, i) => ({
      ...packageOf(parcel),
      content: cut(parcel.contents || 'Mercancía', 100),
      contentQuantity: 1,
      declared_value: pesos(parcel.declared_value_cents),
      name: `Envío ${request.reference} (${i + 1}/${request.parcels.length})`,
    })),
    service_id: offer.service_id,
    carriers: [offer.carrier],
    insurance: pesos(insured),
  };
}

/** The generate reply's tracking number and label URL; anything else is unreadable. */
export function parseDrenvioGenerateReply(body: unknown): DrenvioGenerateReply {
  const reply = body as Partial<DrenvioGenerateReply> | null;
  const tracking = typeof reply?.tracking === 'string' ? reply.tracking.trim() : '';
  const label = typeof reply?.label === 'string' ? reply.label.trim() : '';
  if (!tracking || !/^https?:\/\//i.test(label)) {
    throw new CarrierError(
      'unavailable',
      'Dr. Envío answered the label request without a tracking number and label URL',
    );
  }
  return { tracking, label };
}
