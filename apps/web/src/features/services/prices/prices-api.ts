import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServicePrice,
  ServicePriceImportResult,
  ServicePriceInput,
  ServicePricePreview,
} from '@despacho/shared';
import { api, downloadFile, type DataReply } from '../../../lib/api-client';
import { serviceKeys } from '../api/services';

/** A service's price table (spec 3 /services/{id}/service-prices) as the API answers it. */
export const useServicePriceTable = (serviceId: number) =>
  useQuery({
    queryKey: serviceKeys.prices(serviceId),
    queryFn: () =>
      api.get<{ data: ServicePrice[] }>(`services/${serviceId}/service_prices`).then((r) => r.data),
  });

function useRefresh(serviceId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: serviceKeys.prices(serviceId) });
    void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
  };
}

/** Creates (no id) or updates a row; `confirm_below_cost` is the writer's below-cost decision. */
export function useSavePriceRow(serviceId: number) {
  const refresh = useRefresh(serviceId);
  return useMutation({
    mutationFn: ({ id, row }: { id?: number; row: ServicePriceInput }) => {
      const path = `services/${serviceId}/service_prices`;
      const body = { service_price: row };
      return (
        id
          ? api.put<DataReply<ServicePrice>>(`${path}/${id}`, body)
          : api.post<DataReply<ServicePrice>>(path, body)
      ).then((r) => r.data);
    },
    onSuccess: refresh,
  });
}

export function useDeletePriceRow(serviceId: number) {
  const refresh = useRefresh(serviceId);
  return useMutation({
    mutationFn: (priceId: number) =>
      api.delete<unknown>(`services/${serviceId}/service_prices/${priceId}`),
    onSuccess: refresh,
  });
}

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

/** What the file would leave in the table; saves nothing. */
export const usePreviewPriceImport = (serviceId: number) =>
  useMutation({
    mutationFn: (file: File) =>
      api
        .upload<DataReply<ServicePricePreview>>(
          `services/${serviceId}/service_prices/import/preview`,
          fileForm(file),
        )
        .then((r) => r.data),
  });

export function useImportPrices(serviceId: number) {
  const refresh = useRefresh(serviceId);
  return useMutation({
    mutationFn: ({ file, confirmBelowCost }: { file: File; confirmBelowCost: boolean }) =>
      api
        .upload<DataReply<ServicePriceImportResult>>(
          `services/${serviceId}/service_prices/import`,
          fileForm(file, confirmBelowCost ? { confirm_below_cost: 'true' } : {}),
        )
        .then((r) => r.data),
    onSuccess: refresh,
  });
}

/** The example file with the columns this user's file must have for this service. */
export const downloadPriceExample = (serviceId: number) =>
  downloadFile('service_prices/example', 'precios-ejemplo.xlsx', {
    query: { service_id: serviceId },
  });
