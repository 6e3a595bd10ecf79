import { describe, expect, it } from 'vitest';
import { printable } from './printable-text';

describe('printable (what the label fonts can show)', () => {
  it.each([
    ['María José Peña Ibáñez', 'María José Peña Ibáñez'],
    ['¿Güero? ¡Sí!', '¿Güero? ¡Sí!'],
    ['Ciudad de Me\u0301xico', 'Ciudad de México'], // decomposed accent, as some keyboards send it
    ['Łódź, Kraków', 'Lódz, Kraków'],
    ['Şişli İstanbul', 'Sisli Istanbul'],
    ['Café ❤️ 😀', 'Café ? ?'],
    ['北京', '??'],
    ['  Calle\t5\nde Mayo  ', 'Calle 5 de Mayo'],
    ['“Bodega” — 3…', '“Bodega” — 3…'],
    ['a\u200bb\u0000c', 'abc'],
    [null, ''],
  ])('%j → %j', (input, output) => {
    expect(printable(input)).toBe(output);
  });
});
