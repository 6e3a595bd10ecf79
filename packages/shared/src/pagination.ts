import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants';

/**
 * Query of every list: page, per_page, order ("field asc|desc") and `where[field]=value`
 * filters. Each list whitelists its own filter and order fields on the server.
 */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  order: z
    .string()
    .max(100)
    .regex(/^[a-z_.]+( (asc|desc|ASC|DESC))?$/, { error: 'v.invalid_order' })
    .optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof ZListQuery>;

export const ZPagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_objects: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof ZPagination>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: ZPagination });
}
export type ListResponse<T> = { data: T[]; pagination: Pagination };

export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return {
    page,
    per_page: perPage,
    total_objects: total,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** Parses "field dir" into parts, keeping only whitelisted fields. */
export function parseOrder<F extends string>(
  order: string | undefined,
  allowed: readonly F[],
  fallback: { field: F; dir: 'asc' | 'desc' },
): { field: F; dir: 'asc' | 'desc' } {
  if (!order) return fallback;
  const [rawField, rawDir] = order.split(' ');
  const field = rawField?.split('.').pop() as F | undefined;
  if (!field || !allowed.includes(field)) return fallback;
  return { field, dir: rawDir?.toLowerCase() === 'asc' ? 'asc' : 'desc' };
}
