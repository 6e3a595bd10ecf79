import { z } from 'zod';

/** A saved address as the API answers it (spec 2 §3 Address). */
export const ZSavedAddress = z.object({
  id: z.number().int(),
  aka: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  calling_code: z.string(),
  rfc: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string(),
  neighborhood: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  interior_number: z.string().nullable(),
  postal_code: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof ZSavedAddress>;

/** Newest first is the book's order (spec 2 §2); search starts at this many characters. */
export const ADDRESS_ORDER_FIELDS = ['created_at', 'aka', 'name'] as const;
export const ADDRESS_SEARCH_MIN = 3;
/** How many of the newest addresses the wizard offers as suggestions. */
export const ADDRESS_SUGGESTIONS = 10;
