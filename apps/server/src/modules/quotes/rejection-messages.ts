import type { RejectionCode } from '@despacho/domain';
import type { Locale } from '@despacho/shared';

/** Why a service was left out of a quote, for the staff's "why not" list (rating.md §6). */
const MESSAGES: Record<Locale, Record<RejectionCode, string>> = {
  'es-MX': {
    'service.inactive': 'El servicio está suspendido.',
    'carrier.inactive': 'La paquetería está suspendida.',
    'carrier.limit_reached': 'La paquetería llegó a su límite de envíos.',
    'user.not_allowed': 'Este usuario no tiene habilitada la paquetería o el servicio.',
    'coverage.country':
      'El servicio no cubre esos países (nacional y zonal: solo dentro del país; internacional: el destino debe estar entre sus países).',
    'coverage.zone': 'El origen o el destino no está en ninguna de las zonas del servicio.',
    'coverage.postal_code': 'El código postal de destino no está en la lista del servicio.',
    'coverage.excluded_postal_code': 'El código postal de destino está excluido del servicio.',
    'limit.weight': 'El paquete pesa más de lo que acepta la paquetería.',
    'limit.dimensions': 'El paquete mide más de lo que acepta la paquetería.',
    'schedule.week_day': 'El servicio no opera hoy.',
    'schedule.hours': 'El servicio no opera a esta hora.',
    'parcel.doc_only': 'El servicio solo lleva documentos.',
    'parcel.no_doc': 'El servicio no lleva documentos.',
    'parcel.doc_weight': 'Un documento no puede pesar más de 0.5 kg.',
    'parcel.none': 'No hay paquetes que cotizar.',
    'price.no_row': 'La tabla de precios del servicio no cubre ese peso.',
    'quote.unavailable': 'La paquetería no dio precio para este envío.',
  },
  en: {
    'service.inactive': 'The service is suspended.',
    'carrier.inactive': 'The carrier is suspended.',
    'carrier.limit_reached': 'The carrier reached its shipment limit.',
    'user.not_allowed': 'This user does not have the carrier or the service enabled.',
    'coverage.country':
      'The service does not cover those countries (national and zonal: within the country only; international: the destination must be one of its countries).',
    'coverage.zone': "The origin or the destination is in none of the service's zones.",
    'coverage.postal_code': "The destination postal code is not in the service's list.",
    'coverage.excluded_postal_code': 'The destination postal code is excluded from the service.',
    'limit.weight': 'The parcel weighs more than the carrier accepts.',
    'limit.dimensions': 'The parcel is larger than the carrier accepts.',
    'schedule.week_day': 'The service does not run today.',
    'schedule.hours': 'The service does not run at this hour.',
    'parcel.doc_only': 'The service carries documents only.',
    'parcel.no_doc': 'The service does not carry documents.',
    'parcel.doc_weight': 'A document may weigh at most 0.5 kg.',
    'parcel.none': 'There are no parcels to quote.',
    'price.no_row': "The service's price table does not cover that weight.",
    'quote.unavailable': 'The carrier gave no price for this shipment.',
  },
};

export const rejectionMessage = (code: RejectionCode, locale: Locale): string =>
  MESSAGES[locale][code];
