import type { Document } from '@xmldom/xmldom';
import { CarrierError } from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
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
  try {
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
  } catch (error) {
    if (signal.aborted)
      throw new CarrierError('timeout', 'Carssa did not answer before the deadline');
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
    const code = typeof cause?.code === 'string' ? cause.code : 'network error';
    throw new CarrierError('unavailable', `Carssa could not be reached (${code})`);
  }
}
