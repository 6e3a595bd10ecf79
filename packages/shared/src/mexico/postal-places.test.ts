import { describe, expect, it } from 'vitest';
import { foldPlaceName, placeMismatch, type PostalPlace } from './postal-places';

const monterrey: PostalPlace[] = [
  { state_code: '19', state_name: 'Nuevo León', municipality: 'Monterrey', city: 'Monterrey' },
];
const puebla: PostalPlace[] = [
  {
    state_code: '21',
    state_name: 'Puebla',
    municipality: 'Puebla',
    city: 'Heroica Puebla de Zaragoza',
  },
];
const roma: PostalPlace[] = [
  {
    state_code: '09',
    state_name: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
  },
];
const xalapa: PostalPlace[] = [
  {
    state_code: '30',
    state_name: 'Veracruz de Ignacio de la Llave',
    municipality: 'Xalapa',
    city: 'Xalapa-Enríquez',
  },
];

describe('an address against SEPOMEX (issue 17)', () => {
  it('refuses 64000 in Jalisco, saying what the code is', () => {
    expect(placeMismatch({ state: 'Jalisco', city: 'Monterrey' }, monterrey)).toEqual({
      state: 'Nuevo León',
    });
    expect(placeMismatch({ state: 'Nuevo León', city: 'Guadalajara' }, monterrey)).toEqual({
      city: 'Monterrey',
    });
  });

  it.each([
    ['accents and case', { state: 'NUEVO LEON', city: 'monterrey' }, monterrey],
    ['the SAT state code', { state: 'NLE', city: 'Monterrey' }, monterrey],
    ['the usual abbreviation', { state: 'N.L.', city: ' Monterrey ' }, monterrey],
    ['the municipality instead of the city', { state: 'Puebla', city: 'Puebla' }, puebla],
    ['the city', { state: 'Puebla', city: 'Heroica Puebla de Zaragoza' }, puebla],
    ['the short name of a state', { state: 'Veracruz', city: 'Xalapa Enriquez' }, xalapa],
    ['Mexico City by any of its names', { state: 'CDMX', city: 'CDMX' }, roma],
    ['the alcaldía as the city', { state: 'Ciudad de Mexico', city: 'Cuauhtemoc' }, roma],
    ['blank fields (the book may leave them)', { state: '', city: null }, monterrey],
    ['a code SEPOMEX does not know', { state: 'Jalisco', city: 'x' }, []],
  ])('accepts %s', (_name, address, places) => {
    expect(placeMismatch(address, places)).toEqual({});
  });

  it('folds names as people type them', () => {
    expect(foldPlaceName('  Xalapa-Enríquez ')).toBe('xalapa enriquez');
  });
});
