import { z } from 'zod';

export const ZTenantSlug = z
  .string({ error: 'v.required' })
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, { error: 'v.slug' });

/** Public branding of a tenant (GET /tenant), readable without signing in. */
export const ZTenantBranding = z.object({
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  primary_color: z.string(),
  support_email: z.string().nullable(),
  terms_url: z.string().nullable(),
  time_zone: z.string(),
});
export type TenantBranding = z.infer<typeof ZTenantBranding>;
