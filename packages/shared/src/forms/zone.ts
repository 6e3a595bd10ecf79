import { z } from 'zod';
import { requiredText } from '../validation/fields';

export const ZZoneForm = z.object({ name: requiredText(80) });
export const ZZoneRequest = z.object({ zone: ZZoneForm });

/** A zonal price needs an origin and a destination zone, hence at least 2. */
export const ZServiceZonesForm = z.object({
  zone_ids: z
    .array(z.number().int().positive(), { error: 'v.minimumZonesError' })
    .min(2, { error: 'v.minimumZonesError' }),
});

/** A service must serve at least one country. */
export const ZServiceCountriesForm = z.object({
  country_ids: z
    .array(z.number().int().positive(), { error: 'v.minimumCountryError' })
    .min(1, { error: 'v.minimumCountryError' }),
});
