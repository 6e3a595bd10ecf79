import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

countries.registerLocale(es);
countries.registerLocale(en);

export interface CountrySeed {
  code: string;
  alpha3: string;
  numericCode: string;
  name: string;
  nameEn: string;
  callingCode: string | null;
}

/** Dialling codes of the countries the platform ships to most (the phone fields' default). */
const CALLING_CODES: Readonly<Record<string, string>> = {
  MX: '52',
  US: '1',
  CA: '1',
  GT: '502',
  CO: '57',
  ES: '34',
};

/** Every ISO 3166-1 country, named in Spanish and English (package i18n-iso-countries). */
export function countrySeeds(): CountrySeed[] {
  return Object.keys(countries.getAlpha2Codes()).map((code) => ({
    code,
    alpha3: countries.alpha2ToAlpha3(code) ?? code,
    numericCode: countries.alpha2ToNumeric(code) ?? '',
    name: (countries.getName(code, 'es') ?? code).slice(0, 80),
    nameEn: (countries.getName(code, 'en') ?? code).slice(0, 80),
    callingCode: CALLING_CODES[code] ?? null,
  }));
}

/** Mexico's 32 federal entities with SAT's c_Estado codes (the CFDI address catalogue). */
export const MX_STATES: readonly [string, string][] = [
  ['AGU', 'Aguascalientes'],
  ['BCN', 'Baja California'],
  ['BCS', 'Baja California Sur'],
  ['CAM', 'Campeche'],
  ['CHP', 'Chiapas'],
  ['CHH', 'Chihuahua'],
  ['CMX', 'Ciudad de México'],
  ['COA', 'Coahuila'],
  ['COL', 'Colima'],
  ['DUR', 'Durango'],
  ['GUA', 'Guanajuato'],
  ['GRO', 'Guerrero'],
  ['HID', 'Hidalgo'],
  ['JAL', 'Jalisco'],
  ['MEX', 'Estado de México'],
  ['MIC', 'Michoacán'],
  ['MOR', 'Morelos'],
  ['NAY', 'Nayarit'],
  ['NLE', 'Nuevo León'],
  ['OAX', 'Oaxaca'],
  ['PUE', 'Puebla'],
  ['QUE', 'Querétaro'],
  ['ROO', 'Quintana Roo'],
  ['SLP', 'San Luis Potosí'],
  ['SIN', 'Sinaloa'],
  ['SON', 'Sonora'],
  ['TAB', 'Tabasco'],
  ['TAM', 'Tamaulipas'],
  ['TLA', 'Tlaxcala'],
  ['VER', 'Veracruz'],
  ['YUC', 'Yucatán'],
  ['ZAC', 'Zacatecas'],
];
