import { timeZoneNames } from '@despacho/shared';
import { formatUtcOffset } from '../../../lib/format';

/** Mexico's zones, listed first: most tenants are there. */
const MEXICO = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Matamoros',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
];

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** The IANA zones as `America/Tijuana (GMT-7)`: Mexico's first, then every other zone. */
export function timeZoneOptions(now = new Date()): {
  mexico: TimeZoneOption[];
  rest: TimeZoneOption[];
} {
  const known = timeZoneNames();
  const option = (value: string) => ({ value, label: `${value} (${formatUtcOffset(value, now)})` });
  return {
    mexico: MEXICO.filter((z) => known.includes(z)).map(option),
    rest: known.filter((z) => !MEXICO.includes(z)).map(option),
  };
}
