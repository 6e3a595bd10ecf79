import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

export type ImportKind = 'xlsx' | 'csv';

/** GET /shipments/imports/example.{xlsx,csv}: an authenticated download (the token rides in a
 * header, so a plain link cannot fetch it). */
export function useDownloadImportExample() {
  return useMutation({
    mutationFn: (kind: ImportKind) =>
      downloadFile(`shipments/imports/example.${kind}`, `envios-ejemplo.${kind}`),
  });
}
