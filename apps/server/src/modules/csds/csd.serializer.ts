import type { Csd } from '@despacho/shared';
import type { CsdRow } from '../../db/schema';
import { expiryWarning } from '../fiscal/csd/expiry-warning';

/** What GET csds shows: the certificate's facts, never the key or its password. */
export function serializeCsd(row: CsdRow, now: Date = new Date()): Csd {
  const expiry = expiryWarning({ validTo: row.validTo }, now);
  return {
    id: row.id,
    rfc: row.rfc,
    certificate_number: row.certificateNumber,
    subject_name: row.subjectName,
    valid_from: row.validFrom.toISOString(),
    upload_date: row.createdAt.toISOString(),
    expiration_date: row.validTo.toISOString(),
    expires_soon: expiry.warn,
    expired: expiry.expired,
    days_left: expiry.daysLeft,
  };
}
