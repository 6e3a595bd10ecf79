import type { AppConfig } from '../../config';
import { hostOfUrl, outboundFetch } from '../../lib/outbound-url';
import { providerWords } from '../../lib/provider-text';
import { FINKOK_DEMO_URL, FINKOK_PRODUCTION_URL, createFinkokClient } from './finkok/finkok.client';
import {
  PacError,
  type PacCancelResult,
  type PacCancelStatusRequest,
  type PacPort,
} from './pac-port';

/** Finkok's own hosts: an `invoicing_pac_url` on one of them needs no DNS check in production. */
export const PAC_KNOWN_HOSTS: readonly string[] = [
  hostOfUrl(FINKOK_PRODUCTION_URL),
  hostOfUrl(FINKOK_DEMO_URL),
];

/**
 * The PAC's words as staff may read them (an invoice's last_error, a refusal's message): plain
 * text of Finkok's documented fields (incidencia, CodEstatus, SAT's status), cleaned and capped;
 * markup or structured text is never passed on (a URL pointed at the wrong server must not read
 * its answers back to staff).
 */
const pacWords = (text: string | undefined, fallback: string) => providerWords(text) ?? fallback;

const cleanError = (error: unknown): unknown => {
  if (!(error instanceof PacError)) return error;
  const code = /^[\w.-]{1,40}$/.test(error.code) ? error.code : 'pac_error';
  return new PacError(pacWords(error.message, `The PAC refused (${code})`), code, error.retryable);
};

const cleanResult = (r: PacCancelResult): PacCancelResult => ({
  ...r,
  satStatus: pacWords(r.satStatus, 'unknown'),
  ...(r.message !== undefined ? { message: pacWords(r.message, 'The PAC refused') } : {}),
});

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw cleanError(error);
  }
}

/**
 * The tenant's PAC client (Finkok) as the product builds it: its HTTP goes through the run
 * mode's outbound guard (production: https to public addresses only, checked on the address each
 * connection reaches; demo: the in-product mock on loopback works), and what it reports is held
 * to `pacWords`.
 */
export function createPacClient(
  config: Pick<AppConfig, 'mode'>,
  opts: { url: string; username: string; password: string },
): PacPort {
  const finkok = createFinkokClient({ ...opts, fetch: outboundFetch(config.mode) });
  return {
    stamp: (xml) => guarded(() => finkok.stamp(xml)),
    cancel: (req) => guarded(() => finkok.cancel(req)).then(cleanResult),
    cancelStatus: (req: PacCancelStatusRequest) =>
      guarded(() => finkok.cancelStatus(req)).then(cleanResult),
  };
}
