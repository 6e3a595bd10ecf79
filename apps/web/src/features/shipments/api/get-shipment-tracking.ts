import { useQuery } from '@tanstack/react-query';
import type { TrackingEvent } from '@despacho/shared';
import { api } from '../../../lib/api-client';
import { shipmentListKeys } from './list-shipments';

/** GET /shipments/:id/tracking, oldest first; asked only for a labelled shipment. */
export const useShipmentTracking = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: shipmentListKeys.tracking(id),
    queryFn: () =>
      api.get<{ data: TrackingEvent[] }>(`shipments/${id}/tracking`).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
