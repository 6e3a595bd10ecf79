import { AppError } from '../../../http/app-error';
import type { CfdiInput } from './cfdi-model';
import { hasForbiddenXmlChars } from './xml-write';

/* Checks the free-text and format rules of cfdv40.xsd before we build, so bad input is a
   per-field validation error instead of an XML that SAT (or our XSD check) rejects later. */

const RFC = /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;
const CP = /^[0-9]{5}$/;
const FECHA =
  /^(20[1-9][0-9])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

function textProblem(value: string | undefined, max: number, required: boolean): string | null {
  if (value === undefined) return required ? 'Required' : null;
  if (value.trim().length === 0) return 'Must not be blank';
  if ([...value].length > max) return `At most ${max} characters`;
  if (value.includes('|')) return 'Must not contain the character |';
  if (hasForbiddenXmlChars(value)) return 'Contains control characters';
  return null;
}

export function checkCfdiInput(input: CfdiInput): void {
  const fields: Record<string, string[]> = {};
  const add = (field: string, problem: string | null) => {
    if (problem) fields[field] = [problem];
  };
  const pattern = (field: string, value: string, re: RegExp, message: string) =>
    add(field, re.test(value) ? null : message);

  pattern('emisor.rfc', input.emisor.rfc, RFC, 'Not a valid RFC');
  add('emisor.nombre', textProblem(input.emisor.nombre, 300, true));
  pattern('receptor.rfc', input.receptor.rfc, RFC, 'Not a valid RFC');
  add('receptor.nombre', textProblem(input.receptor.nombre, 300, true));
  pattern(
    'receptor.domicilioFiscalReceptor',
    input.receptor.domicilioFiscalReceptor,
    CP,
    'Five-digit postal code',
  );
  pattern('lugarExpedicion', input.lugarExpedicion, CP, 'Five-digit postal code');
  pattern('fecha', input.fecha, FECHA, 'Use YYYY-MM-DDTHH:mm:ss (local Mexico time)');
  add('serie', textProblem(input.serie, 25, false));
  add('folio', textProblem(input.folio, 40, false));
  input.conceptos.forEach((c, i) => {
    pattern(
      `conceptos.${i}.claveProdServ`,
      c.claveProdServ,
      /^[0-9]{8}$/,
      'Eight-digit SAT product key',
    );
    pattern(`conceptos.${i}.claveUnidad`, c.claveUnidad, /^[A-Z0-9]{1,3}$/, 'SAT unit key');
    add(`conceptos.${i}.descripcion`, textProblem(c.descripcion, 1000, true));
    add(`conceptos.${i}.noIdentificacion`, textProblem(c.noIdentificacion, 100, false));
    add(`conceptos.${i}.unidad`, textProblem(c.unidad, 20, false));
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', 'Invalid CFDI data', { fields });
  }
}
