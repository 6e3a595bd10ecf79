import type { DhlQuery } from './dhl-express.client';
import { dhlDateTime } from './dhl-express.dates';
import type { DhlSettings } from './dhl-express.settings';

/**
 * GET /rates for one 1 kg box, Mexico City → Monterrey, shipping tomorrow: the cheapest call
 * that makes DHL check the user, password and account together.
 */
export function connectionTestQuery(settings: DhlSettings, now: Date): DhlQuery {
  const tomorrow = new Date(now.getTime() + 86_400_000);
  return [
    ['accountNumber', settings.accountNumber],
    ['originCountryCode', 'MX'],
    ['originPostalCode', '06700'],
    ['originCityName', 'Ciudad de Mexico'],
    ['destinationCountryCode', 'MX'],
    ['destinationPostalCode', '64000'],
    ['destinationCityName', 'Monterrey'],
    ['weight', '1'],
    ['length', '10'],
    ['width', '10'],
    ['height', '10'],
    ['plannedShippingDate', dhlDateTime(tomorrow).slice(0, 10)],
    ['isCustomsDeclarable', 'false'],
    ['unitOfMeasurement', 'metric'],
  ];
}
