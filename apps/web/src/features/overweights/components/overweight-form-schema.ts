import { z } from 'zod';
import {
  OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX,
  OVERWEIGHT_EVIDENCE_MAX_BYTES,
  type OverweightForm,
} from '@despacho/shared';

/**
 * The new-overweight form as typed: every field text (decimals stay text, never floats), plus
 * the optional evidence file. Checked here with the server's own message keys (registered by
 * the overweight contract) so a person hears the same words before and after sending; the
 * server checks it all again and its per-field refusals land on the same fields.
 */
export interface OverweightFormValues extends Required<Record<keyof OverweightForm, string>> {
  evidence_file: File | null;
}

const kg = /^\d{1,6}(\.\d{1,3})?$/;
const cm = /^\d{1,6}(\.\d{1,2})?$/;
const positive = (re: RegExp) => (v: string) => re.test(v) && Number(v) > 0;
const DIMENSIONS = ['length', 'width', 'height'] as const;

export const ZOverweightFormValues = z
  .object({
    shipment_id: z.string().trim().regex(/^\d*$/, { error: 'v.digits' }),
    tracking_number: z.string().trim().max(40),
    carrier_weight: z
      .string()
      .trim()
      .min(1, { error: 'v.required' })
      .refine(positive(kg), { error: 'v.overweight_weight_invalid' }),
    carrier_volumetric_weight: z
      .string()
      .trim()
      .refine((v) => v === '' || positive(kg)(v), { error: 'v.overweight_weight_invalid' }),
    length: z.string().trim(),
    width: z.string().trim(),
    height: z.string().trim(),
    evidence_description: z.string().trim().max(OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX),
    evidence_file: z.custom<File | null>(),
  })
  .superRefine((v, ctx) => {
    if (!v.shipment_id && !v.tracking_number)
      ctx.addIssue({
        code: 'custom',
        path: ['shipment_id'],
        message: 'v.overweight_shipment_required',
      });
    const typed = DIMENSIONS.filter((d) => v[d] !== '');
    for (const d of typed)
      if (!positive(cm)(v[d]))
        ctx.addIssue({ code: 'custom', path: [d], message: 'v.overweight_dimension_invalid' });
    if (typed.length > 0 && typed.length < DIMENSIONS.length)
      for (const d of DIMENSIONS.filter((x) => v[x] === ''))
        ctx.addIssue({ code: 'custom', path: [d], message: 'v.overweight_dimensions_incomplete' });
    const file = v.evidence_file;
    if (file && !/^(image\/(png|jpeg)|application\/pdf)$/.test(file.type))
      ctx.addIssue({
        code: 'custom',
        path: ['evidence_file'],
        message: 'v.overweight_evidence_type',
      });
    else if (file && file.size > OVERWEIGHT_EVIDENCE_MAX_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: ['evidence_file'],
        message: 'v.overweight_evidence_too_large',
      });
  });

export const EMPTY_OVERWEIGHT_FORM: OverweightFormValues = {
  shipment_id: '',
  tracking_number: '',
  carrier_weight: '',
  carrier_volumetric_weight: '',
  length: '',
  width: '',
  height: '',
  evidence_description: '',
  evidence_file: null,
};
