/**
 * Whether an address's state and city agree with what SEPOMEX says of its postal code (issue 17,
 * docs/decisions.md): the server refuses a mismatch, and the browser, which fills both from the
 * catalogue, shows the same rule. Pure: the caller looks the code's places up.
 */

/** One place a postal code belongs to, as the postal_code_settlements catalogue has it. */
export interface PostalPlace {
  /** INEGI state code (c_estado, "19" Nuevo León). */
  state_code: string;
  state_name: string;
  municipality: string;
  city: string | null;
}

/**
 * The names a state goes by besides SEPOMEX's own, by INEGI code: SAT's c_Estado code (the
 * states list), the short name people write ("Veracruz" for "Veracruz de Ignacio de la Llave")
 * and the usual abbreviations.
 */
const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '01': ['AGU', 'Aguascalientes', 'Ags'],
  '02': ['BCN', 'Baja California', 'BC'],
  '03': ['BCS', 'Baja California Sur'],
  '04': ['CAM', 'Campeche'],
  '05': ['COA', 'Coahuila', 'Coahuila de Zaragoza'],
  '06': ['COL', 'Colima'],
  '07': ['CHP', 'Chiapas'],
  '08': ['CHH', 'Chihuahua'],
  '09': ['CMX', 'Ciudad de México', 'CDMX', 'Distrito Federal', 'DF', 'Mexico City'],
  '10': ['DUR', 'Durango', 'Dgo'],
  '11': ['GUA', 'Guanajuato', 'Gto'],
  '12': ['GRO', 'Guerrero'],
  '13': ['HID', 'Hidalgo'],
  '14': ['JAL', 'Jalisco'],
  '15': ['MEX', 'México', 'Estado de México', 'Edomex', 'Edo. de México'],
  '16': ['MIC', 'Michoacán', 'Michoacán de Ocampo'],
  '17': ['MOR', 'Morelos'],
  '18': ['NAY', 'Nayarit'],
  '19': ['NLE', 'Nuevo León', 'NL'],
  '20': ['OAX', 'Oaxaca'],
  '21': ['PUE', 'Puebla'],
  '22': ['QUE', 'Querétaro', 'Querétaro de Arteaga', 'Qro'],
  '23': ['ROO', 'Quintana Roo', 'QRoo'],
  '24': ['SLP', 'San Luis Potosí'],
  '25': ['SIN', 'Sinaloa'],
  '26': ['SON', 'Sonora'],
  '27': ['TAB', 'Tabasco'],
  '28': ['TAM', 'Tamaulipas'],
  '29': ['TLA', 'Tlaxcala'],
  '30': ['VER', 'Veracruz', 'Veracruz de Ignacio de la Llave'],
  '31': ['YUC', 'Yucatán'],
  '32': ['ZAC', 'Zacatecas'],
};

/** SAT's c_Estado code (the states list's code, "NLE") of an INEGI state code ("19"). */
export const satStateCode = (inegiCode: string | null | undefined): string | undefined =>
  inegiCode ? STATE_ALIASES[inegiCode]?.[0] : undefined;

/** Compared as people type it: accents, case, dots and spacing do not count. */
export function foldPlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function stateNames(place: PostalPlace): Set<string> {
  const names = [place.state_name, ...(STATE_ALIASES[place.state_code] ?? [])];
  return new Set(names.map(foldPlaceName));
}

/** Is `state` one of the code's states, by name or alias? */
export const isStateOf = (state: string, places: readonly PostalPlace[]) =>
  places.some((p) => stateNames(p).has(foldPlaceName(state)));

/**
 * Is `city` the code's city or municipality? SEPOMEX leaves the city blank in rural areas and
 * names it differently from the municipality elsewhere ("Heroica Puebla de Zaragoza" in the
 * municipality of Puebla); either is accepted, as the forms fill one or the other. In Mexico City
 * the city is the entity itself, so its names count too.
 */
export function isCityOf(city: string, places: readonly PostalPlace[]): boolean {
  const folded = foldPlaceName(city);
  return places.some(
    (p) =>
      [p.city, p.municipality].some((n) => n && foldPlaceName(n) === folded) ||
      (p.state_code === '09' && stateNames(p).has(folded)),
  );
}

/**
 * What SEPOMEX expects where an address disagrees with it: `{state: 'Nuevo León'}` when the
 * state is not the code's, `{city: 'Monterrey'}` likewise; blank fields and unknown codes (no
 * places) are not judged here.
 */
export function placeMismatch(
  address: { state?: string | null; city?: string | null },
  places: readonly PostalPlace[],
): { state?: string; city?: string } {
  const first = places[0];
  if (!first) return {};
  const out: { state?: string; city?: string } = {};
  if (address.state?.trim() && !isStateOf(address.state, places)) out.state = first.state_name;
  if (address.city?.trim() && !isCityOf(address.city, places))
    out.city = first.city || first.municipality;
  return out;
}
