import { useMutation, useQuery } from '@tanstack/react-query';
import type { CarrierTestInfo, ConnectionTest } from '@despacho/shared';
import { api, downloadFile, type DataReply } from '../../../lib/api-client';

const base = (carrierId: number) => `carriers/${carrierId}/test_connection`;

/** Which tests the carrier's provider offers (403 for those who may not test: no button). */
export const useCarrierTestInfo = (carrierId: number | null, enabled = true) =>
  useQuery({
    queryKey: ['carrier-tests', carrierId],
    enabled: enabled && carrierId !== null,
    retry: false,
    queryFn: () => api.get<DataReply<CarrierTestInfo>>(base(carrierId!)).then((r) => r.data),
  });

/** "Probar conexión": the provider's own request with the stored credentials. */
export const useTestConnection = (carrierId: number) =>
  useMutation({
    mutationFn: () => api.post<DataReply<ConnectionTest>>(base(carrierId)).then((r) => r.data),
  });

/** Sends an uploaded XML request (multipart files[]). */
export const useSendTestXml = (carrierId: number) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('files[]', file);
      return api
        .upload<DataReply<ConnectionTest>>(`${base(carrierId)}/xml`, form)
        .then((r) => r.data);
    },
  });

export const downloadExampleXml = (carrierId: number) =>
  downloadFile(`${base(carrierId)}/example.xml`, `prueba-conexion-${carrierId}.xml`);
