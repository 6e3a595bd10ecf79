import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Overweight, OverweightImportResult } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { overweightKeys } from './overweight-keys';

/** The fields POST overweights takes, as typed (decimals stay text; blanks are left out). */
export type OverweightFields = Record<string, string>;

/** POST overweights (multipart, staff): the carrier's measurements and optional evidence. */
export function useCreateOverweight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: OverweightFields; file: File | null }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value.trim()) form.append(key, value);
      if (file) form.append('evidence_file', file);
      return api.upload<DataReply<Overweight>>('overweights', form).then((r) => r.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overweightKeys.all }),
  });
}

/** POST overweights/import (multipart `files[]`, one .xlsx): a row-by-row report. */
export function useImportOverweights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('files[]', file);
      return api
        .upload<DataReply<OverweightImportResult>>('overweights/import', form)
        .then((r) => r.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overweightKeys.all }),
  });
}
