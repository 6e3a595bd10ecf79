import {
  CarrierError,
  type TrackResult,
  type TrackingEventData,
  type TrackingStatus,
} from '../carrier-connector';
import {
  FEDEX_TRACK_BATCH,
  type FedexCompleteTrackResult,
  type FedexScanEvent,
  type FedexScanLocation,
  type FedexTrackReply,
  type FedexTrackRequest,
  type FedexTrackResult,
} from './fedex-rest.track-types';

/**
 * Pure translation between tracking numbers and FedEx's Track API, tested against recorded
 * payloads in ./fixtures. FedEx's event codes ("Tracking Status Codes" in its API reference)
 * map onto the product's statuses as the research table says; a cancelled shipment (CA) is an
 * exception, since the product has no "cancelled" tracking status.
 */

const STATUS_CODES: Readonly<Record<TrackingStatus, readonly string[]>> = {
  // IN is the derived code FedEx gives a shipment whose label exists ("Initiated").
  created: ['OC', 'OX', 'EP', 'MD', 'IN'],
  picked_up: ['PU', 'PX', 'OF', 'AP'],
  in_transit: [
    'IT',
    'IX',
    'AA',
    'AC',
    'AF',
    'AR',
    'AX',
    'DP',
    'EA',
    'EO',
    'FD',
    'LO',
    'OW',
    'PF',
    'PL',
    'PM',
    'SF',
    'TR',
    'CC',
    'CP',
    'CH',
  ],
  out_for_delivery: ['OD', 'AD', 'ED'],
  delivered: ['DL'],
  exception: ['DE', 'SE', 'CD', 'HA', 'DY', 'DD', 'HL', 'CA'],
  returned: ['RS', 'RD'],
};

const STATUS_BY_CODE: ReadonlyMap<string, TrackingStatus> = new Map(
  Object.entries(STATUS_CODES).flatMap(([status, codes]) =>
    codes.map((code) => [code, status as TrackingStatus] as const),
  ),
);

/** The product's status for a FedEx event or status code; null when the code is not FedEx's. */
export function fedexTrackingStatus(code: string | null | undefined): TrackingStatus | null {
  return STATUS_BY_CODE.get((code ?? '').trim().toUpperCase()) ?? null;
}

/** Asked numbers, trimmed and without repeats, in FedEx's batches of at most 30. */
export function buildFedexTrackRequests(trackingNumbers: readonly string[]): FedexTrackRequest[] {
  const numbers = [...new Set(trackingNumbers.map((n) => n.trim()).filter(Boolean))];
  const batches: FedexTrackRequest[] = [];
  for (let i = 0; i < numbers.length; i += FEDEX_TRACK_BATCH) {
    batches.push({
      trackingInfo: numbers
        .slice(i, i + FEDEX_TRACK_BATCH)
        .map((trackingNumber) => ({ trackingNumberInfo: { trackingNumber } })),
      includeDetailedScans: true,
    });
  }
  return batches;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** An event's status: its scan code, else FedEx's derived code; an unknown code with an exception is one. */
function eventStatus(event: FedexScanEvent): TrackingStatus {
  return (
    fedexTrackingStatus(event.eventType) ??
    fedexTrackingStatus(event.derivedStatusCode) ??
    (textOf(event.exceptionCode) ? 'exception' : 'in_transit')
  );
}

function place(location: FedexScanLocation | undefined) {
  return {
    city: textOf(location?.city),
    state: textOf(location?.stateOrProvinceCode),
    country_code: textOf(location?.countryCode)?.toUpperCase() ?? null,
  };
}

function eventOf(event: FedexScanEvent): TrackingEventData | null {
  if (!event || typeof event !== 'object') return null;
  const occurredAt = new Date(typeof event.date === 'string' ? event.date : Number.NaN);
  if (Number.isNaN(occurredAt.getTime())) return null;
  const code = textOf(event.eventType) ?? textOf(event.derivedStatusCode) ?? '';
  const status = eventStatus(event);
  const described = textOf(event.eventDescription) ?? textOf(event.derivedStatus) ?? code;
  const exception = textOf(event.exceptionDescription);
  const description =
    status === 'exception' && exception && !described.includes(exception)
      ? `${described}: ${exception}`
      : described;
  return {
    status,
    code,
    description: description.slice(0, 500),
    occurred_at: occurredAt,
    ...place(event.scanLocation),
  };
}

/** Scan events oldest first (FedEx lists the newest first; equal times keep FedEx's order). */
function eventsOf(result: FedexTrackResult): TrackingEventData[] {
  const scans = Array.isArray(result.scanEvents) ? [...result.scanEvents].reverse() : [];
  return scans
    .map(eventOf)
    .filter((e): e is TrackingEventData => e !== null)
    .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
}

function trackResultOf(trackingNumber: string, found?: FedexCompleteTrackResult): TrackResult {
  const results = Array.isArray(found?.trackResults) ? found.trackResults : [];
  const result = results.find((r) => r && typeof r === 'object' && !r.error);
  if (!result) return { tracking_number: trackingNumber, status: null, events: [] };
  const events = eventsOf(result);
  const latest = result.latestStatusDetail;
  const status =
    fedexTrackingStatus(latest?.code) ??
    fedexTrackingStatus(latest?.derivedCode) ??
    events.at(-1)?.status ??
    null;
  return { tracking_number: trackingNumber, status, events };
}

const numberOf = (complete: FedexCompleteTrackResult) =>
  textOf(complete?.trackingNumber) ??
  textOf(complete?.trackResults?.[0]?.trackingNumberInfo?.trackingNumber);

/**
 * A 200 reply as one TrackResult per asked number, in the order asked. A number FedEx does not
 * know (a per-number error such as TRACKING.TRACKINGNUMBER.NOTFOUND) or left out answers
 * `status: null` with no events; a body that is not a track reply is "unavailable".
 */
export function parseFedexTrackReply(body: unknown, asked: readonly string[]): TrackResult[] {
  const completes = (body as FedexTrackReply | null)?.output?.completeTrackResults;
  if (!Array.isArray(completes)) {
    throw new CarrierError('unavailable', 'FedEx answered the tracking request unreadably');
  }
  const byNumber = new Map<string, FedexCompleteTrackResult>();
  for (const complete of completes) {
    const number = complete && typeof complete === 'object' ? numberOf(complete) : null;
    if (number && !byNumber.has(number)) byNumber.set(number, complete);
  }
  return asked.map((number) => trackResultOf(number, byNumber.get(number)));
}
