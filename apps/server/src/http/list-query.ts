import {
  paginationOf,
  parseOrder,
  ZListQuery,
  type ListQuery,
  type ListResponse,
} from '@despacho/shared';
import type { z } from 'zod';

/**
 * The query schema of a list: page, per_page, order, search, plus whitelisted filters. Fastify's
 * query parser leaves `where[status]=x` as the key "where[status]", so each filter is declared
 * under that key and validated like any other field; unknown filters are dropped.
 */
export function listQuerySchema<F extends Record<string, z.ZodType>>(filters: F = {} as F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(filters))
    shape[`where[${field}]`] = schema.optional();
  // Typed as the base query: services read filters through listParams().where.
  return ZListQuery.extend(shape) as unknown as typeof ZListQuery;
}

export interface ListParams<O extends string> {
  page: number;
  perPage: number;
  offset: number;
  order: { field: O; dir: 'asc' | 'desc' };
  search: string | undefined;
  where: Record<string, unknown>;
}

export function listParams<O extends string>(
  query: ListQuery & Record<string, unknown>,
  orderFields: readonly O[],
  fallback: { field: O; dir: 'asc' | 'desc' },
): ListParams<O> {
  const where: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const m = /^where\[(\w+)\]$/.exec(key);
    if (m && value !== undefined) where[m[1]!] = value;
  }
  return {
    page: query.page,
    perPage: query.per_page,
    offset: (query.page - 1) * query.per_page,
    order: parseOrder(query.order, orderFields, fallback),
    search: query.search?.trim() || undefined,
    where,
  };
}

export function listOf<T>(
  data: T[],
  total: number,
  p: { page: number; perPage: number },
): ListResponse<T> {
  return { data, pagination: paginationOf(p.page, p.perPage, total) };
}
