import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentImport } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { unwrapImport } from './create-shipment-import';

/** How often a running import is asked about. */
export const IMPORT_POLL_MS = 1000;

const finished = (i: ShipmentImport | undefined) => i?.status === 'done' || i?.status === 'failed';

/** GET /shipments/imports/{id}, asked again every second until the job is done or failed. */
export const shipmentImportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['shipment-imports', id],
    queryFn: () =>
      api
        .get<ShipmentImport | { data: ShipmentImport }>(`shipments/imports/${id}`)
        .then(unwrapImport),
    refetchInterval: (query) => (finished(query.state.data) ? false : IMPORT_POLL_MS),
  });

export const useShipmentImport = (id: number | null) =>
  useQuery({ ...shipmentImportQueryOptions(id ?? 0), enabled: id !== null });
