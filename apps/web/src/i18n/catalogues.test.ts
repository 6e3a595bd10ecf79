import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Tree } from './catalogue';

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...acc, [path]: value }
      : { ...acc, ...flatten(value, path) };
  }, {});
}

describe('i18n catalogues', () => {
  const es = flatten(CATALOGUES['es-MX']);
  const english = flatten(CATALOGUES.en);

  it('have exactly the same keys in Spanish and English', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(es).sort());
  });

  it('have no empty texts', () => {
    const empty = [...Object.entries(es), ...Object.entries(english)]
      .filter(([, v]) => !v.trim())
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('carry the texts the spec fixes', () => {
    // Issue 7: tú everywhere (the spec's "registrarse" is the formal usted).
    expect(es['signup.success']).toBe('¡Gracias por registrarte!');
    expect(es['errors.generic']).toBe('Algo salió mal. Inténtalo de nuevo');
    expect(english['errors.generic']).toBe('Something went wrong. Please try again');
    expect(es['table.noResults']).toBe('¡Sin resultados!');
    expect(es['common.noData']).toBe('Datos no disponibles');
  });
});
