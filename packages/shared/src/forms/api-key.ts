import { z } from 'zod';

export const API_KEY_NAME = { min: 3, max: 50 } as const;
/** The key is never shown again after creation; lists mask it as 32 asterisks. */
export const API_KEY_MASK = '*'.repeat(32);

/** API key name (spec 1 §5): required, 3 to 50, with the screen's own message keys. */
export const ZApiKeyForm = z.object({
  name: z
    .string({ error: 'v.nameRequired' })
    .trim()
    .min(1, { error: 'v.nameRequired' })
    .min(API_KEY_NAME.min, { error: 'v.nameMinLength' })
    .max(API_KEY_NAME.max, { error: 'v.nameMaxLength' }),
});
export type ApiKeyForm = z.input<typeof ZApiKeyForm>;
export const ZApiKeyRequest = z.object({ api_key: ZApiKeyForm });
