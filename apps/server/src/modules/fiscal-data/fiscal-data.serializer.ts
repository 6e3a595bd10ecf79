import {
  cfdiUseName,
  fiscalRegimeName,
  paymentFormName,
  rfcKind,
  type FiscalDatum,
} from '@despacho/shared';
import type { FiscalDataView } from './fiscal-data.repository';

/** The wire shape, with the SAT names of the codes (the staff view shows them). */
export function serializeFiscalDatum({ row, countryName }: FiscalDataView): FiscalDatum {
  return {
    id: row.id,
    user_id: row.userId,
    business_name: row.businessName,
    rfc: row.rfc,
    person_kind: rfcKind(row.rfc),
    fiscal_regime: row.fiscalRegime,
    fiscal_regime_name: fiscalRegimeName(row.fiscalRegime),
    payment_form: row.paymentForm,
    payment_form_name: paymentFormName(row.paymentForm),
    cfdi_use: row.cfdiUse,
    cfdi_use_name: cfdiUseName(row.cfdiUse),
    email: row.email,
    phone: row.phone,
    street: row.street,
    number: row.number,
    interior_number: row.interiorNumber,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country_id: row.countryId,
    country_name: countryName,
    postal_code: row.postalCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
