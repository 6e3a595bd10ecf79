import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxDocumentField, TaxFiscalDatum } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { fiscalKeys } from './fiscal-keys';

export interface TaxFiscalDataUpload {
  tax_regime: string;
  name: string;
  rfc_curp: string;
  social_url: string | null;
  services: string[];
  doc_image: File | null;
  article_image: File | null;
}

/** GET tax_fiscal_data: the caller's own request, null before the first send. */
export const useOwnTaxFiscalData = () =>
  useQuery({
    queryKey: fiscalKeys.ownTax(),
    queryFn: () => api.get<DataReply<TaxFiscalDatum | null>>('tax_fiscal_data').then((r) => r.data),
  });

/** GET tax_fiscal_data?where[user_id]=…: a user's request, for staff. */
export const useUserTaxFiscalData = (userId: number | null) =>
  useQuery({
    queryKey: fiscalKeys.userTax(userId ?? 0),
    enabled: userId !== null,
    retry: false,
    queryFn: () =>
      api
        .get<DataReply<TaxFiscalDatum | null>>('tax_fiscal_data', { 'where[user_id]': userId! })
        .then((r) => r.data),
  });

/** POST tax_fiscal_data as the spec's form data: tax_fiscal_datum[...] and the documents. */
export function sendTaxFiscalData(values: TaxFiscalDataUpload) {
  const form = new FormData();
  const key = (name: string) => `tax_fiscal_datum[${name}]`;
  form.append(key('tax_regime'), values.tax_regime);
  form.append(key('name'), values.name);
  form.append(key('rfc_curp'), values.rfc_curp);
  if (values.social_url) form.append(key('social_url'), values.social_url);
  for (const service of values.services) form.append(`${key('services')}[]`, service);
  if (values.doc_image) form.append(key('doc_image'), values.doc_image, values.doc_image.name);
  if (values.article_image)
    form.append(key('article_image'), values.article_image, values.article_image.name);
  return api.upload<DataReply<TaxFiscalDatum>>('tax_fiscal_data', form).then((r) => r.data);
}

export function useSendTaxFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTaxFiscalData,
    onSuccess: (sent) => queryClient.setQueryData(fiscalKeys.ownTax(), sent),
  });
}

/** A document's path (0 = the caller's own). */
export const taxDocumentPath = (userId: number, field: TaxDocumentField) =>
  `tax_fiscal_data/${userId}/documents/${field}`;
