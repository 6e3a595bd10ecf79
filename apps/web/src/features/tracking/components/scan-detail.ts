import type { TFunction } from 'i18next';
import type { TrackingScanCode, TrackingStatusValue } from '@despacho/shared';

/**
 * What a scan adds below its status, in the reader's language: the name of a known scan (none
 * when it only restates the status, as "Entregado" under Delivered), else the carrier's own
 * words as sent.
 */
export function scanDetail(
  t: TFunction,
  event: { status: TrackingStatusValue; description: string; scan_code?: TrackingScanCode | null },
): string {
  if (!event.scan_code) return event.description;
  if (event.scan_code === event.status) return '';
  return t(`tracking.scans.${event.scan_code}`, { defaultValue: event.description });
}
