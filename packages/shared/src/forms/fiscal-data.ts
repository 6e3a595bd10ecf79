import { z } from 'zod';
import { RFC_PATTERN } from '../contracts/bank-account';
import { email, optionalText, requiredText } from '../validation/fields';
import { registerValidationMessages } from '../validation/messages';
import { blankable, enumError, refId, whenValid } from './form-fields';
import {
  isGenericRfc,
  rfcKind,
  SAT_CFDI_USES,
  SAT_FISCAL_REGIMES,
  SAT_PAYMENT_FORMS,
  type RfcKind,
} from '../contracts/fiscal-data';

/** SAT c_RegimenFiscal ids as spec 3's static catalogue lists them (CFDI 4.0 takes fewer). */
export const FISCAL_REGIMES = [
  '601',
  '603',
  '605',
  '606',
  '607',
  '608',
  '609',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
  '628',
  '629',
  '630',
] as const;

/** SAT c_UsoCFDI ids: G01-G03, I01-I08, D01-D10, S01, CP01, CN01. */
export const CFDI_USES: readonly string[] = SAT_CFDI_USES.map((u) => u.id);

/** SAT c_FormaPago codes: the ones the catalogue defines, so no invoice carries a gap code. */
export const PAYMENT_FORMS: readonly string[] = SAT_PAYMENT_FORMS.map((p) => p.id);

const codeOf = (list: readonly string[]) =>
  z
    .union([z.string(), z.number()], { error: enumError })
    .transform((v) => String(v).trim().toUpperCase())
    .refine((v) => v !== '', { error: 'v.required', abort: true })
    .refine((v) => list.includes(v), { error: 'v.invalid_value' });

/** Fiscal data (spec 3 §5): postal code max 6 and phone max 10 as the spec sets them. */
export const FISCAL_LIMITS = { phone: 10, postal_code: 6 } as const;

/** The spec's field rules, each field on its own (spec 3 §5). */
export const ZFiscalDataForm = z.object({
  business_name: requiredText(254),
  rfc: requiredText(13)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || RFC_PATTERN.test(v), { error: 'v.rfc' }),
  fiscal_regime: codeOf(FISCAL_REGIMES),
  payment_form: codeOf(PAYMENT_FORMS),
  cfdi_use: codeOf(CFDI_USES),
  email: blankable(email()),
  phone: requiredText(FISCAL_LIMITS.phone).refine((v) => v === '' || /^\d+$/.test(v), {
    error: 'v.digits',
  }),
  country_id: refId(),
  state: requiredText(80),
  street: requiredText(100),
  number: optionalText(20),
  interior_number: optionalText(20),
  neighborhood: requiredText(100),
  city: requiredText(100),
  postal_code: requiredText(FISCAL_LIMITS.postal_code),
});
export type FiscalDataForm = z.input<typeof ZFiscalDataForm>;

/** The régimen ids a person of this kind may declare in a CFDI 4.0 (physical or company). */
export const regimesFor = (kind: RfcKind | null): string[] =>
  SAT_FISCAL_REGIMES.filter((r) => kind === null || r[kind]).map((r) => r.id);

/** The usos de CFDI SAT allows a receptor with this régimen to ask for. */
export const cfdiUsesFor = (regime: string | null | undefined): string[] =>
  SAT_CFDI_USES.filter((u) => !!regime && u.regimes.includes(regime)).map((u) => u.id);

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [field] });

/**
 * What SAT checks on a CFDI 4.0 receptor, on top of the field rules: a real RFC (not the
 * generic ones), a régimen valid for CFDI 4.0 and for the RFC's kind (12 characters = company,
 * 13 = person), an uso de CFDI that régimen may use, and the 5-digit DomicilioFiscalReceptor.
 * The RFC's check digit needs @nodecfdi/rfc, so the server checks it.
 */
function cfdiReceptorRules(v: z.output<typeof ZFiscalDataForm>, ctx: Ctx) {
  if (!/^\d{5}$/.test(v.postal_code)) issue(ctx, 'postal_code', 'v.postal_code_cfdi');
  if (isGenericRfc(v.rfc)) return issue(ctx, 'rfc', 'v.rfc_generic');
  const kind = rfcKind(v.rfc);
  const regime = SAT_FISCAL_REGIMES.find((r) => r.id === v.fiscal_regime);
  if (!regime) issue(ctx, 'fiscal_regime', 'v.fiscal_regime_cfdi40');
  else if (kind && !regime[kind]) issue(ctx, 'fiscal_regime', `v.fiscal_regime_${kind}`);
  else if (!cfdiUsesFor(v.fiscal_regime).includes(v.cfdi_use))
    issue(ctx, 'cfdi_use', 'v.cfdi_use_regime');
}

/**
 * The fiscal data form as saved: the field rules and the CFDI 4.0 receptor rules. The object
 * rules run once the fields they read are valid, so each message lands on one field.
 */
export const ZFiscalDataReceptorForm = ZFiscalDataForm.superRefine(
  cfdiReceptorRules,
  whenValid('rfc', 'fiscal_regime', 'cfdi_use', 'postal_code'),
);
export const ZFiscalDataRequest = z.object({ fiscal_datum: ZFiscalDataReceptorForm });
export type FiscalDataValues = z.output<typeof ZFiscalDataReceptorForm>;

registerValidationMessages({
  'es-MX': {
    'v.rfc_generic': 'Para facturar necesitamos tu RFC; el RFC genérico no se acepta',
    'v.rfc_check_digit': 'El RFC no es válido: revisa la homoclave (su último dígito no coincide)',
    'v.fiscal_regime_cfdi40': 'Ese régimen fiscal no se puede usar en CFDI 4.0',
    'v.fiscal_regime_fisica':
      'El régimen fiscal no aplica a personas físicas (RFC de 13 caracteres)',
    'v.fiscal_regime_moral':
      'El régimen fiscal no aplica a personas morales (RFC de 12 caracteres)',
    'v.cfdi_use_regime': 'El uso de CFDI no aplica al régimen fiscal elegido',
    'v.postal_code_cfdi': 'El código postal del domicilio fiscal debe tener 5 dígitos',
  },
  en: {
    'v.rfc_generic': 'We need your own RFC to invoice; the generic RFC is not accepted',
    'v.rfc_check_digit':
      'The RFC is not valid: check the homoclave (its last digit does not match)',
    'v.fiscal_regime_cfdi40': 'That tax regime cannot be used in CFDI 4.0',
    'v.fiscal_regime_fisica': 'The tax regime does not apply to individuals (13-character RFC)',
    'v.fiscal_regime_moral': 'The tax regime does not apply to companies (12-character RFC)',
    'v.cfdi_use_regime': 'The CFDI use does not apply to the chosen tax regime',
    'v.postal_code_cfdi': 'The fiscal address postal code must have 5 digits',
  },
});
