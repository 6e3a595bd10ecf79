import { z } from 'zod';
import { requiredText } from '../validation/fields';

export const ZTenantSlug = z
  .string({ error: 'v.required' })
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, { error: 'v.slug' });

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Public branding of a tenant (GET /tenant), readable without signing in. */
export const ZTenantBranding = z.object({
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string().nullable(),
  support_email: z.string().nullable(),
  terms_url: z.string().nullable(),
  time_zone: z.string(),
  /** The server runs in demo mode (demo data, published passwords, dev mailbox): say so. */
  demo_mode: z.boolean(),
});
export type TenantBranding = z.infer<typeof ZTenantBranding>;

const hexColor = () => requiredText(7).regex(HEX_COLOR, { error: 'v.color' });

/** What the tenant's staff edit in settings: the name and colours (images are uploaded apart). */
export const ZBrandingForm = z.object({
  name: requiredText(120),
  primary_color: hexColor(),
  secondary_color: z
    .union([z.literal(''), hexColor()])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type BrandingForm = z.input<typeof ZBrandingForm>;
export const ZBrandingRequest = z.object({ branding: ZBrandingForm });

/**
 * The IANA time zones this runtime knows (`Intl`), e.g. `America/Monterrey`: the web's list and
 * the server's check (PostgreSQL knows each of them too; the server checks again there).
 */
export function timeZoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
const isTimeZone = (v: string) => timeZoneNames().includes(v);

/** The tenant's own time zone (its calendar: reports, notices, pickups, label dates…). */
export const ZTimeZoneForm = z.object({
  time_zone: z
    .string({ error: 'v.time_zone' })
    .max(64, { error: 'v.time_zone' })
    .refine(isTimeZone, { error: 'v.time_zone' }),
});
export type TimeZoneForm = z.infer<typeof ZTimeZoneForm>;
export const ZTimeZoneRequest = z.object({ tenant: ZTimeZoneForm });

/** The two images a tenant uploads, with their size limits (checked by content on the server). */
export const BRANDING_IMAGES = {
  logo: { maxBytes: 1024 * 1024 },
  favicon: { maxBytes: 256 * 1024 },
} as const;
export type BrandingImage = keyof typeof BRANDING_IMAGES;
