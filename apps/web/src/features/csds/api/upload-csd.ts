import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Csd } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { csdKeys } from './csd-keys';

export interface CsdUpload {
  certificate: File;
  private_key: File;
  password: string;
}

/** POST csds as the spec's form data: csd[certificate], csd[private_key], csd[password]. */
export function uploadCsd(values: CsdUpload) {
  const form = new FormData();
  form.append('csd[certificate]', values.certificate, values.certificate.name);
  form.append('csd[private_key]', values.private_key, values.private_key.name);
  form.append('csd[password]', values.password);
  return api.upload<DataReply<Csd>>('csds', form).then((r) => r.data);
}

export function useUploadCsd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsd,
    onSuccess: (csd) => queryClient.setQueryData(csdKeys.current(), csd),
  });
}
