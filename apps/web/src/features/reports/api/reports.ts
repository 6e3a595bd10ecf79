import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportKey, ReportLimit } from '@despacho/shared';
import { api, downloadFile, type DataReply } from '../../../lib/api-client';

export const reportKeys = {
  all: ['reports'] as const,
  list: ['reports', 'list'] as const,
  limit: ['reports', 'limit'] as const,
};

/** GET reports: the reports the caller sees (developers: all, with their Visible flag). */
export const useReports = () =>
  useQuery({
    queryKey: reportKeys.list,
    queryFn: () => api.get<{ data: Report[] }>('reports').then((r) => r.data),
  });

/** GET reports/report_limit: the earliest start date, and whether it binds the caller. */
export const useReportLimit = () =>
  useQuery({
    queryKey: reportKeys.limit,
    queryFn: () => api.get<DataReply<ReportLimit>>('reports/report_limit').then((r) => r.data),
  });

/** PUT reports/{key}/visibility (developers). */
export function useSetReportVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, visible }: { key: ReportKey; visible: boolean }) =>
      api.put<DataReply<Report>>(`reports/${key}/visibility`, { visible }).then((r) => r.data),
    onSuccess: (report) =>
      queryClient.setQueryData<Report[]>(reportKeys.list, (list) =>
        list?.map((r) => (r.key === report.key ? report : r)),
      ),
  });
}

/**
 * POST reports/{key}: the workbook as a blob, saved as `<key>.xlsx`; `onProgress` hears the
 * bytes as they arrive. A refusal is read as JSON (ApiError) for the error handler.
 */
export const downloadReport = (
  key: ReportKey,
  body: Record<string, unknown>,
  onProgress: (bytes: number) => void,
) => downloadFile(`reports/${key}`, `${key}.xlsx`, { method: 'POST', body, onProgress });
