import type { Document } from '@xmldom/xmldom';
import type { OutboundFetch } from '../carrier-integration';
import { reachCarrier } from '../connector-http';
import { CARSSA_PATH, carssaSoapAction, parseXml } from './carssa.soap';

export interface CarssaAnswer {
  status: number;
  doc: Document | null;
}

/**
 * One SOAP call to CarssaService with the caller's deadline; a network failure or the deadline
 * is a CarrierError, any HTTP answer (faults come as 500) is returned for the mapper to read.
 */
export async function postCarssa(
  fetch: OutboundFetch,
  baseUrl: string,
  operation: 'Cotizar' | 'GenerarGuia',
  xml: string,
  signal: AbortSignal,
): Promise<CarssaAnswer> {
  return reachCarrier('Carssa', signal, async () => {
    const response = await fetch(`${baseUrl}${CARSSA_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        accept: 'text/xml',
        soapaction: carssaSoapAction(operation),
      },
      body: xml,
      signal,
      redirect: 'error',
    });
    return { status: response.status, doc: parseXml(await response.text()) };
  });
}
