import { z } from 'zod';
import { fileOf } from './form-fields';

/** CSD upload (spec 1 §2, §5): the .cer, the .key and its password are all needed. */
export const ZCsdForm = z.object({
  certificate: fileOf({
    mimes: ['application/pkix-cert', 'application/x-x509-ca-cert'],
    extensions: ['cer'],
  }),
  private_key: fileOf({ extensions: ['key'] }),
  password: z
    .string({ error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(256, { error: 'v.max_length' }),
});
