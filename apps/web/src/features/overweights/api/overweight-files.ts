import { useMutation } from '@tanstack/react-query';
import { downloadFile, type Query } from '../../../lib/api-client';

/** GET overweights/{id}/evidence: the token rides in a header, so a plain link cannot fetch it. */
export function useDownloadEvidence() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string | null }) =>
      downloadFile(`overweights/${id}/evidence`, name ?? `sobrepeso-${id}-evidencia`),
  });
}

/** POST overweights/export `{where, order}` (the list's filters, no page): overweights.xlsx. */
export function useExportOverweights() {
  return useMutation({
    mutationFn: (body: { where: Query; order?: string }) =>
      downloadFile('overweights/export', 'overweights.xlsx', { method: 'POST', body }),
  });
}

/** GET overweights/import/example: the carrier file's headers, as an .xlsx. */
export function useDownloadImportExample() {
  return useMutation({
    mutationFn: () => downloadFile('overweights/import/example', 'sobrepesos-ejemplo.xlsx'),
  });
}
