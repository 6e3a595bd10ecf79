import { useMutation } from '@tanstack/react-query';
import { downloadFile, type Query } from '../../../lib/api-client';

/** GET analytics/export?format=xlsx: the page's figures, a sheet per table. */
export function useExportAnalytics() {
  return useMutation({
    mutationFn: (query: Query) =>
      downloadFile('analytics/export', 'analytics.xlsx', { query: { ...query, format: 'xlsx' } }),
  });
}
