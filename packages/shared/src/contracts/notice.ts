import { z } from 'zod';
import { isoDate, requiredText } from '../validation/fields';

export const NOTICE_TYPES = ['info', 'warning', 'error'] as const;
export const NOTICE_STATUSES = ['active', 'suspended'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Notice form (spec 3 §5): title and description required. Description is HTML, sanitised. */
export const ZNoticeForm = z.object({
  title: requiredText(120),
  description: requiredText(5000),
  notice_type: z.enum(NOTICE_TYPES, { error: 'v.invalid_value' }).default('info'),
  status: z.enum(NOTICE_STATUSES, { error: 'v.invalid_value' }).default('active'),
  expires_at: z
    .union([z.literal(''), isoDate()])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type NoticeForm = z.input<typeof ZNoticeForm>;
export const ZNoticeRequest = z.object({ notice: ZNoticeForm });

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  notice_type: z.enum(NOTICE_TYPES),
  status: z.enum(NOTICE_STATUSES),
  expires_at: z.string().nullable(),
  /** The expiry date is before today in the tenant's time zone. */
  expired: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

export const NOTICE_ORDER_FIELDS = [
  'created_at',
  'title',
  'notice_type',
  'status',
  'expires_at',
] as const;
export const ZNoticeFilters = z.object({
  status: z.enum(NOTICE_STATUSES).optional(),
  notice_type: z.enum(NOTICE_TYPES).optional(),
});
