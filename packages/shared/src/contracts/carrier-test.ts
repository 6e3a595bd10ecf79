import { z } from 'zod';

/**
 * Spec 3's test connections (/carriers/{id}/test-connections): what a carrier's test sends and
 * what came back, raw, with every stored credential shown as "*****".
 */

/** The largest XML request a person may upload for the XML test (Redpack, Estafeta, Carssa). */
export const TEST_XML_MAX_BYTES = 256 * 1024;

const ZHeaders = z.record(z.string(), z.string());

export const ZWireExchange = z.object({
  request: z.object({ method: z.string(), url: z.string(), headers: ZHeaders, body: z.string() }),
  /** Null when no answer came (network error, deadline). */
  response: z.object({ status: z.number().int(), headers: ZHeaders, body: z.string() }).nullable(),
});
export type WireExchangeView = z.infer<typeof ZWireExchange>;

export const ZConnectionTest = z.object({
  ok: z.boolean(),
  /** The carrier's (or the network's) own words when it did not accept. */
  message: z.string().nullable(),
  exchanges: z.array(ZWireExchange),
  /** The label PDF the carrier returned to an XML test, base64; null otherwise. */
  label_pdf_base64: z.string().nullable(),
});
export type ConnectionTest = z.infer<typeof ZConnectionTest>;

/** Which tests a carrier's provider offers (the screen shows only those). */
export const ZCarrierTestInfo = z.object({
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  provider_code: z.string(),
  /** "Probar conexión": the connector sends a real request with the stored credentials. */
  connection: z.boolean(),
  /** The XML flow: download an example request, upload one, send it (spec 3). */
  xml: z.boolean(),
});
export type CarrierTestInfo = z.infer<typeof ZCarrierTestInfo>;
