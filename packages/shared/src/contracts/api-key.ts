import { z } from 'zod';

/**
 * Partner API keys (spec 1 "External APIs", issue 22). A key is `dsp_live_` followed by 40
 * base62 characters in production mode (`dsp_test_` in demo mode); only its SHA-256 is stored.
 * The list answers `key` as API_KEY_MASK; `POST api_keys` answers the whole key, once.
 */
export const API_KEY_PREFIXES = ['dsp_live_', 'dsp_test_'] as const;
/** The header a key may also come in (besides `Authorization: Bearer <key>`). */
export const API_KEY_HEADER = 'x-api-key';

export const ZApiKey = z.object({
  id: z.number(),
  name: z.string(),
  /** API_KEY_MASK in lists; the whole key only in the reply that created it. */
  key: z.string(),
  /** The key's first characters ("dsp_test_Ab3x"), safe to show to tell keys apart. */
  key_prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;
