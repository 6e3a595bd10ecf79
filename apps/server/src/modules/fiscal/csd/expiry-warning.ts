import type { Csd } from './csd-types';

/** The CSD screen warns this many days before the certificate expires. */
export const CSD_EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CsdExpiry {
  /** True from 30 days before expiry on, and once expired. */
  warn: boolean;
  expired: boolean;
  /** Whole days left (0 on the last day, negative once expired). */
  daysLeft: number;
}

export function expiryWarning(csd: Pick<Csd, 'validTo'>, now: Date = new Date()): CsdExpiry {
  const left = csd.validTo.getTime() - now.getTime();
  return {
    warn: left <= CSD_EXPIRY_WARNING_DAYS * DAY_MS,
    expired: left < 0,
    daysLeft: Math.floor(left / DAY_MS),
  };
}
