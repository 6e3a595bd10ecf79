import type { TaxDocument, TaxFiscalDatum } from '@despacho/shared';
import type { TaxDataView } from './tax-fiscal-data.repository';

function document(view: TaxDataView, id: number | null): TaxDocument | null {
  const file = id === null ? undefined : view.files.get(id);
  if (!file) return null;
  return {
    id: file.id,
    name: file.originalName,
    content_type: file.contentType,
    byte_size: file.byteSize,
  };
}

export function serializeTaxDatum(view: TaxDataView): TaxFiscalDatum {
  const { row } = view;
  return {
    id: row.id,
    user_id: row.userId,
    tax_regime: row.taxRegime,
    name: row.name,
    rfc_curp: row.rfcCurp,
    social_url: row.socialUrl,
    services: row.services as TaxFiscalDatum['services'],
    doc_image: document(view, row.docImageFileId),
    article_image: document(view, row.articleImageFileId),
    fiscal_data_verified: view.verified,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
